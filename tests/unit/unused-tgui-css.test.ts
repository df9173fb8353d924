import { describe, expect, it } from 'vitest';
import { withoutUnused } from '../../src/build/unused-tgui-css';

/**
 * The build drops telegram-ui's CSS for components no chunk contains (src/build/unused-tgui-css.ts).
 * Dropping a rule that a used component needs would break a screen's look; keeping everything
 * would ship the whole library's CSS on every first load.
 */
const USED = 'tgui-aaaaaaaaaaaaaaaa';
const UNUSED = 'tgui-bbbbbbbbbbbbbbbb';
const used = new Set([USED]);

describe('telegram-ui CSS the app never renders', () => {
  it('drops rules naming an unused class and keeps the used ones', () => {
    const css = `.${USED}{color:red}.${UNUSED}{color:blue}`;
    expect(withoutUnused(css, used)).toBe(`.${USED}{color:red}`);
  });

  it('keeps a rule for the selectors of it that can still match', () => {
    const out = withoutUnused(`.${USED} span,.${UNUSED} span{margin:0}`, used);
    expect(out).toContain(`.${USED} span`);
    expect(out).not.toContain(UNUSED);
  });

  it('a selector needing an unused class goes even beside a used one', () => {
    expect(withoutUnused(`.${USED}.${UNUSED}{margin:0}`, used)).toBe('');
  });

  it("keeps our own rules, the library's globals and its keyframes", () => {
    const css = `:root{--tgui--x:1px}.ui-money{white-space:nowrap}html[dir="rtl"] .${USED}{text-align:right}@keyframes spin{from{opacity:0}to{opacity:1}}`;
    expect(withoutUnused(css, used)).toBe(css);
  });

  it('removes a media block left empty', () => {
    expect(withoutUnused(`@media (min-width:1px){.${UNUSED}{color:red}}.a{color:red}`, used)).toBe(
      '.a{color:red}',
    );
  });

  it('drops telegram-ui variables nothing reads, keeps read ones and our own', () => {
    const css = ':root{--tgui--read:1px;--tgui--unread:2px;--app-own:3px}.a{margin:var(--tgui--read)}';
    expect(withoutUnused(css, used, new Set(['--tgui--read']))).toBe(
      ':root{--tgui--read:1px;--app-own:3px}.a{margin:var(--tgui--read)}',
    );
  });
});
