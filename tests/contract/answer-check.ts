import { expect } from 'vitest';
import { parseJson } from '../../sandbox/server/json-text.ts';
import { ErrorBody } from '../../src/contract/errors.ts';
import { allRoutes, type Route } from '../../src/contract/index.ts';

/**
 * Every answer the client gets from the sandbox is read back through its route's response schema
 * (src/contract), as the platform wrote it: every JSON number as its exact text, objects strict. A
 * sandbox answer that drifts from the contract (a missing or unknown key, a number sent as a
 * string, a value outside an enum) is recorded here and fails the test that caused it.
 */
interface Compiled {
  key: string;
  route: Route;
  pattern: RegExp;
  placeholders: number;
}

const compiled: Compiled[] = Object.entries(allRoutes)
  .map(([key, route]) => ({
    key,
    route,
    pattern: new RegExp(
      `^${route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`,
    ),
    placeholders: (route.path.match(/\{/g) ?? []).length,
  }))
  // A literal route wins over a template that would also match (`/cards/create` over `/cards/{id}`).
  .sort((a, b) => a.placeholders - b.placeholders);

/** The contract's route for a request the client sent, by service, method and path. */
export function routeFor(service: string, method: string, path: string): Compiled | undefined {
  return compiled.find(
    (c) => c.route.service === service && c.route.method === method && c.pattern.test(path),
  );
}

const drifts: string[] = [];

/** Checks one answer; a drift is kept until the end of the test (see takeDrifts). */
export function checkAnswer(
  service: string,
  method: string,
  path: string,
  status: number,
  text: string,
): void {
  if (status >= 400) {
    checkError(method, path, status, text);
    return;
  }
  if (status < 200 || status > 299) return;
  const found = routeFor(service, method, path);
  if (!found) {
    drifts.push(`${method} ${service}${path}: no route of the contract answers here`);
    return;
  }
  const { route, key } = found;
  if (route.answer === 'text' || route.answer === 'blob') return;
  let value: unknown;
  try {
    value = text === '' ? undefined : parseJson(text);
  } catch (err) {
    drifts.push(`${key} (${method} ${path}): the answer is not JSON: ${(err as Error).message}`);
    return;
  }
  const parsed = route.response.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`);
    drifts.push(`${key} (${method} ${path}) answered outside its schema: ${issues.join('; ')}`);
  }
}

/** A refusal carries the error body every route answers with (src/contract/errors.ts). */
function checkError(method: string, path: string, status: number, text: string): void {
  let value: unknown;
  try {
    value = parseJson(text);
  } catch {
    drifts.push(`${method} ${path} answered ${status} without a JSON error body: ${text.slice(0, 80)}`);
    return;
  }
  const parsed = ErrorBody.safeParse(value);
  if (!parsed.success)
    drifts.push(
      `${method} ${path} answered ${status} with an error body outside the contract: ${text.slice(0, 120)}`,
    );
}

/** The drifts recorded since the last call. */
export function takeDrifts(): string[] {
  return drifts.splice(0);
}

/** Fails the current test when a sandbox answer it caused broke the contract. */
export function expectNoDrift(): void {
  expect(takeDrifts(), 'sandbox answers outside the contract (src/contract)').toEqual([]);
}
