/**
 * The pseudo locale: every English sentence accented and about 35% longer, placeholders and plural
 * structure untouched. A screen that still fits and shows no plain English in it is ready for real
 * translations (German-length words, Arabic and Russian glyphs).
 */
import { parse, type Token } from '@messageformat/parser';

const ACCENTED: Record<string, string> = {
  a: 'å',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/** How much longer pseudo text is than English: translations often run a third longer. */
export const PSEUDO_GROWTH = 0.35;

/** Each word accented and lengthened by a third of itself, so lines wrap as longer text would. */
function pseudoText(text: string): string {
  return text.replace(/[A-Za-z]+/g, (word) => {
    const accented = [...word].map((ch) => ACCENTED[ch] ?? ch).join('');
    return accented + accented.slice(0, Math.ceil(word.length * PSEUDO_GROWTH)).toLowerCase();
  });
}

/** Literal text written back as ICU source: quotes doubled, syntax characters quoted. */
function quoteLiteral(text: string, inPlural: boolean): string {
  const special = inPlural ? /[{}#]/g : /[{}]/g;
  return text.replace(/'/g, "''").replace(special, (ch) => `'${ch}'`);
}

function serialize(tokens: Token[], inPlural: boolean): string {
  return tokens
    .map((token) => {
      switch (token.type) {
        case 'content':
          return quoteLiteral(pseudoText(token.value), inPlural);
        case 'argument':
          return `{${token.arg}}`;
        case 'octothorpe':
          return '#';
        case 'function':
          return `{${token.arg}, ${token.key}${token.param ? `, ${serialize(token.param, inPlural)}` : ''}}`;
        default: {
          const offset = 'pluralOffset' in token && token.pluralOffset ? ` offset:${token.pluralOffset}` : '';
          const nested = token.type !== 'select';
          const cases = token.cases.map((c) => `${c.key} {${serialize(c.tokens, nested)}}`).join(' ');
          return `{${token.arg}, ${token.type},${offset} ${cases}}`;
        }
      }
    })
    .join('');
}

/** `Send {amount}` → `Šéñðšéñ {amount}`, with plural branches and placeholders kept. */
export function pseudoMessage(source: string): string {
  return serialize(parse(source), false);
}
