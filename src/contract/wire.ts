/**
 * The contract's building blocks: the JSON types API.md uses, as zod schemas, and the route
 * record every domain file fills in. Sentences are not written here: a schema that refuses a
 * value says why in the issue's `params` (`wire`: the JSON type it wanted, `rule`: the rule it
 * broke), and the sandbox words the 422 (sandbox/server/body-errors.ts).
 *
 * Numbers: API.md types amounts as JSON numbers whose digits must survive. The sandbox reads every
 * JSON number as a WireNumber (its exact text), the client writes money as a WireNumber
 * (src/shared/wire-json.ts), so `money` takes a WireNumber and gives the exact decimal string;
 * `int` and `num` take a WireNumber or a JS number and give a JS number.
 */
import * as z from 'zod';
import { isWireNumber, plainDecimal, type WireNumber, wireDigits } from '../shared/wire-json.ts';
import { SORT_ORDERS } from './values/common.ts';

/** Cap for request strings the contract leaves unbounded (names, notes, ids). */
export const TEXT_MAX = 255;
/** Cap for request arrays. */
export const ARRAY_MAX = 100;

/** A string in a request: capped, `max` characters (default TEXT_MAX). */
export const text = (max = TEXT_MAX) => z.string().max(max);
/** A request string that may not be empty (the platform names it required). */
export const filled = (max = TEXT_MAX) => z.string().min(1).max(max);
/** A string in an answer: the platform's, no cap. */
export const str = z.string();
/** A string holding a UUID (8-4-4-4-12 hex digits; the platform's ids are not all version 4). */
export const uuid = z.guid();
/** A string holding an ISO-8601 timestamp. */
export const iso = z.string().meta({ format: 'date-time' });
export const bool = z.boolean();
/** A request array: at most ARRAY_MAX items. */
export const list = <T extends z.ZodType>(item: T) => z.array(item).max(ARRAY_MAX);

type Rule = 'range' | 'whole' | 'positive' | 'nonzero';
function refuse(ctx: z.core.$RefinementCtx, input: unknown, rule: Rule): never {
  ctx.issues.push({ code: 'custom', input, params: { rule }, message: rule });
  return z.NEVER;
}

const jsonNumberLike = (wire: 'integer' | 'number') =>
  z.custom<number>((v) => typeof v === 'number' || isWireNumber(v), { params: { wire } });
const asNumber = (v: number | WireNumber) => (typeof v === 'number' ? v : Number(wireDigits(v)));

/** A whole JSON number (ids, counts, chain ids, decimals). */
export const int = jsonNumberLike('integer')
  .transform((v, ctx) => {
    const n = asNumber(v);
    if (!Number.isFinite(n)) return refuse(ctx, v, 'range');
    return Number.isSafeInteger(n) ? n : refuse(ctx, v, 'whole');
  })
  .meta({ type: 'integer' });

/** A JSON number that is not money (coordinates, percentages, epochs). */
export const num = jsonNumberLike('number')
  .transform((v, ctx) => {
    const n = asNumber(v);
    return Number.isFinite(n) ? n : refuse(ctx, v, 'range');
  })
  .meta({ type: 'number' });

/**
 * A money amount: a JSON number on the wire, written and read digit for digit. In: the
 * WireNumber; out: its exact decimal text (`1000.25`, `0.000000000000000001`). Answers reach the
 * app as these strings through src/shared/wire-json.ts (its money keys; a test holds them equal).
 */
export const money = z
  .custom<WireNumber>(isWireNumber, { params: { wire: 'decimal' } })
  .transform((v, ctx) => plainDecimal(wireDigits(v)) ?? refuse(ctx, v, 'range'))
  .meta({ type: 'number', description: 'money: a JSON number, every digit significant' });

/** An amount to move: money greater than zero. */
export const amount = money
  .transform((text, ctx) => {
    if (text.startsWith('-')) return refuse(ctx, text, 'positive');
    return /^0+(\.0+)?$/.test(text) ? refuse(ctx, text, 'nonzero') : text;
  })
  .meta({ type: 'number', description: 'money greater than zero: a JSON number, every digit significant' });

/**
 * An amount in a query string (the calculators'): the app's decimal string, or a JS number, sent
 * as its text; a JSON number in API.md's terms.
 */
export const queryAmount = z.union([z.string(), z.number()]).meta({ type: 'number' });

