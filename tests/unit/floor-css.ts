import type { Identifier } from '@mdn/browser-compat-data';
import bcd from '@mdn/browser-compat-data';
import postcss, { type AtRule, type Container, type Declaration, type Rule } from 'postcss';
import { children, compatAt, type Floor, missingAt } from './floor-compat';
import type { Finding } from './floor-js';

/**
 * Scans a built stylesheet for rules the browser floor cannot apply, each looked up in
 * browser-compat-data, and asks each for a fallback:
 *   - a value the floor cannot read (`color-mix()`, `overflow: clip`, `100dvh`): an earlier
 *     declaration of the same property in the same rule that it can read, or an @supports around
 *     it that tests for it;
 *   - the same in a custom property (`--x: color-mix(…)`): only @supports will do, because an engine
 *     takes any custom property value and fails later where `var(--x)` is used, to `unset`;
 *   - a selector (`:has()`): an @supports selector(…) around it, since an engine that cannot
 *     parse one selector drops the whole rule, and the layout must not depend on it;
 *   - a property, an at-rule or a media feature: an @supports that tests for it.
 */

/** A CSS function name → its entry (`color-mix` → css.types.color.color-mix). */
let functions: Map<string, string> | null = null;
function functionPath(name: string): string | undefined {
  if (!functions) {
    functions = new Map();
    // The deepest entry of a name: `color(` is css.types.color.color, not the <color> type.
    const visit = (node: Identifier, path: string, depth: number, depths: Map<string, number>) => {
      for (const [key, child] of children(node)) {
        if (key === '__compat') continue;
        if (child.__compat && /^[a-z][a-z-]*$/.test(key) && depth >= (depths.get(key) ?? 0)) {
          functions!.set(key, `${path}.${key}`);
          depths.set(key, depth);
        }
        visit(child, `${path}.${key}`, depth + 1, depths);
      }
    };
    visit(bcd.css.types as unknown as Identifier, 'css.types', 1, new Map());
  }
  return functions.get(name);
}

/** Length units past the classic ones → their entry. */
const UNITS: [RegExp, string][] = [
  [/^[sld]?v(h|w|i|b|min|max)$/, 'css.types.length.viewport_percentage_units_'],
  [/^cq(w|h|i|b|min|max)$/, 'css.types.length.container_query_length_units'],
  [/^r?(lh|cap|ch|ex|ic)$/, 'css.types.length.'],
];
function unitPath(unit: string): string | undefined {
  if (/^[sld]v/.test(unit)) {
    const kind = { s: 'small', l: 'large', d: 'dynamic' }[unit[0] as 's' | 'l' | 'd'];
    return `${UNITS[0]![1]}${kind}`;
  }
  if (UNITS[1]![0].test(unit)) return UNITS[1]![1];
  if (UNITS[2]![0].test(unit) && compatAt(`css.types.length.${unit}`)) return `css.types.length.${unit}`;
  return undefined;
}

