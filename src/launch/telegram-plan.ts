import { isTelegramOwner, telegramOwner } from '../api/session';

/**
 * What a Telegram launch does before anything renders. Decided once, here, for the app
 * (src/main.tsx) and for the HTML's early requests (src/boot/early-requests.ts), which send the
 * sign-in and home's data the app will then adopt instead of asking again.
 *   - 'ask': a web session (or one of unknown owner) is stored on this device; it is never
 *     replaced unasked, so no Telegram sign-in leaves until the user has chosen.
 *   - otherwise the launch signs in afresh; `relaunch`: the same Telegram user whose last balances
 *     this device keeps, shown at once with the stored token while the sign-in runs; `toHome`: the
 *     launch lands on home, whose data can be asked for at launch.
 */
export type TelegramPlan = 'ask' | { relaunch: boolean; toHome: boolean };

export function planTelegramLaunch(
  userId: number | string | undefined,
  storedOwner: string | null,
  /** Whether the owner's last balances are kept (the app shows them as it answers). */
  lastBalances: (owner: string) => boolean,
  toHome: boolean,
): TelegramPlan {
  const owner = userId === undefined ? null : telegramOwner(userId);
  if (owner !== null && storedOwner !== null && storedOwner !== owner && !isTelegramOwner(storedOwner))
    return 'ask';
  return { relaunch: owner !== null && storedOwner === owner && lastBalances(owner), toHome };
}
