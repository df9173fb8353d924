import { createHash } from 'node:crypto';
import type * as z from 'zod';
import type { ReferralLevel } from '../../src/contract/referrals.ts';
import { add, cmp, sub } from '../../src/shared/decimal.ts';

/**
 * The sandbox tenant's referral program (API.md §18). Levels are reached by the income earned
 * so far, in the tenant's base currency; each level's reward is a cashback percent or free cards.
 */
export const REFERRAL_LEVELS: z.input<typeof ReferralLevel>[] = [
  {
    from: 0,
    to: 100,
    title: 'Starter',
    description: 'Earn 5% of the fees your friends pay.',
    reward: { type: 'cashback_percent', value: 5 },
  },
  {
    from: 100,
    to: 1000,
    title: 'Silver',
    description: 'Earn 10% of the fees your friends pay.',
    reward: { type: 'cashback_percent', value: 10 },
  },
  {
    from: 1000,
    to: null,
    title: 'Gold',
    description: 'A free card for you, and 10% of your friends’ fees.',
    reward: { type: 'free_card', value: 1 },
  },
];

/**
 * A user's referral code, `UserData.referral_name` (API.md §5). A platform assigns one per user
 * and never changes it; the sandbox derives it from the user's id, so it is stable across resets
 * of the same user and unique in practice (8 characters of a hash, no look-alike letters).
 */
export function referralCode(userId: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = createHash('sha256').update(`referral:${userId}`).digest();
  let code = '';
  for (let i = 0; i < 8; i++) code += alphabet[bytes[i]! % alphabet.length];
  return code;
}

/** Where a total stands: the level it is on and how far it is to the next (API.md §18 progress). */
export function progressOf(total: string) {
  const levels = REFERRAL_LEVELS;
  const current = [...levels].reverse().find((l) => cmp(total, String(l.from)) >= 0) ?? levels[0]!;
  const top = current.to === null || current.to === undefined;
  if (top) return { currentLevel: current, missingAmount: '0', completedPercent: 100 };
  const to = String(current.to);
  const span = Number(sub(to, String(current.from)));
  const done = Number(sub(total, String(current.from)));
  // Whole percent, floored: 99.9% is not yet the next level.
  const completedPercent = Math.max(0, Math.min(99, Math.floor((done / span) * 100)));
  return { currentLevel: current, missingAmount: sub(to, total), completedPercent };
}

export const sumDecimals = (values: string[]) => values.reduce((a, b) => add(a, b), '0');
