import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import MessageFormat from '@messageformat/core';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/i18n/locales';

/**
 * Every catalogue says everything English says: the same keys, the same placeholders, plurals
 * with the categories its language has (and `other`), valid ICU that compiles for its locale.
 */
const DIR = 'src/i18n/messages';
const read = (locale: string, ns: string): Record<string, string> =>
  JSON.parse(readFileSync(join(DIR, locale, `${ns}.json`), 'utf8'));
const namespaces = readdirSync(join(DIR, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5));

/** Placeholder names (plural/select arguments too), sorted. */
function argumentsOf(tokens: Token[], into = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') into.add(token.arg);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      into.add(`${token.arg}:${token.type === 'select' ? 'select' : 'plural'}`);
      for (const c of token.cases) argumentsOf(c.tokens, into);
    }
  }
  return into;
}

function pluralProblems(locale: string, tokens: Token[]): string[] {
  const categories = new Set(new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[]);
  const problems: string[] = [];
  for (const token of tokens) {
    if (token.type !== 'plural' && token.type !== 'select' && token.type !== 'selectordinal') continue;
    const keys = token.cases.map((c) => c.key);
    if (!keys.includes('other')) problems.push(`{${token.arg}} has no "other"`);
    if (token.type === 'plural') {
      for (const key of keys) {
        if (!key.startsWith('=') && !categories.has(key))
          problems.push(`{${token.arg}}: "${key}" is not a ${locale} plural`);
      }
    }
    for (const c of token.cases) problems.push(...pluralProblems(locale, c.tokens));
  }
  return problems;
}

describe.each(namespaces)('the %s catalogues', (ns) => {
  const english = read('en', ns);

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has exactly the English keys', (locale) => {
    const own = read(locale, ns);
    expect(Object.keys(own).sort()).toEqual(Object.keys(english).sort());
  });

  it.each([...LOCALES])('%s: same placeholders as English, valid ICU and plurals', (locale) => {
    const own = read(locale, ns);
    const mf = new MessageFormat(locale);
    const problems: string[] = [];
    for (const [key, source] of Object.entries(own)) {
      try {
        const tokens = parse(source, { strict: false });
        const mine = [...argumentsOf(tokens)].sort();
        const theirs = [...argumentsOf(parse(english[key] ?? ''))].sort();
        if (mine.join() !== theirs.join()) problems.push(`${key}: {${mine}} but English has {${theirs}}`);
        problems.push(...pluralProblems(locale, tokens).map((p) => `${key}: ${p}`));
        mf.compile(source);
      } catch (err) {
        problems.push(`${key}: ${(err as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

it('no locale has a namespace English lacks', () => {
  for (const locale of LOCALES) {
    const own = readdirSync(join(DIR, locale)).filter((f) => f.endsWith('.json'));
    expect(own.map((f) => f.slice(0, -5)).sort(), locale).toEqual([...namespaces].sort());
  }
});

it('every locale is actually translated (few sentences left identical to English)', () => {
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    let same = 0;
    let total = 0;
    for (const ns of namespaces) {
      const own = read(locale, ns);
      for (const [key, source] of Object.entries(read('en', ns))) {
        if (!/\p{L}{4}/u.test(source)) continue; // codes, symbols, brand-only labels
        total++;
        if (own[key] === source) same++;
      }
    }
    expect(same / Math.max(total, 1), `${locale}: ${same} of ${total} identical to English`).toBeLessThan(
      0.1,
    );
  }
});
