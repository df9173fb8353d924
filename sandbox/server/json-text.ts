import { jsonNumber, type WireNumber } from '../../src/shared/wire-json.ts';
import { fail, invalid } from './errors.ts';

/**
 * A strict JSON reader for request bodies. JSON.parse cannot serve the sandbox: on Node 20 it
 * gives no access to a number's source text (an 18-decimal amount would lose digits as a float)
 * and it builds objects with Object.prototype. This one
 *   - keeps every number as its exact source text (a WireNumber, src/shared/wire-json.ts), so money
 *     is read digit for digit;
 *   - builds null-prototype objects and refuses `__proto__`, `constructor`, `prototype` keys
 *     (prototype pollution is answered with a 422, never carried into the state);
 *   - refuses duplicate keys and nesting deeper than MAX_DEPTH (400/422, never a stack overflow).
 */

export type JsonValue = string | boolean | null | WireNumber | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 32;
// Any character but a quote, a backslash or a control character (below U+0020).
// biome-ignore lint/suspicious/noControlCharactersInRegex: JSON forbids raw control characters in strings; this finds them.
const PLAIN_RUN = /[^"\\\u0000-\u001f]*/y;
const ESCAPES: Record<string, string> = Object.assign(Object.create(null), {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
});

export function parseJson(text: string): JsonValue {
  let i = 0;
  const malformed = (what: string): never =>
    fail(400, `The request body is not valid JSON: ${what} at character ${i + 1}.`);

  const space = () => {
    while (i < text.length) {
      const ch = text.charCodeAt(i);
      if (ch === 0x20 || ch === 0x0a || ch === 0x0d || ch === 0x09) i++;
      else break;
    }
  };

  const string = (): string => {
    i++; // opening quote
    let out = '';
    let start = i;
    while (i < text.length) {
      // Skip a run of plain characters natively (a 1 MB string must not cost a JS loop).
      PLAIN_RUN.lastIndex = i;
      PLAIN_RUN.test(text);
      i = PLAIN_RUN.lastIndex;
      if (i >= text.length) break;
      const ch = text.charCodeAt(i);
      if (ch === 0x22) {
        out += text.slice(start, i);
        i++;
        return out;
      }
      if (ch < 0x20) malformed('a control character inside a string');
      if (ch === 0x5c) {
        out += text.slice(start, i);
        const esc = text[i + 1];
        if (esc === 'u') {
          const hex = text.slice(i + 2, i + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) malformed('a bad \\u escape');
          out += String.fromCharCode(Number.parseInt(hex, 16));
          i += 6;
        } else if (esc !== undefined && Object.hasOwn(ESCAPES, esc)) {
          out += ESCAPES[esc];
          i += 2;
        } else malformed('a bad escape');
        start = i;
        continue;
      }
      i++;
    }
    return malformed('an unterminated string');
  };

  const number = (): WireNumber => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (!match) return malformed('a bad number');
    i += match[0].length;
    return jsonNumber(match[0]);
  };

  const literal = (word: string, value: JsonValue): JsonValue => {
    if (text.startsWith(word, i)) {
      i += word.length;
      return value;
    }
    return malformed(`an unexpected "${text[i]}"`);
  };

  const value = (path: string, depth: number): JsonValue => {
    if (depth > MAX_DEPTH) fail(422, `The request body nests deeper than ${MAX_DEPTH} levels.`);
    space();
    const ch = text[i];
    if (ch === '{') return object(path, depth);
    if (ch === '[') return array(path, depth);
    if (ch === '"') return string();
    if (ch === 't') return literal('true', true);
    if (ch === 'f') return literal('false', false);
    if (ch === 'n') return literal('null', null);
    if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) return number();
    return malformed(ch === undefined ? 'the end of the text' : `an unexpected "${ch}"`);
  };

  const object = (path: string, depth: number): JsonObject => {
    i++;
    const out: JsonObject = Object.create(null);
    space();
    if (text[i] === '}') {
      i++;
      return out;
    }
    for (;;) {
      space();
      if (text[i] !== '"') malformed('a missing key');
      const key = string();
      const field = path ? `${path}.${key}` : key;
      if (FORBIDDEN_KEYS.has(key)) invalid(field, `${field} is not an allowed field name.`);
      if (Object.hasOwn(out, key)) invalid(field, `${field} appears twice.`);
      space();
      if (text[i] !== ':') malformed('a missing ":"');
      i++;
      out[key] = value(field, depth + 1);
      space();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === '}') {
        i++;
        return out;
      }
      malformed('a missing "," or "}"');
    }
  };

  const array = (path: string, depth: number): JsonValue[] => {
    i++;
    const out: JsonValue[] = [];
    space();
    if (text[i] === ']') {
      i++;
      return out;
    }
    for (;;) {
      out.push(value(`${path}[${out.length}]`, depth + 1));
      space();
      if (text[i] === ',') {
        i++;
        continue;
      }
      if (text[i] === ']') {
        i++;
        return out;
      }
      malformed('a missing "," or "]"');
    }
  };

  const result = value('', 0);
  space();
  if (i < text.length) malformed('text after the JSON value');
  return result;
}
