import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../src/i18n';

/**
 * The verification SDKs speak the language the user chose in the app, not the browser's: the
 * Sumsub WebSDK gets `lang` and the Persona client `language`, each in the provider's own codes.
 */
let locale: Locale = 'en';
vi.mock('../../src/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/i18n')>()),
  activeLocale: () => locale,
}));

const seen = { sumsubConf: null as null | Record<string, unknown>, personaOptions: null as null | object };
vi.mock('@sumsub/websdk', () => {
  let base = '';
  const builder = {
    withConf: (conf: Record<string, unknown>) => {
      seen.sumsubConf = conf;
      return builder;
    },
    withBaseUrl: (url: string) => {
      base = url;
      return builder;
    },
    withOptions: () => builder,
    on: () => builder,
    build: () => ({
      launch: (el: HTMLElement) => {
        const frame = document.createElement('iframe');
        frame.src = `${base}/websdk/websdk.html`;
        el.replaceChildren(frame);
      },
    }),
  };
  return { default: { init: () => builder } };
});
vi.mock('persona', () => ({
  Client: class {
    constructor(options: object) {
      seen.personaOptions = options;
    }
    open() {}
    destroy() {}
  },
}));

const { launchSumsub } = await import('../../src/features/kyc/providers/sumsub');
const { launchPersona } = await import('../../src/features/kyc/providers/persona');

const sumsubHandlers = {
  refreshToken: async () => 'next',
  onStatus: () => {},
  onSubmitted: () => {},
  onError: () => {},
};
const personaHandlers = { onComplete: () => {}, onCancel: () => {}, onError: () => {} };

afterEach(() => {
  locale = 'en';
  seen.sumsubConf = null;
  seen.personaOptions = null;
});

describe('verification SDK language', () => {
  it('follows the app language, not the browser language', async () => {
    // The browser says English; the user picked Russian in the app.
    expect(navigator.language.startsWith('ru')).toBe(false);
    locale = 'ru';
    await launchSumsub(document.createElement('div'), 'tok', sumsubHandlers);
    expect(seen.sumsubConf).toMatchObject({ lang: 'ru' });
    await launchPersona('inq_1', undefined, personaHandlers);
    expect(seen.personaOptions).toMatchObject({ language: 'ru' });
  });

  it('maps each app locale to the code the provider accepts', async () => {
    const cases: [Locale, string, string | undefined][] = [
      ['pt-BR', 'pt', 'pt-BR'],
      ['es', 'es', 'es-MX'],
      ['uk', 'uk', 'uk-UA'],
      ['ar', 'ar', 'ar-EG'],
      ['tr', 'tr', 'tr-TR'],
      ['id', 'id', 'id-ID'],
      // Persona has no Persian: it is given no language and follows the device.
      ['fa', 'fa', undefined],
      ['pseudo', 'en', 'en-US'],
    ];
    for (const [app, sumsubLang, personaLang] of cases) {
      locale = app;
      await launchSumsub(document.createElement('div'), 'tok', sumsubHandlers);
      expect(seen.sumsubConf, app).toMatchObject({ lang: sumsubLang });
      await launchPersona('inq_1', undefined, personaHandlers);
      const options = seen.personaOptions as Record<string, unknown>;
      if (personaLang) expect(options.language, app).toBe(personaLang);
      else expect('language' in options, app).toBe(false);
    }
  });
});
