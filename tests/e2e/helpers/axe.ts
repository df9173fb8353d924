import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core and a touch-target check, run inside the page.
 *
 * axe is evaluated through DevTools (page.evaluate), not added as a <script>: the production
 * build's CSP (`script-src 'self'`) would block an inline script tag, and DevTools evaluation is
 * not subject to the page's CSP. So this works with or without the CSP.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  rule: string;
  impact: string | null;
  help: string;
  /** One line per offending node: its selector and axe's short explanation. */
  nodes: string[];
}

/** Runs axe (WCAG 2.0/2.1/2.2 A and AA, plus best practices) on the whole document. */
export async function runAxe(page: Page): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Result = {
      id: string;
      impact: string | null;
      help: string;
      nodes: { target: unknown[]; failureSummary?: string; any: { message: string }[] }[];
    };
    const axe = (
      window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: Result[] }> } }
    ).axe;
    const { violations } = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
      resultTypes: ['violations'],
    });
    return violations.map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map(
        (n) => `${n.target.join(' ')} — ${(n.any[0]?.message ?? n.failureSummary ?? '').split('\n')[0]}`,
      ),
    }));
  });
}

export interface SmallTarget {
  /** What a tester would call it: role and text or label. */
  name: string;
  width: number;
  height: number;
}

/**
 * Every control a finger can hit, smaller than `min`×`min` CSS px. The hit area of a visually
 * hidden input (switch, checkbox, radio) is its <label>; a link inside running text is exempt
 * (WCAG 2.5.8's inline exception).
 */
export function smallTargets(page: Page, min = 44): Promise<SmallTarget[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="switch"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="option"]',
      '[role="menuitem"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const shown = (el: Element) => {
      const s = getComputedStyle(el);
      return s.visibility !== 'hidden' && s.display !== 'none' && el.getClientRects().length > 0;
    };
    // Inside running text: an inline link with words of the sentence right next to it.
    const inline = (el: Element) =>
      getComputedStyle(el).display === 'inline' &&
      [...(el.parentElement?.childNodes ?? [])].some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
      );
    const out: { name: string; width: number; height: number }[] = [];
    for (const el of document.querySelectorAll(selector)) {
      if (!shown(el) || el.closest('[aria-hidden="true"], [inert]')) continue;
      if ((el as HTMLInputElement).disabled) continue;
      if (el.tagName === 'A' && inline(el)) continue;
      // A control inside a label (a radio in a cell-sized label) is hit through the outermost one.
      let host: Element = el;
      for (let p = el.parentElement; p; p = p.parentElement) if (p.tagName === 'LABEL') host = p;
      const r = host.getBoundingClientRect();
      const own = el.getBoundingClientRect();
      const width = Math.max(r.width, own.width);
      const height = Math.max(r.height, own.height);
      if (width + 0.5 >= min && height + 0.5 >= min) continue;
      const label =
        el.getAttribute('aria-label') ??
        (el.textContent ?? '').trim().slice(0, 40) ??
        (el as HTMLInputElement).name ??
        '';
      const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
      out.push({ name: `${role} "${label}"`, width: Math.round(width), height: Math.round(height) });
    }
    return out;
  }, min);
}
