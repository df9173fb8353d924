import type * as z from 'zod';
import { SandboxError } from './errors.ts';

/**
 * Words a refused body as the platform would: a 422 naming the field by its path
 * (`external_banking_data.address.country_id`, `documents[0].url`) with one precise sentence.
 * The contract's schemas (src/contract) say what is wrong in each issue (its code, bound, the
 * schema that raised it, and for our own number types `params.wire` / `params.rule`); the
 * sentences are the sandbox's.
 */
type Issue = z.core.$ZodIssue & { input?: unknown; inst?: { _zod?: { def?: { format?: string } } } };

const WIRE_NAMES: Record<string, string> = {
  string: 'text (a JSON string)',
  guid: 'a UUID string',
  decimal: 'a JSON number',
  number: 'a JSON number',
  integer: 'a whole JSON number',
  boolean: 'true or false',
  object: 'a JSON object',
  record: 'a JSON object',
  array: 'a JSON array',
};

const RULES: Record<string, string> = {
  range: 'is out of range',
  whole: 'must be a whole number',
  positive: 'must be a positive number',
  nonzero: 'must be greater than zero',
};

/** `a.b[0].c` from a zod path. */
export function fieldOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    '',
  );
}

function choices(values: readonly unknown[]): string {
  const shown = values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  if (shown.length === 1) return `"${shown[0]}"`;
  if (shown.length <= 3)
    return `${shown
      .slice(0, -1)
      .map((v) => `"${v}"`)
      .join(', ')} or "${shown.at(-1)}"`;
  return `one of ${shown.join(', ')}`;
}

function wrongType(wire: string, input: unknown): string {
  const name = WIRE_NAMES[wire] ?? `a JSON ${wire}`;
  return input === null ? `must be ${name}, not null` : `must be ${name}`;
}

/** The issue's field and the sentence that ends it (without the field's name). */
function describe(issue: Issue): { field: string; says: string } {
  const field = fieldOf(issue.path);
  const missing = issue.input === undefined;
  switch (issue.code) {
    case 'unrecognized_keys':
      return { field: fieldOf([...issue.path, issue.keys[0]!]), says: 'is not a field of this request' };
    case 'invalid_union': {
      if ('discriminator' in issue && issue.discriminator) {
        const input = (issue.input ?? {}) as Record<string, unknown>;
        const at = fieldOf(
          issue.path.at(-1) === issue.discriminator ? issue.path : [...issue.path, issue.discriminator],
        );
        if (input[issue.discriminator] === undefined) return { field: at, says: 'is required' };
        return { field: at, says: `must be ${choices((issue as { options?: unknown[] }).options ?? [])}` };
      }
      // Not a tagged union: the branch that came closest says what is wrong.
      const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0]?.[0];
      return closest ? describe(closest as Issue) : { field, says: 'does not match any allowed shape' };
    }
    case 'invalid_type':
      if (missing) return { field, says: 'is required' };
      return {
        field,
        says: wrongType(issue.inst?._zod?.def?.format === 'guid' ? 'guid' : issue.expected, issue.input),
      };
    case 'invalid_value':
      return { field, says: missing ? 'is required' : `must be ${choices(issue.values)}` };
    case 'invalid_format':
      return {
        field,
        says: issue.format === 'guid' || issue.format === 'uuid' ? 'must be a UUID' : 'is not well formed',
      };
    case 'too_big':
      return issue.origin === 'array'
        ? { field, says: `may hold at most ${issue.maximum} items` }
        : { field, says: `must be at most ${issue.maximum} characters` };
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return { field, says: 'is required' };
      return { field, says: `must be at least ${issue.minimum} characters` };
    case 'custom': {
      const params = (issue.params ?? {}) as { wire?: string; rule?: string };
      if (params.rule) return { field, says: RULES[params.rule] ?? 'is not allowed' };
      if (missing) return { field, says: 'is required' };
      return { field, says: wrongType(params.wire ?? 'value', issue.input) };
    }
    default:
      return { field, says: 'is not allowed' };
  }
}

/** The 422 for a body the schema refused: an unknown field first, else the first issue found. */
export function bodyRefusal(issues: readonly z.core.$ZodIssue[]): SandboxError {
  const first = (issues.find((i) => i.code === 'unrecognized_keys') ?? issues[0]) as Issue | undefined;
  const { field, says } = first ? describe(first) : { field: 'body', says: 'is not a valid request body' };
  const name = field || 'The request body';
  const message = `${name} ${says}.`;
  return new SandboxError(422, message, { [field || 'body']: message });
}
