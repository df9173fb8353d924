import type { Context } from 'hono';
import * as z from 'zod';
import { isWireNumber } from '../../src/shared/wire-json.ts';
import { bodyRefusal } from './body-errors.ts';
import { fail, invalid } from './errors.ts';
import { FORBIDDEN_KEYS, type JsonValue, parseJson } from './json-text.ts';
import { bodyText } from './request-body.ts';

/**
 * Readers for requests: a body through its route's schema (src/contract, or a control's own
 * schema), query parameters by name. Each refuses bad input with a 422 naming the field.
 */

/** A read body, for the domain rules that read a field by name (identity-rules.ts and kin). */
export type Body = Record<string, unknown>;

/**
 * Each route's body schema, recorded the first time the route reads a body (`POST /__platform/…`):
 * the fuzz test reads it to aim wrong types at every real field.
 */
export const bodySchemas = new Map<string, z.ZodType>();

function readJson(c: Context): JsonValue {
  const text = bodyText(c);
  // API.md §1.3: calls without payload send `{}`; an empty body is read the same way.
  if (text.trim() === '') return Object.create(null);
  const parsed = parseJson(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed) || isWireNumber(parsed)) {
    fail(400, 'The request body must be a JSON object.');
  }
  return parsed;
}

/**
 * The route's body, checked against its schema: strict (a wrong JSON type, an unknown or missing
 * field, an over-long string is a 422 naming the field, sandbox/server/body-errors.ts). Every JSON
 * number arrives as its exact text, so money comes back as the exact decimal string the client
 * wrote; other numbers as JS numbers.
 */
export function readBody<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  bodySchemas.set(`${c.req.method} ${c.req.routePath}`, schema);
  const parsed = schema.safeParse(readJson(c), { reportInput: true });
  if (!parsed.success) throw bodyRefusal(parsed.error.issues);
  return parsed.data;
}

/**
 * An amount in a control's body (ours, not the contract's): a decimal string greater than zero,
 * exact like the app's own amounts.
 */
export const decimalText = z
  .string()
  .max(64)
  .refine((v) => /^\d+(\.\d+)?$/.test(v), { params: { rule: 'positive' } })
  .refine((v) => !/^0+(\.0+)?$/.test(v), { params: { rule: 'nonzero' } });

/** An HTML form's fields (application/x-www-form-urlencoded), first value of each, prototype-free. */
export function readForm(c: Context): Record<string, string> {
  const form: Record<string, string> = Object.create(null);
  for (const [key, value] of new URLSearchParams(bodyText(c)))
    if (!Object.hasOwn(form, key)) form[key] = value;
  return form;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Positive integer query parameter with a default (limit/offset). */
export function intQuery(c: Context, name: string, fallback: number, max = 1000): number {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > max)
    invalid(name, `${name} must be a whole number from 0 to ${max}.`);
  return n;
}

/**
 * Decodes bracket-notation query strings (API.md §1.3): `filter[status][0]=a`,
 * `filter[currency.uuid]=x`, `k[]=a`. Returns nested plain objects/arrays of strings.
 */
export function nestedQuery(url: string): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  const params = new URL(url, 'http://x').searchParams;
  for (const [rawKey, value] of params) {
    const match = rawKey.match(/^([^[\]]+)((?:\[[^\]]*\])*)$/);
    if (!match) continue;
    const keys = [match[1]!, ...[...match[2]!.matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!)];
    // Prototype pollution guard: `filter[__proto__][x]=1` would otherwise write Object.prototype.
    const bad = keys.find((k) => FORBIDDEN_KEYS.has(k));
    if (bad) invalid(rawKey, `${rawKey} is not an allowed query parameter (${bad}).`);
    if (keys.length > 8) invalid(rawKey, `${rawKey} nests too deeply.`);
    let node: Record<string, unknown> = out;
    keys.forEach((key, i) => {
      const last = i === keys.length - 1;
      const k = key === '' ? String(Object.keys(node).length) : key;
      const existing = node[k];
      if (last) {
        // A key given both as a value and as a parent (`a=1&a[b]=2`) keeps the first reading.
        if (existing === undefined) node[k] = value;
      } else if (existing === undefined || typeof existing === 'string') {
        if (typeof existing === 'string') invalid(rawKey, `${rawKey} clashes with another parameter.`);
        const child: Record<string, unknown> = Object.create(null);
        node[k] = child;
        node = child;
      } else node = existing as Record<string, unknown>;
    });
  }
  return out;
}

/** A `{ '0': a, '1': b }` object from nestedQuery as an array; a scalar as a one-item array. */
export function asList(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return [value];
  return Object.values(value as Record<string, string>);
}
