import { invalid } from './errors.ts';
import { type JsonValue, plainDecimal, WireNumber } from './json-text.ts';

/**
 * Request-body schemas written as API.md writes them, so each route's table row reads like the
 * contract. A field spec is either a nested object spec, a one-item array `[spec]` (a JSON array
 * of that), or a string `type[:max][|null][?]`:
 *   string    JSON string, at most `max` characters (default 255)
 *   uuid      JSON string holding a UUID
 *   decimal   JSON number kept as its exact decimal text (money: never through a float)
 *   number    JSON number, finite          integer  JSON number, a safe whole number
 *   boolean   true / false                 json     any JSON object (free-form, e.g. questionnaires)
 *   `|null`   null is allowed              `?`      the key may be absent
 * Anything else is a 422 naming the field: a wrong JSON type, an unknown field, a missing
 * required one, a string over its cap.
 */
export type FieldSpec = string | ObjectSpec | readonly [FieldSpec];
export interface ObjectSpec {
  readonly [field: string]: FieldSpec;
}

const OPTIONAL = Symbol('optional');
/** A nested object (or array) that may be absent: `address: optional({ … })`. */
export function optional<T extends ObjectSpec | readonly [FieldSpec]>(spec: T): T {
  if (Array.isArray(spec)) return Object.assign([...spec], { [OPTIONAL]: true }) as unknown as T;
  return Object.assign({ [OPTIONAL]: true }, spec);
}

/** Default cap for strings the contract leaves unbounded (names, notes, ids). */
export const STRING_MAX = 255;
const ARRAY_MAX = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Scalar {
  type: string;
  max: number;
  nullable: boolean;
  optional: boolean;
}

const parsedSpecs = new Map<string, Scalar>();
function scalar(spec: string): Scalar {
  let parsed = parsedSpecs.get(spec);
  if (!parsed) {
    const m = /^(string|uuid|decimal|number|integer|boolean|json)(?::(\d+))?(\|null)?(\?)?$/.exec(spec);
    if (!m) throw new Error(`Bad body spec "${spec}"`);
    parsed = { type: m[1]!, max: m[2] ? Number(m[2]) : STRING_MAX, nullable: !!m[3], optional: !!m[4] };
    parsedSpecs.set(spec, parsed);
  }
  return parsed;
}

const typeName: Record<string, string> = {
  string: 'text (a JSON string)',
  uuid: 'a UUID string',
  decimal: 'a JSON number',
  number: 'a JSON number',
  integer: 'a whole JSON number',
  boolean: 'true or false',
  json: 'a JSON object',
};

function isObject(value: JsonValue | undefined): value is { [key: string]: JsonValue } {
  return (
    typeof value === 'object' && value !== null && !(value instanceof WireNumber) && !Array.isArray(value)
  );
}

function optionalOf(spec: FieldSpec): boolean {
  if (typeof spec === 'string') return scalar(spec).optional;
  return OPTIONAL in spec;
}

/** Checks `value` against an object spec and returns it converted (null-prototype). */
export function checkObject(value: JsonValue, spec: ObjectSpec, path = ''): Record<string, unknown> {
  if (!isObject(value)) {
    invalid(path || 'body', `${path || 'The request body'} must be a JSON object.`);
  }
  const out: Record<string, unknown> = Object.create(null);
  for (const key of Object.keys(value)) {
    if (!Object.hasOwn(spec, key)) {
      const field = path ? `${path}.${key}` : key;
      invalid(field, `${field} is not a field of this request.`);
    }
  }
  for (const key of Object.keys(spec)) {
    const field = path ? `${path}.${key}` : key;
    const fieldSpec = spec[key]!;
    if (!Object.hasOwn(value, key)) {
      if (!optionalOf(fieldSpec)) invalid(field, `${field} is required.`);
      continue;
    }
    out[key] = checkValue(value[key]!, fieldSpec, field);
  }
  return out;
}

function checkValue(value: JsonValue, spec: FieldSpec, field: string): unknown {
  if (Array.isArray(spec)) {
    if (!Array.isArray(value)) invalid(field, `${field} must be a JSON array.`);
    if (value.length > ARRAY_MAX) invalid(field, `${field} may hold at most ${ARRAY_MAX} items.`);
    return value.map((item, i) => checkValue(item, spec[0]!, `${field}[${i}]`));
  }
  if (typeof spec !== 'string') return checkObject(value, spec as ObjectSpec, field);
  const { type, max, nullable } = scalar(spec);
  if (value === null) {
    if (nullable) return null;
    invalid(field, `${field} must be ${typeName[type]}, not null.`);
  }
  const wrong = (): never => invalid(field, `${field} must be ${typeName[type]}.`);
  switch (type) {
    case 'string':
    case 'uuid': {
      if (typeof value !== 'string') return wrong();
      if (value.length > max) invalid(field, `${field} must be at most ${max} characters.`);
      if (type === 'uuid' && !UUID.test(value)) invalid(field, `${field} must be a UUID.`);
      return value;
    }
    case 'decimal': {
      if (!(value instanceof WireNumber)) return wrong();
      const text = plainDecimal(value.source);
      if (text === null) invalid(field, `${field} is out of range.`);
      return text;
    }
    case 'number':
    case 'integer': {
      if (!(value instanceof WireNumber)) return wrong();
      const n = Number(value.source);
      if (!Number.isFinite(n)) invalid(field, `${field} is out of range.`);
      if (type === 'integer' && !Number.isSafeInteger(n)) invalid(field, `${field} must be a whole number.`);
      return n;
    }
    case 'boolean':
      return typeof value === 'boolean' ? value : wrong();
    default:
      return isObject(value) ? plainJson(value, field) : wrong();
  }
}

/** Cap for each string inside a free-form object (questionnaire answers, test-control payloads). */
const FREE_STRING_MAX = 2048;

/** A free-form JSON value as plain data: numbers as finite JS numbers, strings capped. */
export function plainJson(value: JsonValue, field: string): unknown {
  if (value instanceof WireNumber) {
    const n = Number(value.source);
    if (!Number.isFinite(n)) invalid(field, `${field} is out of range.`);
    return n;
  }
  if (typeof value === 'string' && value.length > FREE_STRING_MAX) {
    invalid(field, `${field} must be at most ${FREE_STRING_MAX} characters.`);
  }
  if (Array.isArray(value)) return value.map((item, i) => plainJson(item, `${field}[${i}]`));
  if (isObject(value)) {
    const out: Record<string, unknown> = Object.create(null);
    for (const key of Object.keys(value)) out[key] = plainJson(value[key]!, field ? `${field}.${key}` : key);
    return out;
  }
  return value;
}
