/**
 * Structural sharing: returns `next`, except that every part deep-equal to the same part of
 * `prev` is `prev`'s object. A refetch that changed one row then hands React the same objects
 * for every other row, so memoised rows skip rendering (and a page that did not change at all is
 * the very same object).
 */
export function shareEqual<T>(prev: unknown, next: T): T {
  if (prev === next) return next;
  if (Array.isArray(prev) && Array.isArray(next)) {
    let same = prev.length === next.length;
    const out = next.map((item, i) => {
      const shared = shareEqual(prev[i], item);
      if (shared !== prev[i]) same = false;
      return shared;
    });
    return (same ? prev : out) as T;
  }
  if (isPlainObject(prev) && isPlainObject(next)) {
    // Rows in a list match by identity, not by position: a new row at the top shifts them all.
    const prevKeys = Object.keys(prev);
    const nextKeys = Object.keys(next);
    let same = prevKeys.length === nextKeys.length;
    const out: Record<string, unknown> = {};
    for (const key of nextKeys) {
      const shared = key === 'data' ? shareList(prev[key], next[key]) : shareEqual(prev[key], next[key]);
      out[key] = shared;
      if (!(key in prev) || shared !== prev[key]) same = false;
    }
    return (same ? prev : out) as T;
  }
  return next;
}

/** Shares the items of a list envelope's `data` by their `id`/`uuid`, wherever they moved. */
function shareList(prev: unknown, next: unknown): unknown {
  if (!Array.isArray(prev) || !Array.isArray(next)) return shareEqual(prev, next);
  const byId = new Map<unknown, unknown>();
  for (const item of prev) {
    const id = idOf(item);
    if (id !== undefined) byId.set(id, item);
  }
  if (byId.size === 0) return shareEqual(prev, next);
  let same = prev.length === next.length;
  const out = next.map((item, i) => {
    const id = idOf(item);
    const shared = shareEqual(id === undefined ? prev[i] : byId.get(id), item);
    if (shared !== prev[i]) same = false;
    return shared;
  });
  return same ? prev : out;
}

function idOf(item: unknown): unknown {
  if (!isPlainObject(item)) return undefined;
  return item.id ?? item.uuid;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}
