import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The sandbox's whole state: named tables of JSON rows, persisted to one file with an atomic
 * write (temp file + rename) shortly after each change. Modules own their tables by name, so no
 * central schema needs editing when a domain is added.
 */
export interface Table<T> {
  get(id: string): T | undefined;
  set(id: string, row: T): T;
  delete(id: string): boolean;
  values(): T[];
  find(predicate: (row: T) => boolean): T | undefined;
  filter(predicate: (row: T) => boolean): T[];
  size(): number;
}

export interface Store {
  table<T>(name: string): Table<T>;
  /** Free-form counters and flags (sequence numbers, seeding markers). */
  meta: Record<string, unknown>;
  changed(): void;
  flush(): void;
  reset(): void;
}

interface Snapshot {
  tables: Record<string, Record<string, unknown>>;
  meta: Record<string, unknown>;
}

export function createStore(dataDir: string | null): Store {
  const file = dataDir ? join(dataDir, 'state.json') : null;
  let snapshot: Snapshot = load(file);
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!file || !dataDir) return;
    mkdirSync(dataDir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(snapshot));
    renameSync(tmp, file);
  };
  const changed = () => {
    if (!file || timer) return;
    timer = setTimeout(flush, 50);
    timer.unref?.();
  };

  const table = <T>(name: string): Table<T> => {
    const rows = () => {
      snapshot.tables[name] ??= {};
      return snapshot.tables[name] as Record<string, T>;
    };
    return {
      get: (id) => rows()[id],
      set: (id, row) => {
        rows()[id] = row;
        changed();
        return row;
      },
      delete: (id) => {
        const had = id in rows();
        delete rows()[id];
        changed();
        return had;
      },
      values: () => Object.values(rows()),
      find: (p) => Object.values(rows()).find(p),
      filter: (p) => Object.values(rows()).filter(p),
      size: () => Object.keys(rows()).length,
    };
  };

  return {
    table,
    get meta() {
      return snapshot.meta;
    },
    changed,
    flush,
    reset() {
      snapshot = { tables: {}, meta: {} };
      if (file) rmSync(file, { force: true });
    },
  };
}

function load(file: string | null): Snapshot {
  if (!file) return { tables: {}, meta: {} };
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  } catch {
    return { tables: {}, meta: {} };
  }
}
