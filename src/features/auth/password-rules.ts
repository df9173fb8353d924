/** The platform's password rules (the sandbox enforces the same: 8–128 chars, a letter and a digit). */
export const PASSWORD_RULES = [
  {
    id: 'length',
    label: 'At least 8 characters',
    need: 'at least 8 characters',
    test: (p: string) => p.length >= 8 && p.length <= 128,
  },
  { id: 'letter', label: 'A letter', need: 'a letter', test: (p: string) => /\p{L}/u.test(p) },
  { id: 'digit', label: 'A digit', need: 'a digit', test: (p: string) => /\d/.test(p) },
] as const;

/** What the password still lacks, as phrases ("a digit"); empty when it passes. */
export function passwordProblems(password: string): string[] {
  if (password.length > 128) return ['at most 128 characters'];
  return PASSWORD_RULES.filter((r) => !r.test(password)).map((r) => r.need);
}
