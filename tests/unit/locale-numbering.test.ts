import { afterEach, describe, expect, it, vi } from 'vitest';
import { intlTag, LOCALES, type UserLocale } from '../../src/i18n/locales';
import { digitScripts } from '../../src/lib/locale-digits';

/**
 * Each language's digits are chosen and pinned, so every engine shows the same ones. Engines
 * disagree where the tag leaves them free: WebKit writes Arabic with Arabic-Indic digits
 * (CLDR's default), Chromium and Firefox with Latin ones. The stub below gives Node's Intl
 * WebKit's defaults; the app must write the same digits as without it.
 */
const state = vi.hoisted(() => ({ locale: 'en' }));
vi.mock('../../src/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/i18n')>()),
  activeLocale: () => state.locale,
}));

/** The digits chosen per language, and the script they are in. */
const CHOSEN: Record<UserLocale, ['latn' | 'arabext', 'latin' | 'persian']> = {
  en: ['latn', 'latin'],
  ru: ['latn', 'latin'],
  uk: ['latn', 'latin'],
  es: ['latn', 'latin'],
  'pt-BR': ['latn', 'latin'],
  id: ['latn', 'latin'],
  tr: ['latn', 'latin'],
  hi: ['latn', 'latin'],
  ar: ['latn', 'latin'],
  fa: ['arabext', 'persian'],
};

const RealNumberFormat = Intl.NumberFormat;
const RealDateTimeFormat = Intl.DateTimeFormat;
/** WebKit's defaults where the tag does not say: Arabic-Indic for Arabic, Devanagari for Hindi. */
const webkitTag = (locales?: string | string[]) => {
  const tag = Array.isArray(locales) ? locales[0] : locales;
  if (tag === 'ar') return 'ar-u-nu-arab';
  if (tag === 'hi') return 'hi-u-nu-deva';
  return tag;
};
class WebKitNumberFormat extends RealNumberFormat {
  constructor(locales?: string | string[], options?: Intl.NumberFormatOptions) {
    super(webkitTag(locales), options);
  }
}
class WebKitDateTimeFormat extends RealDateTimeFormat {
  constructor(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
    super(webkitTag(locales), options);
  }
}

async function appFormats(engine: 'node' | 'webkit') {
  vi.resetModules();
  vi.unstubAllGlobals();
  if (engine === 'webkit')
    vi.stubGlobal('Intl', {
      ...Intl,
      NumberFormat: WebKitNumberFormat,
      DateTimeFormat: WebKitDateTimeFormat,
    });
  return import('../../src/lib/format');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const scriptOf = (text: string) => [...digitScripts(text)];

describe('each language writes the digits chosen for it, in every engine', () => {
  for (const locale of LOCALES) {
    const [system, script] = CHOSEN[locale];
    it(`${locale}: ${system}`, async () => {
      expect(intlTag(locale)).toBe(`${locale}-u-nu-${system}`);
      expect(new Intl.NumberFormat(intlTag(locale)).resolvedOptions().numberingSystem).toBe(system);
      state.locale = locale;
      for (const engine of ['node', 'webkit'] as const) {
        const { formatMoney, formatNumber, formatCountdown, formatDateTime } = await appFormats(engine);
        expect(scriptOf(formatMoney('1234567.5', { currency: 'USD' })), engine).toEqual([script]);
        expect(
          scriptOf(formatMoney('0.123456789012345678', { currency: 'ETH', decimals: 18 })),
          engine,
        ).toEqual([script]);
        expect(scriptOf(formatNumber(42)), engine).toEqual([script]);
        expect(scriptOf(formatCountdown(299)), engine).toEqual([script]);
        expect(scriptOf(formatDateTime('2026-11-12T14:05:00Z')), engine).toEqual([script]);
      }
    });
  }
});
