import { afterAll, describe, expect, it, vi } from 'vitest';
import { activeLocale, type MessageKey, onLocaleChange, pickLocale, switchLocale, t } from '../../src/i18n';

/** The i18n layer itself: switching languages, the document's direction, and a missing sentence. */
afterAll(() => switchLocale('en'));

describe('switching language', () => {
  it('loads the new catalogues first, then switches every sentence, lang and dir at once', async () => {
    const changed = vi.fn();
    const stop = onLocaleChange(changed);
    expect(t('common.action.back')).toBe('Back');
    await switchLocale('ru');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(activeLocale()).toBe('ru');
    expect(t('common.action.back')).toBe('Назад');
    // A later namespace the app had loaded in English is there in Russian too.
    expect(t('orders.exchange.title')).not.toBe('Exchange');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ru', 'ltr']);
    await switchLocale('ar');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    expect(t('common.action.back')).toMatch(/\p{Script=Arabic}/u);
    stop();
  });

  it('plurals follow the language: Russian has a form for 2–4 and another for 5–20', async () => {
    await switchLocale('ru');
    expect(t('recipients.list.saved', { count: 2 })).toMatch(/2 получателя/);
    expect(t('recipients.list.saved', { count: 5 })).toMatch(/5 получателей/);
    expect(t('recipients.list.saved', { count: 22 })).toMatch(/22 получателя/);
  });
});

describe('a sentence that is not there', () => {
  it('shows its key and reports it (the browser journeys fail on the report)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(t('nowhere.at.all' as MessageKey)).toBe('nowhere.at.all');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('i18n: no message nowhere.at.all'));
    error.mockRestore();
  });
});

describe('picking a language from the user’s', () => {
  it.each([
    [['ru-RU'], 'ru'],
    [['uk'], 'uk'],
    [['pt'], 'pt-BR'],
    [['es-419'], 'es'],
    [['in'], 'id'],
    [['ar-SA'], 'ar'],
    [['zh-TW', 'fa'], 'fa'],
    [['de', 'fr'], 'en'],
    [[undefined, ''], 'en'],
  ])('%j → %s', (languages, expected) => {
    expect(pickLocale(languages)).toBe(expected);
  });
});
