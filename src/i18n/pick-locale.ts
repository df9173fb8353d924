import { DEFAULT_LOCALE, LOCALES, type UserLocale } from './locales';

/** Older or broader tags for the languages we speak (Java's `in` for Indonesian, plain `pt`). */
const ALIASES: Record<string, UserLocale> = { in: 'id', pt: 'pt-BR', 'pt-br': 'pt-BR' };

/**
 * The first of the user's languages (Telegram's `language_code`, then the browser's list) that we
 * speak: `ru-RU` → `ru`, `pt-PT` → `pt-BR` (the Portuguese we have), `zh` → next one, else English.
 */
export function pickLocale(candidates: readonly (string | null | undefined)[]): UserLocale {
  for (const raw of candidates) {
    if (!raw) continue;
    const tag = raw.trim().replace(/_/g, '-').toLowerCase();
    const exact = LOCALES.find((l) => l.toLowerCase() === tag) ?? ALIASES[tag];
    if (exact) return exact;
    const language = tag.split('-')[0] ?? '';
    const byLanguage = LOCALES.find((l) => l.toLowerCase() === language) ?? ALIASES[language];
    if (byLanguage) return byLanguage;
  }
  return DEFAULT_LOCALE;
}
