import type { Plugin } from 'vite';

/**
 * Accessibility fixes to telegram-ui 2.1's markup, made at build time because its components give
 * no prop for them (axe-core found each on every screen; tests/e2e/a11y.test.ts):
 *
 * Headings. Its typography renders as headings whatever the text is: every Cell title and subtitle
 * and every Button label was an <h5>/<h6>, every Section header an <h1>, Title an <h2>–<h4> by
 * size. A screen reader's heading list was dozens of entries, out of order, and the screen's own
 * title drowned among them. Now Headline and Subheadline are plain <span>s, a Section header is an
 * <h2> under the screen's <h1> (src/ui/Screen.tsx), and Title is an <h2> at every size.
 *
 * Names. An Input's or Select's `header` is drawn next to the field, not as its <label> (and not
 * at all on iOS): the field had no name. A string header now also names the field (aria-label).
 * Radio and Checkbox wrap their input in an empty <label> of their own; inside the Cell that we
 * always render as a <label> (the whole row is the tap target) that inner label took the name
 * away. It is a <span> now, so the row's text names the input.
 *
 * An explicit prop (`Component`, `aria-label`) still wins. A rewrite that finds nothing fails the
 * build: a telegram-ui upgrade must be looked at, not silently lose the fix.
 */
const REWRITES: Record<string, [from: string, to: string][]> = {
  'Typography/Headline/Headline.js': [["Component || 'h5'", "Component || 'span'"]],
  'Typography/Subheadline/Subheadline.js': [["Component || 'h6'", "Component || 'span'"]],
  'Blocks/Section/components/SectionHeader/SectionHeader.js': [['Component: "h1"', 'Component: "h2"']],
  'Typography/Title/Title.js': [
    ["'1': 'h2',\n    '2': 'h3',\n    '3': 'h4'", "'1': 'h2',\n    '2': 'h2',\n    '3': 'h2'"],
  ],
  'Form/Input/Input.js': [
    [
      'disabled: disabled\n        }, restProps))',
      'disabled: disabled,\n            "aria-label": typeof header === "string" ? header : undefined\n        }, restProps))',
    ],
  ],
  'Form/Select/Select.js': [
    [
      'ref: ref\n            }, restProps))',
      'ref: ref,\n                "aria-label": typeof header === "string" ? header : undefined\n            }, restProps))',
    ],
  ],
  'Form/Radio/Radio.js': [['_jsxs("label", {', '_jsxs("span", {']],
  'Form/Checkbox/Checkbox.js': [['_jsxs("label", {', '_jsxs("span", {']],
};

const ROOT = '@telegram-apps/telegram-ui/dist/components/';

export function telegramUiA11y(): Plugin {
  return {
    name: 'telegram-ui-a11y',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0]!.replaceAll('\\', '/');
      const at = path.indexOf(ROOT);
      if (at < 0) return null;
      const file = path.slice(at + ROOT.length);
      const rewrites = REWRITES[file];
      if (!rewrites) return null;
      let out = code;
      for (const [from, to] of rewrites) {
        if (!out.includes(from)) {
          this.error(`telegram-ui-a11y: "${from}" not found in ${file}; check the telegram-ui upgrade`);
        }
        out = out.replace(from, to);
      }
      return { code: out, map: null };
    },
  };
}
