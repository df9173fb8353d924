import type { Page } from 'playwright-core';

/**
 * What must never reach a screen (GUIDE: "no UUID, provider id or enum constant"): a UUID, an
 * UPPER_SNAKE constant (an order type, a status, a record type) and a provider-style id of three
 * or more snake_case parts (`vnd_sandbox_us_bank`). A handle or an e-mail address is the user's
 * own text, not an internal: `@ally_a11y`, `ada_l@example.com` are skipped.
 */
const PATTERNS: { name: string; re: RegExp }[] = [
  { name: 'UUID', re: /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi },
  { name: 'UPPER_SNAKE', re: /(?<![\w@.+-])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?![\w@-])/g },
  { name: 'provider id', re: /(?<![\w@.+/-])[a-z][a-z0-9]*(?:_[a-z0-9]+){2,}(?![\w@-])/g },
];

/** Every internal in `text`, as "UUID: 60ca7883-…" lines (empty when the text is clean). */
export function internalsIn(text: string): string[] {
  const found = new Set<string>();
  for (const { name, re } of PATTERNS) for (const m of text.matchAll(re)) found.add(`${name}: ${m[0]}`);
  return [...found];
}

/**
 * Proper names shown in capitals ("ETHEREUM" for Ethereum): a name the platform writes in mixed
 * case that the screen shouts, as telegram-ui's iOS section and field titles do to their text.
 */
export function shoutedNames(text: string, names: readonly string[]): string[] {
  return names
    .filter((name) => name !== name.toUpperCase())
    .filter((name) => new RegExp(`(?<![\\p{L}\\d])${name.toUpperCase()}(?![\\p{L}\\d])`, 'u').test(text))
    .map((name) => `capitalised name: ${name.toUpperCase()} (${name})`);
}

/**
 * What the user can read or hear on the page now: the rendered text of the document (open sheets
 * included), the values of visible fields and selected options, and the accessible names and
 * hints that attributes carry (aria-label, title, alt, placeholder) on visible elements.
 */
export function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const parts = [document.body.innerText];
    for (const el of document.querySelectorAll('input, textarea, select')) {
      if (!visible(el)) continue;
      if (el instanceof HTMLSelectElement) parts.push(el.selectedOptions[0]?.text ?? '');
      // A radio's or a checkbox's value is never shown; a text field's is.
      else if (!['radio', 'checkbox', 'hidden'].includes((el as HTMLInputElement).type))
        parts.push((el as HTMLInputElement).value);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
      if (!visible(el)) continue;
      for (const attr of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = el.getAttribute(attr);
        if (value) parts.push(value);
      }
    }
    return parts.join('\n');
  });
}
