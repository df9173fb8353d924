import type { OTPChannel } from '../../api/types/otp';
import type { MessageKey } from '../../i18n';

/** How each second-factor channel is named and explained to the user (message keys). */
export const CHANNEL_COPY: Record<OTPChannel, { title: MessageKey; hint: MessageKey }> = {
  TOTP: { title: 'profile.channel.totp', hint: 'profile.channel.totpHint' },
  EMAIL: { title: 'profile.channel.email', hint: 'profile.channel.emailHint' },
  SMS: { title: 'profile.channel.sms', hint: 'profile.channel.smsHint' },
  APP: { title: 'profile.channel.app', hint: 'profile.channel.appHint' },
  TG_TEST: { title: 'profile.channel.tgTest', hint: 'profile.channel.tgTestHint' },
};

/** Channels whose codes we send (and can resend); TOTP codes come from the user's own app. */
export const isSentChannel = (c: OTPChannel) => c !== 'TOTP';

/** Minimum wait between two sends of a code: stops double taps without making users wait long. */
export const RESEND_COOLDOWN_S = 30;

export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
