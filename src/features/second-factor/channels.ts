import type { OTPChannel } from '../../api/types/otp';
import type { MessageKey } from '../../i18n';

/** How each second-factor channel is named and explained to the user (message keys). */
export const CHANNEL_COPY: Record<OTPChannel, { titleKey: MessageKey; hintKey: MessageKey }> = {
  TOTP: { titleKey: 'profile.channel.totp', hintKey: 'profile.channel.totpHint' },
  EMAIL: { titleKey: 'profile.channel.email', hintKey: 'profile.channel.emailHint' },
  SMS: { titleKey: 'profile.channel.sms', hintKey: 'profile.channel.smsHint' },
  APP: { titleKey: 'profile.channel.app', hintKey: 'profile.channel.appHint' },
  TG_TEST: { titleKey: 'profile.channel.tgTest', hintKey: 'profile.channel.tgTestHint' },
};

/** Channels whose codes we send (and can resend); TOTP codes come from the user's own app. */
export const isSentChannel = (c: OTPChannel) => c !== 'TOTP';

/** Minimum wait between two sends of a code: stops double taps without making users wait long. */
export const RESEND_COOLDOWN_S = 30;

export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The order channels are offered in: an authenticator app first (nothing is sent, nothing can be
 * intercepted, and whoever set one up expects it), then email, then SMS; the platform's own order
 * does not decide. Unknown channels keep their place after these.
 */
const PREFERENCE: OTPChannel[] = ['TOTP', 'APP', 'EMAIL', 'SMS', 'TG_TEST'];

export function byPreference<T extends { channel: OTPChannel }>(channels: readonly T[]): T[] {
  const rank = (c: T) => {
    const i = PREFERENCE.indexOf(c.channel);
    return i === -1 ? PREFERENCE.length : i;
  };
  return [...channels].sort((a, b) => rank(a) - rank(b));
}
