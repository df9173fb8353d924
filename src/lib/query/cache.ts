/**
 * The query cache behind useQuery: one entry per key (service + method + path + input), an
 * in-flight promise shared by every caller of the same key, and listeners per key so React hooks
 * re-render when an entry changes. Plain module state, no React here.
 */
import type { EndpointInput, EndpointSpec } from '../../api/endpoint';
import { ApiError } from '../../api/errors';
import { call } from '../../api/http';
import { shareEqual } from './share-equal';
import { endpointKey, queryKey } from './stable-key';

export interface QueryState<T = unknown> {
  data?: T;
  /** Data has arrived at least once (data itself may legitimately be null or ''). */
  hasData: boolean;
  /** The last fetch's failure; cleared by the next success. Earlier data is kept. */
  error?: ApiError;
  fetching: boolean;
  /** When data last arrived (ms); 0 = never. */
  updatedAt: number;
  /** When the last fetch ended, success or failure (ms); polling counts from here. */
  settledAt: number;
  /** Marked by invalidate(): the data is shown but must be fetched again. */
  invalidated: boolean;
}

export const EMPTY_STATE: QueryState = Object.freeze({
  hasData: false,
  fetching: false,
  updatedAt: 0,
  settledAt: 0,
  invalidated: false,
}) as QueryState;

type AnyEndpoint = EndpointSpec<EndpointInput, unknown>;

interface Entry {
  key: string;
  epKey: string;
  ep: AnyEndpoint;
  input: object;
  state: QueryState;
  /** Bumped by invalidate(): answers of requests started before it are not stored. */
  generation: number;
  inflight?: { promise: Promise<unknown>; controller: AbortController; generation: number };
}

const entries = new Map<string, Entry>();
/** Kept apart from entries so subscribers survive clearQueries(). */
const listeners = new Map<string, Set<() => void>>();
let epoch = 0;
const epochListeners = new Set<() => void>();

const noop = () => {};
const runCall = call as unknown as (ep: AnyEndpoint, input: object) => Promise<unknown>;

export function getState(key: string): QueryState {
  return entries.get(key)?.state ?? EMPTY_STATE;
}

export function subscribeKey(key: string, listener: () => void): () => void {
  let set = listeners.get(key);
  if (!set) {
    set = new Set();
    listeners.set(key, set);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0 && listeners.get(key) === set) listeners.delete(key);
  };
}

function isMounted(key: string): boolean {
  return (listeners.get(key)?.size ?? 0) > 0;
}

function notify(key: string): void {
  const set = listeners.get(key);
  if (set) for (const l of [...set]) l();
}

function setState(entry: Entry, patch: Partial<QueryState>): void {
  entry.state = { ...entry.state, ...patch };
  if (entries.get(entry.key) === entry) notify(entry.key);
}

export function ensureEntry(ep: AnyEndpoint, input: object): Entry {
  const key = queryKey(ep, input);
  let entry = entries.get(key);
  if (!entry) {
    entry = { key, epKey: endpointKey(ep), ep, input, state: EMPTY_STATE, generation: 0 };
    entries.set(key, entry);
  }
  return entry;
}

export function isStale(state: QueryState, staleMs: number): boolean {
  return !state.hasData || state.invalidated || Date.now() - state.updatedAt >= staleMs;
}

function toApiError(err: unknown, ep: AnyEndpoint): ApiError {
  if (err instanceof ApiError) return err;
  // Not from the executor (a bug or a missing setup): still one error type for the screens.
  return new ApiError({
    kind: 'http',
    status: 0,
    code: 'CLIENT_ERROR',
    service: ep.service,
    method: ep.method,
    path: ep.path,
    serverMessage: err instanceof Error ? err.message : String(err),
  });
}

/**
 * Fetches an entry, or joins the request already in flight for it. The returned promise rejects
 * with ApiError; the entry keeps its earlier data and records the error.
 */