/** API.md "Enum or string": the known values, or any string the platform adds later. */
export type OpenEnum<E extends string> = E | (string & {});
export const openEnum = <const V extends readonly [string, ...string[]]>(values: V) =>
  z.union([z.enum(values), z.string()]) as unknown as z.ZodType<OpenEnum<V[number]>, OpenEnum<V[number]>>;

/** A free-form JSON object (questionnaires, metadata the contract does not shape). */
export const anyObject = z.record(z.string(), z.unknown());

// ---- envelopes (API.md §1.5) ----

export const totalPage = <T extends z.ZodType>(item: T) =>
  z.strictObject({ total: int, data: z.array(item), has_more: bool });
export const countPage = <T extends z.ZodType>(item: T) =>
  z.strictObject({ count: int, data: z.array(item), has_more: bool });

/** Offset pagination query (`limit`, `offset`), both optional. */
export const pageQuery = { limit: int.optional(), offset: int.optional() };

/** A page query with the order its list is sorted in (`sort_order`), optional too. */
export const orderedPageQuery = { ...pageQuery, sort_order: z.enum(SORT_ORDERS).optional() };

/** A sorted list's page query: `limit`, `offset`, `sort_order` and `sort_by` one of `fields`, all optional. */
export const sortedPageQuery = <const F extends readonly [string, ...string[]]>(fields: F) => ({
  ...orderedPageQuery,
  sort_by: z.enum(fields).optional(),
});

// ---- answers that are not a JSON shape ----

/** CSV text (exports). */
export const csv = z.string().meta({ contentMediaType: 'text/csv' });
/** Binary file bytes (the statement PDF, stored files). */
export const file = z.custom<Blob>(() => true).meta({ type: 'string', format: 'binary' });
/** No body (201/204). */
export const noBody = z.void();
/** An answer API.md does not show and the client ignores: any JSON, or none. */
export const notShown = z.unknown();

/** The empty body `{}` that payload methods without a payload send (API.md §1.3). */
export const emptyBody = z.strictObject({});

// ---- routes ----

export type Service = 'core' | 'v2' | 'totp';
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * One route of the platform: where it lives, what it takes, what it answers. `params` types the
 * path placeholders that are not plain strings (`{chain}` is a number); `answer` says how the body
 * comes back: JSON (default), CSV text, a file, or nothing (`status` 201/204).
 */
export interface Route {
  service: Service;
  method: HttpMethod;
  path: string;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  answer?: 'json' | 'text' | 'blob' | 'none';
  status?: number;
  /**
   * The call carries the `captcha` header (API.md §1.2, §4, §19): a captcha-protected auth call,
   * whose 401 the client propagates untouched, without renewing the session (§1.4).
   */
  captcha?: true;
  /**
   * No 60 s timeout (API.md §1.2: the statement-PDF client has none). Uploads too: a document over
   * a slow phone takes minutes, and the upload transport gives up on a stall instead.
   */
  untimed?: true;
}

export const route = <const R extends Route>(r: R): R => r;

type TemplateParams<P extends string> = P extends `${string}{${infer K}}${infer Rest}`
  ? { [key in K]: string } & TemplateParams<Rest>
  : unknown;
type Flat<T> = { [K in keyof T]: T[K] } & {};
type ParamTypes<R extends Route> = R['params'] extends z.ZodObject ? z.input<R['params']> : unknown;
type PathInput<R extends Route> = Flat<Omit<TemplateParams<R['path']>, keyof ParamTypes<R>> & ParamTypes<R>>;

type PathPart<R extends Route> = keyof PathInput<R> extends never ? unknown : { path: PathInput<R> };
type QueryPart<R extends Route> = R['query'] extends z.ZodType
  ? object extends z.input<R['query']>
    ? { query?: z.input<R['query']> }
    : { query: z.input<R['query']> }
  : unknown;
type BodyPart<R extends Route> = R['body'] extends z.ZodType
  ? string extends keyof z.input<R['body']>
    ? unknown
    : { body: z.input<R['body']> }
  : unknown;

/** What a caller passes for this route: path placeholders, query, body (as the client writes them). */
export type RouteInput<R extends Route> = Flat<PathPart<R> & QueryPart<R> & BodyPart<R>>;
/** What the route answers, as the app reads it (money as decimal strings). */
export type RouteOutput<R extends Route> = R['answer'] extends 'none' ? undefined : z.output<R['response']>;
/** What the route answers, as the platform writes it (money as WireNumbers): the sandbox's side. */
export type RouteAnswer<R extends Route> = z.input<R['response']>;
