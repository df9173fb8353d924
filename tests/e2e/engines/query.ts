/**
 * How the engine journeys name what they look for, the way a user would see it: a role and its
 * accessible name, a text, or (for what has no name) a CSS selector. Plain data, so the same
 * query runs inside every engine: `locate` below is sent into the page by each driver.
 */
export type TextMatch = { value: string; exact: boolean } | { source: string; flags: string };

export interface Query {
  css?: string;
  role?: string;
  name?: TextMatch;
  /** A form field (input, select, textarea) by its label, as a user reads it next to the field. */
  label?: TextMatch;
  text?: TextMatch;
  /** Of the matches, those whose text contains this. */
  hasText?: TextMatch;
  /** Searched inside the (first visible) match of this query. */
  within?: Query;
  /** The last visible match instead of the first (a sheet's button over the form's). */
  last?: boolean;
  /** Hidden matches count too (default: visible only). */
  hidden?: boolean;
}

const match = (m: string | RegExp, exact = false): TextMatch =>
  typeof m === 'string' ? { value: m, exact } : { source: m.source, flags: m.flags };

export const byRole = (role: string, name?: string | RegExp, opts: { exact?: boolean } = {}): Query =>
  name === undefined ? { role } : { role, name: match(name, opts.exact) };
export const byLabel = (label: string | RegExp, opts: { exact?: boolean } = {}): Query => ({
  label: match(label, opts.exact),
});
export const byText = (text: string | RegExp, opts: { exact?: boolean } = {}): Query => ({
  text: match(text, opts.exact),
});
export const byCss = (css: string, hasText?: string | RegExp): Query =>
  hasText === undefined ? { css } : { css, hasText: match(hasText) };
export const byTestId = (id: string): Query => ({ css: `[data-testid="${id}"]` });
export const inside = (within: Query, q: Query): Query => ({ ...q, within });
export const last = (q: Query): Query => ({ ...q, last: true });

export function describeQuery(q: Query): string {
  const m = (t?: TextMatch) =>
    !t
      ? ''
      : 'source' in t
        ? `/${t.source}/${t.flags}`
        : JSON.stringify(t.value) + (t.exact ? ' (exact)' : '');
  const parts = [
    q.role && `role=${q.role}${q.name ? ` name ${m(q.name)}` : ''}`,
    q.label && `field labelled ${m(q.label)}`,
    q.css && `css ${q.css}`,
    q.text && `text ${m(q.text)}`,
    q.hasText && `having text ${m(q.hasText)}`,
    q.last && 'last',
  ].filter(Boolean);
  return (q.within ? `${describeQuery(q.within)} › ` : '') + parts.join(' ');
}

/**
 * Runs in the page (serialised by the drivers: keep it self-contained, no imports, no helpers from
 * outside). Returns every element the query matches, in document order; `count` reads its length,
 * `locate` takes the first or last.
 */
export function locateAll(q: Query): Element[] {
  const IMPLICIT: Record<string, string> = {
    button:
      'button, input[type="button"], input[type="submit"], input[type="reset"], summary, [role="button"]',
    link: 'a[href], [role="link"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    textbox:
      'input:not([type]), input[type="text"], input[type="email"], input[type="password"], input[type="tel"], input[type="url"], input[type="search"], input[type="number"], textarea, [role="textbox"]',
    combobox: 'select, [role="combobox"]',
    dialog: 'dialog, [role="dialog"], [role="alertdialog"]',
    navigation: 'nav, [role="navigation"]',
    radio: 'input[type="radio"], [role="radio"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    alert: '[role="alert"]',
  };
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
  const matches = (m: TextMatch | undefined, s: string) => {
    if (!m) return true;
    if ('source' in m) return new RegExp(m.source, m.flags).test(s);
    return m.exact ? s === m.value : s.toLowerCase().includes(m.value.toLowerCase());
  };
  const visible = (el: Element) => {
    if (el.getClientRects().length === 0) return false;
    const style = getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none';
  };
  const hiddenFromUsers = (el: Element) => el.closest('[aria-hidden="true"], [inert]') !== null;
  const textOf = (node: Node): string => {
    if (node.nodeType === 3) return node.textContent ?? '';
    if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
    if (node.localName === 'style' || node.localName === 'script') return '';
    const label = node.getAttribute('aria-label');
    if (label) return ` ${label} `;
    if (node.localName === 'img') return ` ${node.getAttribute('alt') ?? ''} `;
    let s = node.localName === 'br' ? ' ' : '';
    for (const child of Array.from(node.childNodes)) s += textOf(child);
    // A block starts a new word: a cell's "Language" over "English" reads "Language English".
    const display = getComputedStyle(node).display;
    return display.startsWith('inline') || display === 'contents' ? s : ` ${s} `;
  };
  const nameOf = (el: Element): string => {
    const ids = el.getAttribute('aria-labelledby');
    if (ids) {
      return norm(
        ids
          .split(/\s+/)
          .map((id) => textOf(document.getElementById(id) ?? document.createElement('i')))
          .join(' '),
      );
    }
    const label = el.getAttribute('aria-label');
    if (label) return norm(label);
    if (
      el instanceof HTMLInputElement ||
      el instanceof HTMLTextAreaElement ||
      el instanceof HTMLSelectElement
    ) {
      const labels = Array.from(el.labels ?? []).map((l) => textOf(l));
      if (labels.length) return norm(labels.join(' '));
      return norm(el.getAttribute('placeholder') ?? el.getAttribute('title') ?? '');
    }
    return norm(textOf(el));
  };
  const roleOf = (el: Element, wanted: string) => {
    const explicit = el.getAttribute('role');
    if (explicit) return explicit.split(/\s+/)[0] === wanted;
    return el.matches(IMPLICIT[wanted] ?? `[role="${wanted}"]`);
  };

  let root: ParentNode = document;
  if (q.within) {
    const container = locateAll(q.within)[q.within.last ? 'pop' : 'shift']();
    if (!container) return [];
    root = container;
  }
  let found: Element[];
  if (q.role) {
    const selector = IMPLICIT[q.role] ? `${IMPLICIT[q.role]}, [role="${q.role}"]` : `[role="${q.role}"]`;
    found = Array.from(root.querySelectorAll(selector)).filter(
      (el) => roleOf(el, q.role!) && !hiddenFromUsers(el) && matches(q.name, nameOf(el)),
    );
  } else if (q.label) {
    found = Array.from(root.querySelectorAll('input, select, textarea')).filter((el) =>
      matches(q.label, nameOf(el)),
    );
  } else if (q.text) {
    // The innermost elements whose own text matches (a row's label, not the whole row).
    const all = Array.from(root.querySelectorAll('*')).filter(
      (el) => !/^(script|style|template)$/.test(el.localName) && matches(q.text, norm(textOf(el))),
    );
    found = all.filter((el) => !all.some((other) => other !== el && el.contains(other)));
  } else {
    found = Array.from(root.querySelectorAll(q.css ?? '*'));
  }
  if (q.css && (q.role || q.label || q.text)) found = found.filter((el) => el.matches(q.css!));
  if (q.hasText) found = found.filter((el) => matches(q.hasText, norm(textOf(el))));
  return q.hidden ? found : found.filter(visible);
}
