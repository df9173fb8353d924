import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every sentence the user sees comes from the catalogues. This walks src/ and fails on text
 * written straight into the code where a user would read it: JSX text, and string literals given
 * to the props (or object fields) that become visible text or accessible names. A literal without
 * letters ("·", "—", "%") is not language; a rare deliberate one carries `// i18n-ignore: why`.
 */
const VISIBLE_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'alt',
  'header',
  'footer',
  'description',
  'subtitle',
  'subhead',
  'caption',
  'hint',
  'text',
  'message',
]);
/**
 * Build-time code, the i18n layer itself, and the wire contract (field names and the OpenAPI
 * document's descriptions: never bundled, never on a screen, tests/e2e/bundle-schemas.test.ts).
 */
const SKIP = [/^src\/build\//, /^src\/i18n\//, /^src\/contract\//, /\.d\.ts$/];
const HAS_LETTER = /\p{L}/u;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function literalText(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    const text = node.head.text + node.templateSpans.map((s) => s.literal.text).join('');
    return text;
  }
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  if (ts.isConditionalExpression(node)) return literalText(node.whenTrue) ?? literalText(node.whenFalse);
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  return null;
}

function findLiterals(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lines = source.split('\n');
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    if (!HAS_LETTER.test(text)) return;
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
    if (/i18n-ignore/.test(lines[line - 1] ?? '') || /i18n-ignore/.test(lines[line] ?? '')) return;
    found.push(`${file}:${line + 1}: ${text.trim().replace(/\s+/g, ' ').slice(0, 80)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      report(node, node.text);
    } else if (ts.isJsxAttribute(node) && VISIBLE_PROPS.has(node.name.getText(sf))) {
      const text = literalText(node.initializer);
      if (text !== null) report(node, text);
    } else if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      VISIBLE_PROPS.has(node.name.text)
    ) {
      const text = literalText(node.initializer);
      if (text !== null) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('user-visible text comes from the catalogues', () => {
  it('finds JSX text and visible props in a sample (the check itself works)', () => {
    const sample = [
      'const a = <Button title="Send money">Send</Button>;',
      'const b = <Cell aria-label={`Copy ${x}`} />;',
      'const c = { label: "Bank transfer" };',
      'const d = <Button title={t("orders.send")}>{t("orders.send")} · {n}</Button>;',
      '// i18n-ignore: a brand name',
      'const e = <span title="Telegram" />;',
    ].join('\n');
    expect(findLiterals('sample.tsx', sample).map((s) => s.replace(/^sample\.tsx:\d+: /, ''))).toEqual([
      'Send money',
      'Send',
      'Copy',
      'Bank transfer',
    ]);
  });

  it('src/ has no user-visible string literal outside the catalogues', () => {
    const files = sourceFiles('src')
      .map((f) => relative('.', f).replace(/\\/g, '/'))
      .filter((f) => !SKIP.some((re) => re.test(f)));
    const found = files.flatMap((f) => findLiterals(f, readFileSync(f, 'utf8')));
    expect(found).toEqual([]);
  }, 30_000); // parses every source file: seconds on a loaded two-core runner
});
