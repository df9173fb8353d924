import type { Locator, Page } from 'playwright-core';
import { pressTelegram, telegramEvents } from '../telegram-env.ts';
import type { ScreenState } from './a11y-screens.ts';
import { message } from './catalogue.ts';

/** The first locator that matches something, waiting up to 5 s for the screen to render it. */
async function firstPresent(page: Page, candidates: Locator[]): Promise<Locator | null> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    for (const c of candidates) if ((await c.count()) > 0) return c.first();
    await page.waitForTimeout(500);
  }
  return null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The name of the control that opens a state's sheet, in the language the page speaks. */
export function sheetOpener(state: ScreenState, locale = 'en'): RegExp | undefined {
  if (!state.sheet) return undefined;
  if (locale === 'en' || !state.opener) return state.sheet;
  return new RegExp(`^${escapeRegExp(message(locale, state.opener))}`, 'i');
}

/**
 * Opens a sheet by its control's accessible name, as a tap would; inside Telegram the control may
 * be Telegram's MainButton. False when no such control exists or no dialog opened (a screenshot of
 * that screen is left in tests/e2e/artifacts/).
 */
export async function openSheet(page: Page, name: RegExp): Promise<boolean> {
  // A button by that name first; a link or a tappable cell's text only when there is none.
  const candidates = [
    page.getByRole('button', { name }),
    page.getByRole('link', { name }),
    page.locator('[class*="tgui"]').getByText(name),
  ];
  const first = await firstPresent(page, candidates);
  if (first) {
    // telegram-ui's ripple layers make pointer checks refuse plain clicks.
    await first.evaluate((el) => (el as HTMLElement).click());
  } else {
    // Inside Telegram a screen's primary action is Telegram's MainButton, not a control in the page.
    const main = (await telegramEvents(page).catch(() => []))
      .filter((e) => e.type === 'web_app_setup_main_button')
      .at(-1)?.data;
    if (!main?.is_visible || typeof main.text !== 'string' || !name.test(main.text)) return false;
    await pressTelegram(page, 'main_button_pressed');
  }
  try {
    await page.getByRole('dialog').filter({ visible: true }).first().waitFor({ timeout: 10_000 });
  } catch {
    await page.screenshot({
      path: `tests/e2e/artifacts/a11y-no-sheet-${name.source.replace(/\W+/g, '_')}.png`,
    });
    return false;
  }
  return true;
}
