/**
 * Theme parameters as Telegram clients send them (`theme_changed`), for the mocked client
 * (dev-mock.ts) and the browser tests' Telegram launches. Plain data: no SDK, no DOM.
 */
/** Telegram Desktop's night theme. */
export const TELEGRAM_DARK = {
  bg_color: '#17212b',
  secondary_bg_color: '#232e3c',
  section_bg_color: '#17212b',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  link_color: '#6ab3f3',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
  header_bg_color: '#17212b',
  accent_text_color: '#6ab2f2',
  destructive_text_color: '#ec3942',
  subtitle_text_color: '#708499',
  section_header_text_color: '#6ab3f3',
  bottom_bar_bg_color: '#17212b',
} as const;

/** Telegram's day theme. */
export const TELEGRAM_LIGHT = {
  bg_color: '#ffffff',
  secondary_bg_color: '#f0f0f0',
  section_bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#999999',
  link_color: '#2481cc',
  button_color: '#2481cc',
  button_text_color: '#ffffff',
  header_bg_color: '#ffffff',
  accent_text_color: '#2481cc',
  destructive_text_color: '#cc2929',
  subtitle_text_color: '#999999',
  section_header_text_color: '#6d6d72',
  bottom_bar_bg_color: '#ffffff',
} as const;
