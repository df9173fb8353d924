import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness.ts';
import { goInApp, type ScreenState, SIGNED_IN, SIGNED_OUT } from './helpers/a11y-screens.ts';
import { fixturesFor, settled } from './helpers/screen-fixtures.ts';

/**
 * Longer languages fit: every screen in the pseudo locale (English accented and 35% longer, see
 * src/build/pseudo-locale.ts) at 360×740, a small Android phone. Fails when translated text is
 * cut off (clipped by its box, ellipsised, or past the screen's edge) or the page scrolls
 * sideways. Text still in plain English is listed in artifacts/i18n-pseudo.json: it is usually
 * data from the platform (names, networks), and sometimes a sentence that escaped the catalogues.
 */
const VIEWPORT = { width: 360, height: 740 };

interface Problem {
  screen: string;
  kind: string;
  text: string;
  detail: string;
}

let app: TestApp;
const problems: Problem[] = [];
const plainEnglish = new Map<string, Set<string>>();
let visited = 0;

beforeAll(async () => {
  app = await startApp();
  // The referral program is the tenant's choice: on here, so its screen is walked too.
  await app.control('/tenant-config', { enable_referral_program: true });
});
afterAll(async () => {
  await app?.stop();
  mkdirSync('tests/e2e/artifacts', { recursive: true });
  writeFileSync(
    'tests/e2e/artifacts/i18n-pseudo.json',
    JSON.stringify(
      {
        visited,
        problems,
        plainEnglish: Object.fromEntries([...plainEnglish].map(([k, v]) => [k, [...v]])),
      },
      null,
      2,
    ),
  );
});

/** Runs in the page: translated (accented) text that does not fit, and sideways scrolling. */
function measure(): { kind: string; text: string; detail: string }[] {
  const PSEUDO = /[åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ]/;
  const found: { kind: string; text: string; detail: string }[] = [];
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width + 1) {
    found.push({
      kind: 'page scrolls sideways',
      text: '',
      detail: `${document.documentElement.scrollWidth}px wide`,
    });
  }
  for (const el of document.querySelectorAll<HTMLElement>('body *')) {
    const own = [...el.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent ?? '')
      .join('')
      .trim();
    if (!own || !PSEUDO.test(own)) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    // Visually hidden text (screen-reader only) is 1px by design.
    if (rect.width <= 1 || rect.height <= 1 || style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
    const text = own.slice(0, 60);
    const clipsX = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
    const clipsY = style.overflowY !== 'visible' || style.webkitLineClamp !== 'none';
    if (clipsX && el.scrollWidth > el.clientWidth + 1) {
      found.push({ kind: 'cut off', text, detail: `${el.scrollWidth}px text in ${el.clientWidth}px` });
    } else if (clipsY && el.scrollHeight > el.clientHeight + 1 && style.overflowY !== 'auto') {
      found.push({ kind: 'cut off', text, detail: `${el.scrollHeight}px tall in ${el.clientHeight}px` });
    } else if ((rect.right > width + 1 || rect.left < -1) && !inScroller(el)) {
      found.push({
        kind: 'past the edge',
        text,
        detail: `${Math.round(rect.left)}–${Math.round(rect.right)} of ${width}px`,
      });
    }
  }
  return found;

  /** Inside a row that scrolls sideways on purpose (filter chips): past the edge is reachable. */
  function inScroller(el: HTMLElement): boolean {
    for (let p = el.parentElement; p; p = p.parentElement) {
      const overflow = getComputedStyle(p).overflowX;
      if ((overflow === 'auto' || overflow === 'scroll') && p.scrollWidth > p.clientWidth) return true;
    }
    return false;
  }
}

/** Visible words of four letters or more in plain ASCII English (not pseudo-accented). */
function englishWords(): string[] {
  const words = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, [aria-hidden="true"]')) continue;
    if (!parent.checkVisibility?.()) continue;
    for (const word of (node.textContent ?? '').match(/\b[A-Za-z]{4,}\b/g) ?? []) words.add(word);
  }
  return [...words];
}

async function visit(page: Page, state: ScreenState, path: string) {
  if (state.signedOut) await page.goto(path);
  else await goInApp(page, path);
  await settled(page);
  visited += 1;
  for (const p of await page.evaluate(measure)) problems.push({ screen: state.name, ...p });
  const words = await page.evaluate(englishWords);
  if (words.length) plainEnglish.set(state.name, new Set(words));
  if (problems.some((p) => p.screen === state.name)) {
    await page.screenshot({ path: `tests/e2e/artifacts/pseudo-${state.name.replace(/\W+/g, '_')}.png` });
  }
}

describe('the pseudo locale at 360×740', () => {
  it('every screen fits its longer text', { timeout: 300_000 }, async () => {
    mkdirSync('tests/e2e/artifacts', { recursive: true });
    const { context, page } = await app.phone({ viewport: VIEWPORT });
    await context.addInitScript(() => localStorage.setItem('app/locale', 'pseudo'));
    for (const state of SIGNED_OUT) await visit(page, state, state.path({ wallet: '' })!);
    await signInWeb(app, page);
    await page.goto('/');
    await page.getByTestId('total-balance').filter({ hasText: /\d/ }).waitFor({ timeout: 20_000 });
    const fixtures = await fixturesFor(app, page);
    for (const state of SIGNED_IN.filter((s) => !s.sheet)) {
      const path = state.path(fixtures);
      if (path) await visit(page, state, path);
    }
    // The screens really are in the pseudo locale (else nothing above was measured).
    await goInApp(page, '/profile');
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.locator('body').innerText()).toMatch(/[åéîöû]/);
    await context.close();

    const lines = problems.map((p) => `  ${p.screen}: ${p.kind} "${p.text}" (${p.detail})`);
    expect(problems, `${visited} screens; text that does not fit:\n${lines.join('\n')}`).toEqual([]);
  });
});
