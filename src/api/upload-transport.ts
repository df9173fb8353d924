/**
 * The one transport that reports upload progress: fetch cannot (its request streams are not in
 * Safari or Firefox), XMLHttpRequest can. Used by the executor for calls that ask for progress (a
 * KYC document), with the same URL, method, headers and signal as any other call. A slow phone
 * may take minutes over a large file, so instead of a total timeout the upload gives up after
 * `idleMs` without a byte moving.
 */
export interface RawAnswer {
  status: number;
  text: string;
}

/** The upload stopped moving for the idle time: the executor reports it as a timeout. */
export class UploadStalled extends Error {
  constructor() {
    super('upload stalled');
    this.name = 'UploadStalled'; // set here, not as a class field (see ApiError)
  }
}

export function sendWithProgress(
  url: string,
  init: { method: string; headers: Record<string, string>; body: XMLHttpRequestBodyInit },
  signal: AbortSignal,
  onProgress: (fraction: number) => void,
  idleMs: number,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let idle: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(idle);
      signal.removeEventListener('abort', onAbort);
    };
    const watch = () => {
      clearTimeout(idle);
      idle = setTimeout(() => {
        xhr.abort();
        settle();
        reject(new UploadStalled());
      }, idleMs);
    };
    const onAbort = () => {
      xhr.abort();
      settle();
      reject(signal.reason);
    };
    if (signal.aborted) return reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      watch();
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(1, e.loaded / e.total));
    };
    xhr.upload.onload = () => clearTimeout(idle); // all sent: the answer may take its time
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    // fetch rejects with a TypeError when the network fails; the executor reads it the same way.
    xhr.onerror = () => {
      settle();
      reject(new TypeError('Network request failed'));
    };
    watch();
    xhr.send(init.body);
  });
}
