import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

/**
 * The sandbox's whole state: named tables of JSON rows. Modules own their tables by name, so no
 * central schema needs editing when a domain is added.
 *
 * Durability (issue 10): with a data folder, `commit()` writes the whole state through to disk
 * (temp file, fsync, rename, fsync of the folder) and the app calls it before any answer to a
 * request that may have changed something leaves, so an acknowledged write survives kill -9.
 * Changes made by timers (order progress) are saved shortly after. The temp file has one fixed
 * name and is removed at start, so a crash mid-write leaves nothing behind. Without a data
 * folder (tests, SANDBOX_MEMORY) nothing touches the disk.
 *
 * Rows live in null-prototype objects and are looked up as own keys only: an id like
 * `__proto__` or `constructor` is just an id that does not exist.
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
  /** Marks the state changed (saved by the next commit, or shortly by a timer). */
  changed(): void;
  /** Writes the state through to disk now if anything may have changed; no-op in memory. */
  commit(force?: boolean): void;
  flush(): void;
  reset(): void;
}

interface Snapshot {
  tables: Record<string, Record<string, unknown>>;
  meta: Record<string, unknown>;
}

const STATE_FILE = 'state.json';

export function createStore(dataDir: string | null): Store {
  const file = dataDir ? join(dataDir, STATE_FILE) : null;
  const tmp = file ? `${file}.tmp` : null;
  if (dataDir) removeTempFiles(dataDir);
  let snapshot: Snapshot = load(file);
  let dirty = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const commit = (force = false) => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!file || !tmp || !dataDir || !(dirty || force)) return;
    dirty = false;
    mkdirSync(dataDir, { recursive: true });
    writeDurably(tmp, JSON.stringify(snapshot));
    renameSync(tmp, file);
    syncFolder(dataDir);
  };
  const changed = () => {
    dirty = true;
    if (!file || timer) return;
    timer = setTimeout(commit, 50);
    timer.unref?.();
  };

  const table = <T>(name: string): Table<T> => {
    const rows = () => {
      if (!Object.hasOwn(snapshot.tables, name)) snapshot.tables[name] = Object.create(null);
      return snapshot.tables[name] as Record<string, T>;
    };
    const get = (id: string) => {
      const all = rows();
      return Object.hasOwn(all, id) ? all[id] : undefined;
    };
    return {
      get,
      set: (id, row) => {
        rows()[id] = row;
        changed();
        return row;
      },
      delete: (id) => {
        const all = rows();
        const had = Object.hasOwn(all, id);
        delete all[id];
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
    commit,
    flush: () => commit(),
    reset() {
      snapshot = emptySnapshot();
      dirty = false;
      if (file) rmSync(file, { force: true });
    },
  };
}

function emptySnapshot(): Snapshot {
  return { tables: Object.create(null), meta: Object.create(null) };
}

function writeDurably(path: string, text: string) {
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** The rename itself is durable only once the folder entry is synced (POSIX). */
function syncFolder(dir: string) {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Some platforms (Windows) cannot open a folder; the rename is still atomic there.
  }
}

/** Temp files of an interrupted save (and of older versions, which named them by pid). */
function removeTempFiles(dir: string) {
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (name.startsWith(`${STATE_FILE}.`) && name.endsWith('.tmp')) rmSync(join(dir, name), { force: true });
  }
}

/** Rebuilds every level the state's keys index (tables, rows by id, meta) without prototypes. */
function load(file: string | null): Snapshot {
  if (!file) return emptySnapshot();
  let parsed: Partial<Snapshot>;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Snapshot>;
  } catch {
    return emptySnapshot();
  }
  const snapshot = emptySnapshot();
  for (const [name, rows] of Object.entries(parsed.tables ?? {})) {
    snapshot.tables[name] = Object.assign(Object.create(null), rows);
  }
  Object.assign(snapshot.meta, parsed.meta ?? {});
  return snapshot;
}
