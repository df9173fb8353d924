import { t } from '../../i18n';

/** Client-side checks that mirror the platform's rules, so mistakes show before a round trip. */
export const NAME_MAX = 100;
export const ADULT_AGE = 18;

export function checkName(value: string): string | null {
  if (value.trim().length > NAME_MAX) return t('profile.validation.tooLong', { max: NAME_MAX });
  return null;
}

/** `YYYY-MM-DD`, a real date, in the past, at least 18 years ago, not more than 120. */
export function checkBirthDate(value: string, today = new Date()): string | null {
  if (value === '') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return t('profile.validation.dateFormat');
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) {
    return t('profile.validation.notRealDate');
  }
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  if (date.getTime() >= todayUtc) return t('profile.validation.birthInFuture');
  if (Date.UTC(y + ADULT_AGE, mo - 1, d) > todayUtc)
    return t('profile.validation.tooYoung', { age: ADULT_AGE });
  if (y < today.getUTCFullYear() - 120) return t('profile.validation.checkYear');
  return null;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export function checkEmail(value: string): string | null {
  if (value.trim() === '') return t('profile.validation.enterNewEmail');
  return EMAIL.test(value.trim()) ? null : t('profile.validation.invalidEmail');
}
