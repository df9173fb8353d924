import type { Context } from 'hono';
import { checkObject, type ObjectSpec, plainJson } from './body-schema.ts';
import { fail, invalid } from './errors.ts';
import { FORBIDDEN_KEYS, type JsonValue, parseJson, WireNumber } from './json-text.ts';
import { bodyText } from './request-body.ts';

/** Small readers for request bodies: each refuses bad input with a 422 naming the field. */
export type Body = Record<string, unknown>;

/**
 * Each route's body spec, recorded the first time the route reads a body (`POST /__platform/…`):
 * the fuzz test reads it to aim wrong types at every real field.
 */
export const bodySpecs = new Map<string, ObjectSpec>();

function readJson(c: Context): JsonValue {
  const text = bodyText(c);
  // API.md §1.3: calls without payload send `{}`; an empty body is read the same way.
  if (text.trim() === '') return Object.create(null);
  const parsed = parseJson(text);
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    Array.isArray(parsed) ||
    parsed instanceof WireNumber
  ) {
    fail(400, 'The request body must be a JSON object.');
  }
  return parsed;
}

/**
 * The route's body, checked against its contract row (body-schema.ts): a wrong JSON type, an
 * unknown or missing field, or an over-long string is a 422 naming the field. Money fields come
 * back as exact decimal strings, other numbers as JS numbers. Without a spec (test controls
 * only) the body is read as free-form JSON, still prototype-safe and capped.
 */
export function readBody(c: Context, spec?: ObjectSpec): Body {
  if (spec) bodySpecs.set(`${c.req.method} ${c.req.routePath}`, spec);
  const json = readJson(c);
  if (spec) return checkObject(json, spec);
  return plainJson(json, '') as Body;
}

/** An HTML form's fields (application/x-www-form-urlencoded), first value of each, prototype-free. */
export function readForm(c: Context): Record<string, string> {
  const form: Record<string, string> = Object.create(null);
  for (const [key, value] of new URLSearchParams(bodyText(c)))
    if (!Object.hasOwn(form, key)) form[key] = value;
  return form;
}

export function str(body: Body, field: string, opts: { max?: number; min?: number } = {}): string {
  const value = body[field];
  if (value === undefined || value === null || value === '') invalid(field, `${field} is required.`);
  if (typeof value !== 'string') invalid(field, `${field} must be a string.`);
  if (opts.min !== undefined && value.length < opts.min)
    invalid(field, `${field} must be at least ${opts.min} characters.`);
  if (opts.max !== undefined && value.length > opts.max)
    invalid(field, `${field} must be at most ${opts.max} characters.`);
  return value;
}

export function optStr(body: Body, field: string, opts: { max?: number } = {}): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') invalid(field, `${field} must be a string.`);
  if (opts.max !== undefined && value.length > opts.max)
    invalid(field, `${field} must be at most ${opts.max} characters.`);
  return value;
}

/** A positive decimal amount. Accepts a JSON number or a decimal string; returns the string form. */
export function amount(body: Body, field = 'amount'): string {
  const value = body[field];
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d+(\.\d+)?$/.test(text))
    invalid(field, `${field} must be a positive number.`);
  if (/^0+(\.0+)?$/.test(text)) invalid(field, `${field} must be greater than zero.`);
  return text;
}

export function oneOf<T extends string>(body: Body, field: string, values: readonly T[]): T {
  const value = body[field];
  if (typeof value !== 'string' || !values.includes(value as T)) {
    invalid(field, `${field} must be one of ${values.join(', ')}.`);
  }
  return value as T;
}

export function bool(body: Body, field: string, fallback: boolean): boolean {
  const value = body[field];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') invalid(field, `${field} must be true or false.`);
  return value;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function uuid(body: Body, field: string): string {
  const value = str(body, field);
  if (!UUID.test(value)) invalid(field, `${field} must be a UUID.`);
  return value;
}

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
