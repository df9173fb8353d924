import type { Identifier } from '@mdn/browser-compat-data';
import bcd from '@mdn/browser-compat-data';
import { parseSync } from 'rolldown/utils';
import { children, compatAt, type Floor, missingAt, missingIn, shipped } from './floor-compat';

/**
 * Scans built JavaScript for what the browser floor cannot run: syntax (a parse failure takes the
 * whole chunk down) and built-in or Web APIs (a call to a missing one throws), each looked up in
 * browser-compat-data. An API use counts as having a fallback when the same file feature-detects
 * it: `typeof X.y`, `"y" in X`, `X.y ? … : …`, `X.y && …`, `X.y?.()`, `if (!X.y) X.y = …`.
 */

export interface Finding {
  file: string;
  /** The browser-compat-data path of the feature. */
  feature: string;
  /** Floor browsers without it. */
  missing: string[];
  /** The code around it, to find it. */
  near: string;
}

// biome-ignore lint/suspicious/noExplicitAny: ESTree nodes of every kind are walked generically.
type Node = any;

/** Syntax → its browser-compat-data entry. */
function syntaxFeatures(node: Node, parent: Node, inFunction: boolean): string[] {
  switch (node.type) {
    case 'StaticBlock':
      return ['javascript.classes.static.initialization_blocks'];
    case 'PropertyDefinition':
      if (node.key?.type === 'PrivateIdentifier') return ['javascript.classes.private_class_fields'];
      return [
        node.static ? 'javascript.classes.static.class_fields' : 'javascript.classes.public_class_fields',
      ];
    case 'MethodDefinition':
      return node.key?.type === 'PrivateIdentifier' ? ['javascript.classes.private_class_methods'] : [];
    case 'BinaryExpression':
      return node.operator === 'in' && node.left?.type === 'PrivateIdentifier'
        ? ['javascript.classes.private_class_fields_in']
        : [];
    case 'AssignmentExpression':
      return (
        {
          '??=': ['javascript.operators.nullish_coalescing_assignment'],
          '||=': ['javascript.operators.logical_or_assignment'],
          '&&=': ['javascript.operators.logical_and_assignment'],
        }[node.operator as string] ?? []
      );
    case 'LogicalExpression':
      return node.operator === '??' ? ['javascript.operators.nullish_coalescing'] : [];
    case 'ChainExpression':
      return ['javascript.operators.optional_chaining'];
    case 'ImportExpression':
      return ['javascript.operators.import'];
    case 'MetaProperty':
      return node.meta?.name === 'import' ? ['javascript.operators.import_meta'] : [];
    case 'AwaitExpression':
      return inFunction ? [] : ['javascript.operators.await.top_level'];
    case 'CatchClause':
      return node.param ? [] : ['javascript.statements.try_catch.optional_catch_binding'];
    case 'VariableDeclaration':
      return node.kind === 'using' || node.kind === 'await using' ? ['javascript.statements.using'] : [];
    case 'ImportDeclaration':
    case 'ExportNamedDeclaration':
    case 'ExportAllDeclaration':
      return node.attributes?.length ? ['javascript.statements.import.import_attributes'] : [];
    case 'Literal':
      if (node.bigint !== undefined && node.bigint !== null) return ['javascript.builtins.BigInt'];
      if (node.regex) return regexFeatures(node.regex.pattern, node.regex.flags);
      if (typeof node.value === 'number' && typeof node.raw === 'string' && node.raw.includes('_'))
        return ['javascript.grammar.numeric_separators'];
      // new RegExp('…'): the pattern is compiled when that line runs, and throws there.
      if (
        typeof node.value === 'string' &&
        (parent?.type === 'NewExpression' || parent?.type === 'CallExpression') &&
        parent.callee?.type === 'Identifier' &&
        parent.callee.name === 'RegExp'
      ) {
        const [pattern, flags] = parent.arguments ?? [];
        if (pattern === node)
          return regexFeatures(node.value, typeof flags?.value === 'string' ? flags.value : '');
      }
      return [];
    default:
      return [];
  }
}

