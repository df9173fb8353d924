import type { Locator, Page } from 'playwright-core';

/** An option by its value (a currency uuid, a wallet id, a kind), or by the words it shows. */
export type PickOption = string | { label: string | RegExp };

/** The list picker named `field` (ui/ListPicker.tsx renders it as `<button name value>`). */
export const pickerOf = (page: Page, field: string): Locator =>
  page.locator(`button[name="${field}"]`).first();

/**
 * Chooses `option` in the list picker named `field`, as a user does: taps the row (once it is
 * enabled: its options may still be loading), then the option in the sheet (waiting for it to be
 * listed), and waits until the row shows the choice. A choice already made is left as it is.
 */
export async function pick(page: Page, field: string, option: PickOption, timeout = 15_000): Promise<void> {
  const row = pickerOf(page, field);
  await row.waitFor({ state: 'visible', timeout });
  const deadline = Date.now() + timeout;
  while (!(await row.isEnabled())) {
    if (Date.now() > deadline) throw new Error(`the "${field}" picker stayed disabled`);
    await page.waitForTimeout(100);
  }
  if (typeof option === 'string' && (await row.getAttribute('value')) === option) return;
  // To the middle of the screen (the web's docked main button covers the bottom edge), and still:
  // a row in a sheet slides in with it.
  await onScreen(page, row, deadline, () => row.evaluate((el) => el.scrollIntoView({ block: 'center' })));
  await row.click({ force: true }); // the sheets animate: no stability wait
  const choice =
    typeof option === 'string'
      ? page.locator(`[role="dialog"] [data-value="${option}"]`)
      : page.locator('[role="dialog"] .ui-picker__option').filter({ hasText: option.label });
  const target = choice.first();
  await target.waitFor({ state: 'visible', timeout: Math.max(1000, deadline - Date.now()) });
  // The picker's sheet slides in: the option is tapped once it is on screen and still.
  await onScreen(page, target, deadline, () => target.scrollIntoViewIfNeeded().catch(() => {}));
  await target.click({ force: true });
  if (typeof option === 'string') {
    while ((await row.getAttribute('value')) !== option) {
      if (Date.now() > deadline) throw new Error(`the "${field}" picker did not take ${option}`);
      await page.waitForTimeout(50);
    }
  }
  // The picker's sheet closes; wait for it so the next tap lands on the page.
  await page
    .locator('[role="dialog"] .ui-picker__option')
    .first()
    .waitFor({ state: 'hidden', timeout: 5000 })
    .catch(() => {});
}

/**
 * Brings the element into view and waits until it lies wholly inside the viewport and has stopped
 * moving (a sheet slid in). `bringIntoView` is repeated while it is off screen: a scroll made while
 * its sheet was still sliding may leave it outside once the sheet settles.
 */
async function onScreen(
  page: Page,
  el: Locator,
  deadline: number,
  bringIntoView: () => Promise<unknown>,
): Promise<void> {
  const height = page.viewportSize()?.height ?? 844;
  let last = '';
  for (;;) {
    await bringIntoView();
    const box = await el.boundingBox();
    const at = box ? `${box.x},${box.y}` : '';
    if (box && box.y >= 0 && box.y + box.height <= height && at === last) return;
    last = at;
    if (Date.now() > deadline) throw new Error('the picker stayed off screen');
    await page.waitForTimeout(80);
  }
}
