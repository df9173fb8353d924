/**
 * Reads the list envelopes the platform uses (API.md §1.5): `{data, total}`, `{data, count}`,
 * `{data, has_more}` (in any combination) and bare arrays.
 */
export interface PageInfo<T> {
  items: T[];
  /** Total number of records when the envelope says it. */
  total?: number;
  /** Whether another page exists after this one. */
  hasMore: boolean;
}

export function readPage<T>(page: unknown, offset: number, pageSize: number): PageInfo<T> {
  if (Array.isArray(page)) return { items: page as T[], hasMore: page.length >= pageSize };
  const env = (page ?? {}) as { data?: unknown; total?: unknown; count?: unknown; has_more?: unknown };
  const items = Array.isArray(env.data) ? (env.data as T[]) : [];
  const total =
    typeof env.total === 'number' ? env.total : typeof env.count === 'number' ? env.count : undefined;
  let hasMore: boolean;
  if (typeof env.has_more === 'boolean') hasMore = env.has_more;
  else if (total !== undefined) hasMore = offset + items.length < total;
  else hasMore = items.length >= pageSize;
  // A short or empty page ends the list whatever the counters claim; this avoids endless loading.
  if (items.length === 0) hasMore = false;
  return { items, total, hasMore };
}

/** The item type of a list endpoint's answer. */
export type ItemOf<Out> = Out extends { data: (infer T)[] } ? T : Out extends (infer T)[] ? T : unknown;