function regexFeatures(pattern: string, flags: string): string[] {
  const found: string[] = [];
  if (/\(\?<[=!]/.test(pattern)) found.push('javascript.regular_expressions.lookbehind_assertion');
  if (/\(\?<[A-Za-z_$]/.test(pattern)) found.push('javascript.regular_expressions.named_capturing_group');
  if (/\(\?[ims]*-?[ims]+:/.test(pattern)) found.push('javascript.regular_expressions.modifier');
  if (/\\[pP]\{/.test(pattern)) found.push('javascript.regular_expressions.unicode_character_class_escape');
  if (flags.includes('d')) found.push('javascript.builtins.RegExp.hasIndices');
  if (flags.includes('v')) found.push('javascript.builtins.RegExp.unicodeSets');
  if (flags.includes('s')) found.push('javascript.builtins.RegExp.dotAll');
  return found;
}

/** Objects every page has, and the interface their members belong to. */
const SINGLETONS: Record<string, string> = {
  navigator: 'Navigator',
  crypto: 'Crypto',
  document: 'Document',
  location: 'Location',
  history: 'History',
  performance: 'Performance',
  localStorage: 'Storage',
  sessionStorage: 'Storage',
  screen: 'Screen',
  visualViewport: 'VisualViewport',
  console: 'console',
};
const GLOBAL_OBJECTS = new Set(['window', 'self', 'globalThis']);

interface ApiIndex {
  /** A global name (a constructor, a function) → its entry. */
  globals: Map<string, string>;
  /** A method or property name → every instance member of that name. */
  members: Map<string, string[]>;
}

let index: ApiIndex | null = null;
function apiIndex(): ApiIndex {
  if (index) return index;
  const globals = new Map<string, string>();
  const members = new Map<string, string[]>();
  const add = (name: string, path: string) => {
    const list = members.get(name) ?? [];
    list.push(path);
    members.set(name, list);
  };
  const builtins = bcd.javascript.builtins as unknown as Record<string, Identifier>;
  // Namespaces hold constructors whose methods are members too (Intl.NumberFormat's format).
  const addMembers = (path: string, entry: Identifier, owner: string) => {
    for (const [member, sub] of children(entry)) {
      if (member === '__compat' || member === owner || !sub.__compat) continue;
      add(member, `${path}.${member}`);
      if (/^[A-Z]/.test(member)) addMembers(`${path}.${member}`, sub, member);
    }
  };
  for (const [name, entry] of Object.entries(builtins)) {
    if (name === '__compat') continue;
    globals.set(name, `javascript.builtins.${name}`);
    addMembers(`javascript.builtins.${name}`, entry, name);
  }
  const api = bcd.api as unknown as Record<string, Identifier>;
  for (const [name, entry] of Object.entries(api)) {
    if (name === '__compat') continue;
    if (/^[A-Z]/.test(name) || !api.Window?.[name]) globals.set(name, `api.${name}`);
    for (const [member, sub] of children(entry)) {
      if (
        member === '__compat' ||
        member === name ||
        !sub.__compat ||
        /_(static|event|constructor)$|^@@/.test(member)
      )
        continue;
      add(member, `api.${name}.${member}`);
    }
  }
  // Window's own members are globals too (requestIdleCallback, structuredClone, …).
  for (const member of Object.keys(api.Window ?? {}))
    if (member !== '__compat' && !member.endsWith('_event') && !globals.has(member))
      globals.set(member, `api.Window.${member}`);
  index = { globals, members };
  return index;
}

/** The entry for `object.property` where `object` is a global name, if the data has one. */
function staticPath(object: string, property: string): string | undefined {
  const candidates = GLOBAL_OBJECTS.has(object)
    ? [apiIndex().globals.get(property)]
    : SINGLETONS[object]
      ? [`api.${SINGLETONS[object]}.${property}`]
      : [
          `javascript.builtins.${object}.${property}`,
          `api.${object}.${property}_static`,
          `api.${object}.${property}`,
          object === 'Intl' ? `javascript.builtins.Intl.${property}` : undefined,
        ];
  return candidates.find((path): path is string => path !== undefined && compatAt(path) !== undefined);
}

/** Names bound anywhere in the file: a minified variable must not pass for a global. */
function boundNames(program: Node): Set<string> {
  const names = new Set<string>();
  const bind = (pattern: Node) => {
    if (!pattern) return;
    if (pattern.type === 'Identifier') names.add(pattern.name);
    else if (pattern.type === 'ObjectPattern')
      for (const p of pattern.properties) bind(p.value ?? p.argument);
    else if (pattern.type === 'ArrayPattern') for (const e of pattern.elements) bind(e);
    else if (pattern.type === 'RestElement') bind(pattern.argument);
    else if (pattern.type === 'AssignmentPattern') bind(pattern.left);
  };
  walk(program, null, [], (node) => {
    if (node.type === 'VariableDeclarator') bind(node.id);
    else if (/Function/.test(node.type)) {
      if (node.id) bind(node.id);
      for (const p of node.params ?? []) bind(p);
    } else if (node.type === 'ClassDeclaration' && node.id) bind(node.id);
    else if (node.type === 'CatchClause') bind(node.param);
    else if (/^Import(Default|Namespace)?Specifier$/.test(node.type)) bind(node.local);
  });
  return names;
}

/**
 * Method names a file defines itself (`destroy() {…}`, `{ format: () => … }`, `x.use =
 * function …`, a compiled class's `{ key: 'isValid', value: function … }`): a call of one of
 * those is taken for the file's own method, not the Web API of that name.
 */
function definedMembers(program: Node): Set<string> {
  const names = new Set<string>();
  const isFunction = (node: Node) => /Function/.test(node?.type ?? '');
  const nameOf = (key: Node) => (key?.type === 'Identifier' ? key.name : stringValue(key));
  walk(program, null, [], (node) => {
    let name: string | undefined;
    if (node.type === 'MethodDefinition') name = nameOf(node.key);
    else if ((node.type === 'Property' || node.type === 'PropertyDefinition') && isFunction(node.value))
      name = nameOf(node.key);
    else if (
      node.type === 'AssignmentExpression' &&
      node.left?.type === 'MemberExpression' &&
      isFunction(node.right)
    )
      name = nameOf(node.left.property);
    else if (node.type === 'ObjectExpression') {
      const field = (key: string) => node.properties.find((p: Node) => nameOf(p.key) === key)?.value;
      if (isFunction(field('value')) || isFunction(field('get'))) name = stringValue(field('key'));
    }
    if (name !== undefined) names.add(name);
  });
  return names;
}

function walk(
  node: Node,
  parent: Node,
  ancestors: Node[],
  visit: (node: Node, parent: Node, ancestors: Node[]) => void,
) {
  if (!node || typeof node.type !== 'string') return;
  visit(node, parent, ancestors);
  ancestors.push(node);
  for (const key of Object.keys(node)) {
    if (key === 'parent') continue;
    const value = node[key];
    if (Array.isArray(value)) for (const item of value) walk(item, node, ancestors, visit);
    else if (value && typeof value === 'object') walk(value, node, ancestors, visit);
  }
  ancestors.pop();
}

/** Whether `node` is being tested rather than used: the feature-detection shapes. */
function isTest(node: Node, parent: Node): boolean {
  if (!parent) return false;
  switch (parent.type) {
    case 'UnaryExpression':
      return parent.operator === 'typeof' || parent.operator === '!';
    case 'LogicalExpression':
      return parent.left === node;
    case 'ConditionalExpression':
    case 'IfStatement':
      return parent.test === node;
    case 'BinaryExpression':
      return /^[!=]==?$/.test(parent.operator);
    case 'CallExpression':
      return parent.callee === node && parent.optional === true;
    case 'MemberExpression':
      return parent.object === node && parent.optional === true;
    default:
      return false;
  }
}

/** A string written as `'y'` or as a template without substitutions (minifiers pick backticks). */
function stringValue(node: Node): string | undefined {
  if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0]?.value?.cooked;
  return undefined;
}

/** Inside a try block with a catch, in the same function: the catch is the fallback. */
function insideTry(node: Node, ancestors: Node[]): boolean {
  let child = node;
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const a = ancestors[i];
    if (/Function/.test(a.type)) return false;
    if (a.type === 'TryStatement' && a.block === child && a.handler) return true;
    child = a;
  }
  return false;
}

/** Whether a member read is used as an object or called: reading a missing property is harmless. */
function isUsed(node: Node, parent: Node): boolean {
  if (!parent) return false;
  if ((parent.type === 'CallExpression' || parent.type === 'NewExpression') && parent.callee === node)
    return !parent.optional;
  return parent.type === 'MemberExpression' && parent.object === node && !parent.optional;
}

export interface BundleFile {
  file: string;
  code: string;
}

/**
 * Every file of a build. A polyfill installed in one file (`if (!Object.hasOwn) Object.hasOwn =
 * …`, in the entry, before any other code runs) covers them all; a feature test covers its own file.
 */
export function scanBundle(files: BundleFile[], floor: Floor): Finding[] {
  const programs = files.map(({ file, code }) => {
    const parsed = parseSync(file, code, { sourceType: 'module' });
    if (parsed.errors.length > 0) throw new Error(`${file}: ${parsed.errors[0]?.message}`);
    return { file, code, program: parsed.program as Node };
  });
  const scans = programs.map((p) => scanProgram(p.file, p.code, p.program, definedMembers(p.program)));
  const installed = new Set(scans.flatMap((s) => [...s.installed]));

  const findings: Finding[] = [];
  for (const scan of scans) {
    const seen = new Set<string>();
    const report = (feature: string, missing: string[], near: string) => {
      if (missing.length === 0 || seen.has(feature)) return;
      seen.add(feature);
      findings.push({ file: scan.file, feature, missing, near });
    };
    for (const { feature, near } of scan.syntax) report(feature, missingAt(floor, feature), near);
    for (const { feature, near } of scan.uses) {
      if (scan.tested.has(feature) || installed.has(feature)) continue;
      if (feature.startsWith('member:')) {
        // A method name counts only when every API of that name is beyond the floor: `.at()` is,
        // `.get()` is not (whatever object it is called on, the floor has one that answers). A
        // name that no browser ships (an experiment's `.build()`) is the code's own method.
        const paths = apiIndex().members.get(feature.slice('member:'.length)) ?? [];
        const missing = paths.map((p) => missingIn(floor, compatAt(p)!));
        if (missing.some((m) => m.length === 0) || !paths.some((p) => shipped(compatAt(p)!))) continue;
        report(feature, [...new Set(missing.flat())], near);
      } else report(feature, missingAt(floor, feature), near);
    }
  }
  return findings;
}

interface ProgramScan {
  file: string;
  syntax: { feature: string; near: string }[];
  uses: { feature: string; near: string }[];
  tested: Set<string>;
  installed: Set<string>;
}

function scanProgram(file: string, code: string, program: Node, defined: Set<string>): ProgramScan {
  const bound = boundNames(program);
  const { globals, members } = apiIndex();
  const scan: ProgramScan = { file, syntax: [], uses: [], tested: new Set(), installed: new Set() };
  const near = (node: Node) => code.slice(Math.max(0, node.start - 50), node.end + 50).replace(/\s+/g, ' ');
  const isGlobal = (name: string) =>
    !bound.has(name) && (globals.has(name) || name in SINGLETONS || GLOBAL_OBJECTS.has(name));

  walk(program, null, [], (node, parent, ancestors) => {
    const inFunction = ancestors.some((a) => /Function|StaticBlock|PropertyDefinition/.test(a.type));
    for (const feature of syntaxFeatures(node, parent, inFunction))
      scan.syntax.push({ feature, near: near(node) });

    let feature: string | undefined;
    let used = false;
    if (node.type === 'Identifier' && globals.has(node.name) && !bound.has(node.name)) {
      const isReference =
        !(parent?.type === 'MemberExpression' && parent.property === node && !parent.computed) &&
        !(parent?.type === 'Property' && parent.key === node && !parent.computed) &&
        !/^(MethodDefinition|PropertyDefinition)$/.test(parent?.type ?? '');
      // A missing global throws wherever it is read.
      if (isReference) {
        feature = globals.get(node.name);
        used = true;
      }
    } else if (node.type === 'MemberExpression' && !node.computed && node.property?.type === 'Identifier') {
      const name = node.property.name as string;
      const object = node.object;
      if (object?.type === 'Identifier' && isGlobal(object.name)) {
        feature = staticPath(object.name, name);
        used = isUsed(node, parent);
      } else if (members.has(name) && !defined.has(name)) {
        feature = `member:${name}`;
        used = parent?.type === 'CallExpression' && parent.callee === node && !parent.optional;
      }
    } else if (node.type === 'BinaryExpression' && node.operator === 'in') {
      // "timeout" in AbortSignal, "at" in Array.prototype
      const name = stringValue(node.left);
      const right = node.right;
      const owner =
        right?.type === 'Identifier'
          ? right.name
          : right?.object?.type === 'Identifier'
            ? right.object.name
            : null;
      if (name !== undefined) {
        if (owner && isGlobal(owner)) {
          const path = staticPath(owner, name);
          if (path) scan.tested.add(path);
        }
        scan.tested.add(`member:${name}`);
      }
    }
    if (!feature) return;
    if (parent?.type === 'AssignmentExpression' && parent.left === node) scan.installed.add(feature);
    else if (isTest(node, parent) || insideTry(node, ancestors)) scan.tested.add(feature);
    else if (used) scan.uses.push({ feature, near: near(node) });
  });
  return scan;
}