/** The features a declaration's value uses. */
function valueFeatures(decl: Declaration): string[] {
  const found = new Set<string>();
  const value = decl.value.replace(/"[^"]*"|'[^']*'/g, '""');
  for (const [, name] of value.matchAll(/(?<![\w-])([a-z][a-z-]*)\(/gi)) {
    const path = functionPath(name!.toLowerCase());
    if (path) found.add(path);
  }
  for (const [, unit] of value.matchAll(/\d(?:\.\d+)?([a-z]+)\b/gi)) {
    const path = unitPath(unit!.toLowerCase());
    if (path) found.add(path);
  }
  // A font list is its own fallback.
  if (!decl.prop.startsWith('--') && decl.prop !== 'font-family') {
    // A keyword with its own entry: overflow: clip, display: contents, position: sticky.
    for (const word of value.split(/[\s,/]+/)) {
      const path = `css.properties.${decl.prop}.${word}`;
      if (/^[a-z-]+$/.test(word) && compatAt(path)) found.add(path);
    }
  }
  return [...found];
}

/** Pseudo-classes and pseudo-elements (`:has`, `::backdrop`); vendor-prefixed ones are left out. */
function selectorFeatures(selector: string): string[] {
  const plain = selector.replace(/"[^"]*"|'[^']*'|\[[^\]]*\]/g, '');
  const found = new Set<string>();
  for (const [, name] of plain.matchAll(/::?([a-z][a-z-]*)/g)) {
    const path = `css.selectors.${name}`;
    if (compatAt(path)) found.add(path);
  }
  return [...found];
}

/** The @supports conditions around a node, as written. */
function supportsAround(node: Rule | Declaration | AtRule): string[] {
  const conditions: string[] = [];
  for (
    let p: Container | undefined = node.parent as Container | undefined;
    p;
    p = p.parent as Container | undefined
  )
    if (p.type === 'atrule' && (p as AtRule).name === 'supports') conditions.push((p as AtRule).params);
  return conditions;
}

/** The bare name a feature is tested by in @supports: `color-mix`, `:has`, `overflow`, `dvh`. */
function testedName(path: string): string {
  const parts = path.split('.');
  const last = parts[parts.length - 1]!;
  if (path.startsWith('css.selectors.')) return `:${last}`;
  if (path.startsWith('css.types.length.viewport_percentage_units_'))
    return { dynamic: 'dvh', small: 'svh', large: 'lvh' }[last.split('_').pop()!] ?? last;
  return last;
}

const late = (floor: Floor, path: string) => missingAt(floor, path, true);

const isTestedBy = (conditions: string[], path: string) =>
  conditions.some((c) => c.includes(testedName(path)) && !/^\s*not\b/.test(c));

export function scanCss(file: string, css: string, floor: Floor): Finding[] {
  const root = postcss.parse(css);
  const findings: Finding[] = [];
  const seen = new Set<string>();
  const report = (feature: string, missing: string[], where: string) => {
    const key = `${feature}|${where}`;
    if (missing.length === 0 || seen.has(key)) return;
    seen.add(key);
    findings.push({ file, feature, missing, near: where.slice(0, 200) });
  };

  root.walkAtRules((at) => {
    if (/^-/.test(at.name)) return;
    const path = `css.at-rules.${at.name}`;
    if (compatAt(path) && !isTestedBy(supportsAround(at), path))
      report(path, late(floor, path), `@${at.name} ${at.params}`);
    // A query list with a prefixed alternative (-webkit-min-device-pixel-ratio) has its fallback.
    if (at.name === 'media' && !at.params.includes('-webkit-'))
      for (const [, feature] of at.params.matchAll(/\(\s*([a-z-]+)\s*[:)<>=]/g)) {
        const mediaPath = `css.at-rules.media.${feature!.replace(/^(min|max)-/, '')}`;
        if (compatAt(mediaPath)) report(mediaPath, late(floor, mediaPath), `@media ${at.params}`);
      }
  });

  root.walkRules((rule) => {
    const conditions = supportsAround(rule);
    for (const path of selectorFeatures(rule.selector))
      if (!isTestedBy(conditions, path)) report(path, late(floor, path), rule.selector);

    const decls = rule.nodes.filter((n): n is Declaration => n.type === 'decl');
    decls.forEach((decl, i) => {
      const where = `${rule.selector} { ${decl.prop}: ${decl.value} }`;
      // A prefixed twin in the same rule (-webkit-backdrop-filter) is what the floor reads.
      const prefixed = decls.some((d) => d.prop.endsWith(`-${decl.prop}`) && /^-[a-z]+-/.test(d.prop));
      if (!decl.prop.startsWith('-') && !prefixed) {
        const propPath = `css.properties.${decl.prop}`;
        if (compatAt(propPath) && !isTestedBy(conditions, propPath))
          report(propPath, late(floor, propPath), where);
      }
      for (const path of valueFeatures(decl)) {
        const missing = late(floor, path);
        if (
          missing.length === 0 ||
          isTestedBy(conditions, path) ||
          (prefixed && path.startsWith('css.properties.'))
        )
          continue;
        // A plain declaration of the same property before it: the floor keeps that one. Not when
        // this one holds var(): an engine takes any such declaration as valid when it reads it,
        // and only finds it unusable when it applies it, by then in place of the earlier one.
        const fallback =
          !decl.prop.startsWith('--') &&
          !/\bvar\(/.test(decl.value) &&
          decls
            .slice(0, i)
            .some((d) => d.prop === decl.prop && valueFeatures(d).every((f) => late(floor, f).length === 0));
        if (!fallback) report(path, missing, where);
      }
    });
  });
  return findings;
}
