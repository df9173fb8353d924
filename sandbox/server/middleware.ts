import type { MiddlewareHandler } from 'hono';
import { toWireJson } from '../../src/shared/wire-json.ts';
import { errorResponse } from './errors.ts';
import { FORBIDDEN_KEYS } from './json-text.ts';
import type { Store } from './store.ts';

/**
 * Refuses query keys that name a prototype (`filter[__proto__][x]=1`, `constructor`, …) before
 * any route reads them: no route's query reader can then be tricked into writing a prototype.
 */
export const refusePrototypeQuery: MiddlewareHandler = async (c, next) => {
  const search = new URL(c.req.url).searchParams;
  for (const key of search.keys()) {
    const bad = key.split(/[[\].]/).find((part) => FORBIDDEN_KEYS.has(part));
    if (bad) {
      const message = `${key} is not an allowed query parameter (${bad}).`;
      return errorResponse(c, 422, message, { [key]: message });
    }
  }
  return next();
};

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Write-through: the answer to a request that may have changed state leaves only after the
 * state is on disk (store.commit fsyncs). Reads commit only if they changed something.
 */
export function commitBeforeAnswer(store: Store): MiddlewareHandler {
  return async (c, next) => {
    await next();
    store.commit(!READS.has(c.req.method));
  };
}

/**
 * Answers keep every digit of an amount: API.md types amounts as JSON numbers, and written
 * through a JS float 0.123456789012345678 went out as 0.12345678901234568. Every answer's
 * `c.json` writes with toWireJson (src/shared/wire-json.ts), where an amount built with toWire is
 * written as its decimal digits; everything else as JSON.stringify writes it.
 */
export const exactJsonAnswers: MiddlewareHandler = async (c, next) => {
  c.json = ((object: unknown, arg?: number | ResponseInit, headers?: HeadersInit) => {
    c.header('Content-Type', 'application/json');
    return c.body(toWireJson(object), arg as never, headers as never);
  }) as unknown as typeof c.json;
  await next();
};
