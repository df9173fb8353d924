import { activeLocale, isRtl } from '../../i18n';

/**
 * A value put into a sentence (an address, a phone, a name, the platform's words), set apart from
 * a right-to-left sentence around it so its own punctuation and order stay with it: without this
 * "…إلى a@b.com." showed as ".a@b.com". First-strong isolation: an Arabic name stays right to left.
 * Left-to-right languages get the value untouched.
 */
export function isolate(value: string): string {
  return isRtl(activeLocale()) ? `\u2068${value}\u2069` : value;
}
