import type { Context, MiddlewareHandler } from 'hono';
import { toWireJson } from '../../src/shared/wire-json.ts';
import { errorBody, errorResponse } from './errors.ts';

/**
 * Fault injection for tests (POST /__sandbox/faults):
 *   latency_ms      delay every matching platform request
 *   error_rate      0..1 share of matching requests answered with error_status (default 500)
 *   lose_response   run the handler (the effect happens) then answer 504 as if the reply was lost
 *   only_id         run the handler, then answer a success with only its `id` (all API.md §15.2
 *                   shows for some first-generation creates), so clients must cope with `{id}`
 *   match           only requests whose path contains this text
 *   times           how many matching requests to affect; omitted = until cleared
 */
export interface FaultConfig {
  latency_ms?: number;
  error_rate?: number;
  error_status?: number;
  lose_response?: boolean;
  only_id?: boolean;
  match?: string;
  method?: string;
  times?: number;
}

/**
 * Swaps the handler's answer for another. Built as a plain Response: once a handler has answered,
 * the context's own writers (c.json, c.header) edit that answer and fail without it, and assigning
 * over it would carry its headers (length, type) into the new one.
 */
function replaceAnswer(c: Context, status: number, body: unknown): void {
  c.res = undefined as unknown as Response;
  c.res = new Response(toWireJson(body), { status, headers: { 'content-type': 'application/json' } });
}

export function createFaults() {
  let faults: FaultConfig[] = [];

  const middleware: MiddlewareHandler = async (c, next) => {
    const path = new URL(c.req.url).pathname;
    const fault = faults.find(
      (f) => (!f.match || path.includes(f.match)) && (!f.method || f.method.toUpperCase() === c.req.method),
    );
    if (!fault) return next();
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) faults = faults.filter((f) => f !== fault);
    }
    if (fault.latency_ms) await new Promise((r) => setTimeout(r, fault.latency_ms));
    if (fault.error_rate && Math.random() < fault.error_rate) {
      return errorResponse(c, fault.error_status ?? 500, 'Injected fault: the sandbox failed this request.');
    }
    if (fault.lose_response) {
      await next();
      replaceAnswer(c, 504, errorBody(504, 'Injected fault: the response was lost on the way back.'));
      return;
    }
    if (fault.only_id) {
      await next();
      const res = c.res;
      if (!res.ok) return;
      const body = (await res.clone().json()) as { id?: unknown } | null;
      replaceAnswer(c, 200, { id: body?.id ?? null });
      return;
    }
    return next();
  };

  return {
    middleware,
    add: (f: FaultConfig) => faults.push(f),
    clear: () => {
      faults = [];
    },
    list: () => faults,
  };
}

export type Faults = ReturnType<typeof createFaults>;
