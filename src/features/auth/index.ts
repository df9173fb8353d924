/** Public entry of the auth feature: what the launch needs to know of a Telegram sign-in. */
export type { TelegramOutcome } from './sign-in';
