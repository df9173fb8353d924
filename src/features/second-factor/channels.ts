import type { OTPChannel } from '../../api/types/otp';

/** How each second-factor channel is named and explained to the user. */
export const CHANNEL_COPY: Record<OTPChannel, { title: string; hint: string }> = {
  TOTP: { title: 'Authenticator app', hint: 'Enter the 6-digit code your app shows now' },
  EMAIL: { title: 'Email', hint: 'We send a 6-digit code to your email' },
  SMS: { title: 'SMS', hint: 'We send a 6-digit code to your phone' },
  APP: { title: 'App notification', hint: 'Approve in the app' },
  TG_TEST: { title: 'Telegram (test)', hint: 'A test code in Telegram' },
};

/** Channels whose codes we send (and can resend); TOTP codes come from the user's own app. */
export const isSentChannel = (c: OTPChannel) => c !== 'TOTP';

/** Minimum wait between two sends of a code: stops double taps without making users wait long. */
export const RESEND_COOLDOWN_S = 30;

export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
