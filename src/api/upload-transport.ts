/**
 * A fetch stand-in that reports upload progress, for calls that send a file (a KYC document):
 * fetch cannot report it (request streams are not in Safari or Firefox), XMLHttpRequest can. The
 * executor runs it like fetch (call's `transport` option), so headers, errors and the 401
 * machinery are the same as for any call. Imported only by the screens that upload: none of it is
 * on a first screen. A slow phone may take minutes over a large file, so instead of a total
 * timeout (the upload endpoint has none) it gives up after `idleMs` without a byte moving, failing
 * like a lost connection. It cannot take the executor's `credentials: 'omit'`: to a platform on
 * the app's own origin, XMLHttpRequest always sends that origin's cookies (the platform ignores
 * them); to a platform on its own origin, as deployed, it sends none (no `withCredentials`).
 */
export function progressTransport(onProgress: (fraction: number) => void, idleMs = 60_000): typeof fetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init?.signal;
      const xhr = new XMLHttpRequest();
      let idle: ReturnType<typeof setTimeout> | undefined;
      const settle = () => {
        clearTimeout(idle);
        signal?.removeEventListener('abort', onAbort);
      };
      const fail = (err: unknown) => {
        settle();
        reject(err);
      };
      const watch = () => {
        clearTimeout(idle);
        idle = setTimeout(() => {
          xhr.abort();
          fail(new TypeError('The upload stopped moving.'));
        }, idleMs);
      };
      function onAbort() {
        xhr.abort();
        fail(signal?.reason);
      }
      if (signal?.aborted) return reject(signal.reason);
      signal?.addEventListener('abort', onAbort, { once: true });
      xhr.open(init?.method ?? 'GET', String(input instanceof Request ? input.url : input));
      for (const [name, value] of new Headers(init?.headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (e) => {
        watch();
        if (e.lengthComputable && e.total > 0) onProgress(Math.min(1, e.loaded / e.total));
      };
      xhr.upload.onload = () => clearTimeout(idle); // all sent: the answer may take its time
      xhr.onload = () => {
        settle();
        resolve(new Response(xhr.responseText, { status: xhr.status, statusText: xhr.statusText }));
      };
      // fetch rejects with a TypeError when the network fails; the executor reads it the same way.
      xhr.onerror = () => fail(new TypeError('Network request failed'));
      watch();
      xhr.send((init?.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
