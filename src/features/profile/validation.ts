/** Client-side checks that mirror the platform's rules, so mistakes show before a round trip. */
export const NAME_MAX = 100;
export const ADULT_AGE = 18;

export function checkName(value: string): string | null {
  if (value.trim().length > NAME_MAX) return `Use at most ${NAME_MAX} characters.`;
  return null;
}

/** `YYYY-MM-DD`, a real date, in the past, at least 18 years ago, not more than 120. */
export function checkBirthDate(value: string, today = new Date()): string | null {
  if (value === '') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return 'Enter the date as YYYY-MM-DD.';
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) {
    return 'This is not a real calendar date.';
  }
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  if (date.getTime() >= todayUtc) return 'The date of birth must be in the past.';
  if (Date.UTC(y + ADULT_AGE, mo - 1, d) > todayUtc) return `You must be at least ${ADULT_AGE} years old.`;
  if (y < today.getUTCFullYear() - 120) return 'Check the year of birth.';
  return null;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export function checkEmail(value: string): string | null {
  if (value.trim() === '') return 'Enter your new email address.';
  return EMAIL.test(value.trim()) ? null : 'Enter a valid email address, like name@example.com.';
}
