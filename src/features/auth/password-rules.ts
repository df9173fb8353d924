import type { MessageKey } from '../../i18n';

/** The platform's password rules (the sandbox enforces the same: 8–128 chars, a letter and a digit). */
export const PASSWORD_RULES: readonly {
  id: string;
  /** The rule as listed under the field. */
  labelKey: MessageKey;
  /** The rule as the end of "The password needs …". */
  needKey: MessageKey;
  test: (p: string) => boolean;
}[] = [
  {
    id: 'length',
    labelKey: 'auth.rules.length',
    needKey: 'auth.rules.lengthNeed',
    test: (p: string) => p.length >= 8 && p.length <= 128,
  },
  {
    id: 'letter',
    labelKey: 'auth.rules.letter',
    needKey: 'auth.rules.letterNeed',
    test: (p) => /\p{L}/u.test(p),
  },
  { id: 'digit', labelKey: 'auth.rules.digit', needKey: 'auth.rules.digitNeed', test: (p) => /\d/.test(p) },
];

/** What the password still lacks, as message keys of phrases ("a digit"); empty when it passes. */
export function passwordProblems(password: string): MessageKey[] {
  if (password.length > 128) return ['auth.rules.tooLongNeed'];
  return PASSWORD_RULES.filter((r) => !r.test(password)).map((r) => r.needKey);
}