export function runFetch(entry: Entry): Promise<unknown> {
  if (entry.inflight && entry.inflight.generation === entry.generation) return entry.inflight.promise;
  const controller = new AbortController();
  const generation = entry.generation;
  const settle = (patch: Partial<QueryState>) => {
    if (entry.inflight?.promise === promise) entry.inflight = undefined;
    const current = entries.get(entry.key) === entry && entry.generation === generation;
    if (current) setState(entry, { ...patch, fetching: false, settledAt: Date.now() });
    else if (!entry.inflight && entry.state.fetching) setState(entry, { fetching: false });
  };
  let request: Promise<unknown>;
  try {
    request = Promise.resolve(runCall(entry.ep, { ...entry.input, signal: controller.signal }));
  } catch (err) {
    request = Promise.reject(err);
  }
  const promise: Promise<unknown> = request.then(
    (answer) => {
      // Unchanged parts keep their identity, so memoised rows do not render again.
      const data = entry.state.hasData ? shareEqual(entry.state.data, answer) : answer;
      settle({ data, hasData: true, error: undefined, updatedAt: Date.now(), invalidated: false });
      return data;
    },
    (err: unknown) => {
      const error = toApiError(err, entry.ep);
      settle(error.isAbort ? {} : { error });
      throw error;
    },
  );
  // Callers attach their own handlers; this one only keeps an unobserved failure from being
  // reported as an unhandled rejection (the error is already in the entry's state).
  promise.catch(noop);
  entry.inflight = { promise, controller, generation };
  if (!entry.state.fetching) setState(entry, { fetching: true });
  return promise;
}

// ---- public operations (re-exported with endpoint typing by ../query.ts) ----

export function peek(ep: AnyEndpoint, input: object): QueryState {
  return getState(queryKey(ep, input));
}

export function fetchCached(ep: AnyEndpoint, input: object, staleMs: number): Promise<unknown> {
  const entry = ensureEntry(ep, input);
  if (!isStale(entry.state, staleMs)) return Promise.resolve(entry.state.data);
  return runFetch(entry);
}

/** `at`: when the data was current (default now); a snapshot from an earlier session is older. */
export function writeData(
  ep: AnyEndpoint,
  input: object,
  update: (old: unknown) => unknown,
  at = Date.now(),
): void {
  const entry = ensureEntry(ep, input);
  const data = update(entry.state.hasData ? entry.state.data : undefined);
  // A request started before this write would overwrite it with older data: let it finish unstored.
  entry.generation++;
  setState(entry, {
    data,
    hasData: true,
    error: undefined,
    updatedAt: at,
    invalidated: false,
    fetching: false,
  });
}

export function invalidateMatching(ep: AnyEndpoint, input?: object): void {
  const epKey = endpointKey(ep);
  const key = input === undefined ? null : queryKey(ep, input);
  for (const entry of [...entries.values()]) {
    if (key !== null ? entry.key !== key : entry.epKey !== epKey) continue;
    entry.generation++; // an answer already on its way may predate the change
    setState(entry, { invalidated: true });
    if (isMounted(entry.key)) runFetch(entry);
    else if (entry.state.fetching && entry.inflight?.generation !== entry.generation) {
      setState(entry, { fetching: false });
    }
  }
}

/** Marks one entry stale without fetching; its next reader fetches it again. */
export function markStale(ep: AnyEndpoint, input: object): void {
  const entry = entries.get(queryKey(ep, input));
  if (entry?.state.hasData) setState(entry, { invalidated: true });
}

export function clearAll(): void {
  const keys = [...entries.keys()];
  for (const entry of entries.values()) entry.inflight?.controller.abort();
  entries.clear();
  epoch++;
  for (const key of keys) notify(key);
  for (const l of [...epochListeners]) l();
}

/** Changes on clearQueries(); mounted hooks fetch again when it does. */
export function getEpoch(): number {
  return epoch;
}

export function subscribeEpoch(listener: () => void): () => void {
  epochListeners.add(listener);
  return () => epochListeners.delete(listener);
}
