/** Resolves when the main thread is next idle, or after `maxMs`. */
export function whenIdle(maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: maxMs });
    else setTimeout(resolve, 0);
  });
}
