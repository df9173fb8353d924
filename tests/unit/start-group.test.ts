import type { CodeSplittingGroup, ModuleInfo } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { sharedApartGroup, startGroup } from '../../src/build/start-group';

/** A module as the bundler's graph shows it: what it imports, its code, what it exports. */
const info = (id: string, importedIds: string[], code = '', exports: string[] = []) =>
  ({ id, importedIds, code, exports }) as unknown as ModuleInfo;

type Graph = { getModuleInfo(id: string): ModuleInfo | null };

/** A chunking pass's view of these modules (any other id is unknown to it). */
function graphOf(modules: ModuleInfo[]): Graph {
  const byId = new Map(modules.map((m) => [m.id, m]));
  return { getModuleInfo: (id) => byId.get(id) ?? null };
}

/** The chunk a group puts a module in, in this graph (null: the group leaves it alone). */
const chunkOf = (group: CodeSplittingGroup, graph: Graph, id: string) =>
  (group.name as (id: string, c: Graph) => string | null)(id, graph);

/** The two first screens with chunk groups of their own. */
const SIGN_IN_AND_HOME = [
  ['/app/src/features/auth/SignInScreen.tsx'],
  ['/app/src/features/wallets/HomeScreen.tsx'],
];

/**
 * Which modules the `start` chunk takes (src/build/start-group.ts): the entry and every script of
 * ours it imports statically, so no later group can take one and make the entry import that group
 * (and the entry has no file of its own); not package modules (left to the bundler), not
 * stylesheets (the cascade).
 */
const graph = graphOf([
  info('/app/src/main.tsx', [
    '/app/src/app/App.tsx',
    '/app/src/app/app.css',
    '/app/node_modules/ui/index.js',
  ]),
  info('/app/src/app/App.tsx', ['/app/src/launch/deep-links.ts', '/app/src/ui/Field.css']),
  info('/app/src/launch/deep-links.ts', []),
  info('/app/node_modules/ui/index.js', ['/app/node_modules/ui/Drawer.js']),
  info('/app/src/features/wallets/WalletScreen.tsx', [
    '/app/src/launch/deep-links.ts',
    '/app/src/ui/Copy.tsx',
  ]),
]);
const group = startGroup('/app/src/main.tsx', /SignInScreen\.tsx$/);
const taken = (id: string) => chunkOf(group, graph, id) === 'start';

describe('the start chunk', () => {
  it("takes the entry's scripts, also one a later screen shares", () => {
    expect(taken('/app/src/app/App.tsx')).toBe(true);
    expect(taken('/app/src/launch/deep-links.ts')).toBe(true);
  });

  it('takes the entry module itself: no file of its own in the first wave', () => {
    expect(taken('/app/src/main.tsx')).toBe(true);
  });

  it('takes what `also` names, though the entry imports it lazily', () => {
    expect(taken('/app/src/features/auth/SignInScreen.tsx')).toBe(true);
  });

  it('leaves packages, stylesheets and later screens alone', () => {
    expect(taken('/app/node_modules/ui/index.js')).toBe(false);
    expect(taken('/app/node_modules/ui/Drawer.js')).toBe(false);
    expect(taken('/app/src/app/app.css')).toBe(false);
    expect(taken('/app/src/ui/Field.css')).toBe(false);
    expect(taken('/app/src/features/wallets/WalletScreen.tsx')).toBe(false);
    expect(taken('/app/src/ui/Copy.tsx')).toBe(false);
  });
});

/**
 * Two first screens with groups of their own (sign-in, home): what both use stays in `start`, so
 * neither imports the other's group; a component only one names through a package's index stays
 * out, though the index re-exports it.
 */
describe('the start chunk between two first screens', () => {
  const graph = graphOf([
    info('/app/src/main.tsx', ['/app/src/app/App.tsx'], ''),
    info('/app/src/app/App.tsx', [], ''),
    info(
      '/app/src/features/auth/SignInScreen.tsx',
      [
        '/app/node_modules/ui/index.js',
        '/app/src/ui/Field.tsx',
        '/app/src/ui/Note.tsx',
        '/app/src/ui/form.css',
      ],
      'import { Section, Input } from "ui";',
    ),
    info(
      '/app/src/features/wallets/HomeScreen.tsx',
      ['/app/node_modules/ui/index.js', '/app/src/ui/Note.tsx'],
      'import { Section as S, Cell } from "ui";',
    ),
    info('/app/src/ui/Field.tsx', [], ''),
    info('/app/src/ui/Note.tsx', [], ''),
    info('/app/src/ui/form.css', [], ''),
    info(
      '/app/node_modules/ui/index.js',
      ['/app/node_modules/ui/Section.js', '/app/node_modules/ui/Input.js', '/app/node_modules/ui/Cell.js'],
      '"use client";\nexport { Section } from "./Section";\nexport * from "./Input";\nexport { Cell } from "./Cell";',
    ),
    info(
      '/app/node_modules/ui/Section.js',
      ['/app/node_modules/ui/Divider.js'],
      'import { Divider } from "./Divider";',
      ['Section'],
    ),
    info('/app/node_modules/ui/Divider.js', [], '', ['Divider']),
    info('/app/node_modules/ui/Input.js', [], '', ['Input']),
    info('/app/node_modules/ui/Cell.js', [], '', ['Cell']),
  ]);
  const g = startGroup('/app/src/main.tsx', /TelegramSignInScreen\.tsx$/, SIGN_IN_AND_HOME);
  const inStart = (id: string) => chunkOf(g, graph, id) === 'start';

  it('takes what both screens use, packages included', () => {
    expect(inStart('/app/src/ui/Note.tsx')).toBe(true);
    expect(inStart('/app/node_modules/ui/Section.js')).toBe(true);
    expect(inStart('/app/node_modules/ui/Divider.js')).toBe(true);
    expect(inStart('/app/src/app/App.tsx')).toBe(true);
  });

  it("leaves what one screen uses to that screen's group", () => {
    expect(inStart('/app/src/features/auth/SignInScreen.tsx')).toBe(false);
    expect(inStart('/app/src/features/wallets/HomeScreen.tsx')).toBe(false);
    expect(inStart('/app/src/ui/Field.tsx')).toBe(false);
    expect(inStart('/app/node_modules/ui/Input.js')).toBe(false);
    expect(inStart('/app/node_modules/ui/Cell.js')).toBe(false);
    expect(inStart('/app/src/ui/form.css')).toBe(false);
  });
});

/**
 * TanStack Query's build writes its index as named imports gathered in one `export { … }` list,
 * and passes on its core's index with `export * from`: still an index, so a hook only one screen
 * uses (useMutation) and what only it needs stay out of `start`, though the index imports them.
 */
describe('the start chunk through an index of imports and one export list', () => {
  const rq = '/app/node_modules/@tanstack/react-query/build/modern';
  const core = '/app/node_modules/@tanstack/query-core/build/modern';
  const graph = graphOf([
    info('/app/src/main.tsx', [], ''),
    info('/app/src/features/auth/SignInScreen.tsx', [`${rq}/index.js`], 'import { useQuery } from "q";'),
    info(
      '/app/src/features/wallets/HomeScreen.tsx',
      [`${rq}/index.js`],
      'import { QueryClient, useQuery, useMutation } from "q";',
    ),
    info(
      `${rq}/index.js`,
      [`${rq}/useQuery.js`, `${rq}/useMutation.js`, `${core}/index.js`],
      'import { useQuery } from "./useQuery.js";\nimport { useMutation } from "./useMutation.js";\n' +
        'export * from "@tanstack/query-core";\n// src/index.ts\n/* istanbul ignore file */\n' +
        'export { useMutation, useQuery };',
    ),
    info(`${rq}/useQuery.js`, [`${core}/index.js`], 'import { QueryObserver } from "q";', ['useQuery']),
    info(`${rq}/useMutation.js`, [`${core}/index.js`], 'import { MutationObserver } from "q";', [
      'useMutation',
    ]),
    info(
      `${core}/index.js`,
      [`${core}/queryClient.js`, `${core}/queryObserver.js`, `${core}/mutationObserver.js`],
      'import { QueryClient } from "./queryClient.js";\nimport { QueryObserver } from "./queryObserver.js";\n' +
        'import { MutationObserver } from "./mutationObserver.js";\n' +
        'export {\n  MutationObserver,\n  QueryClient,\n  QueryObserver\n};',
    ),
    info(`${core}/queryClient.js`, [`${core}/utils.js`], '', ['QueryClient']),
    info(`${core}/queryObserver.js`, [`${core}/utils.js`], '', ['QueryObserver']),
    info(`${core}/mutationObserver.js`, [`${core}/mutation.js`], '', ['MutationObserver']),
    info(`${core}/mutation.js`, [], '', ['Mutation']),
    info(`${core}/utils.js`, [], '', ['noop']),
  ]);
  const g = startGroup('/app/src/main.tsx', /TelegramSignInScreen\.tsx$/, SIGN_IN_AND_HOME);
  const inStart = (id: string) => chunkOf(g, graph, id) === 'start';

  it('takes the hook both screens use and what it needs', () => {
    expect(inStart(`${rq}/useQuery.js`)).toBe(true);
    expect(inStart(`${core}/queryObserver.js`)).toBe(true);
    expect(inStart(`${core}/utils.js`)).toBe(true);
  });

  it('leaves a hook one screen uses, and its core, to that screen', () => {
    expect(inStart(`${rq}/useMutation.js`)).toBe(false);
    expect(inStart(`${core}/mutationObserver.js`)).toBe(false);
    expect(inStart(`${core}/mutation.js`)).toBe(false);
    expect(inStart(`${core}/queryClient.js`)).toBe(false);
  });
});

/**
 * Home has the tightest first-screen budget: what only the sign-in screens and a Telegram launch
 * share (the sign-in calls) goes to a chunk of their own, not to the `start` home downloads too;
 * a package they share stays in `start`, where the bundler would otherwise not reliably put it.
 */
describe('what the sign-in screens share without home', () => {
  const graph = graphOf([
    info('/app/src/main.tsx', []),
    info('/app/src/features/auth/SignInScreen.tsx', [
      '/app/src/auth/calls.ts',
      '/app/node_modules/dom/portal.js',
    ]),
    info('/app/src/main-telegram.ts', ['/app/src/auth/calls.ts', '/app/node_modules/dom/portal.js']),
    info('/app/src/features/wallets/HomeScreen.tsx', ['/app/src/ui/Note.tsx']),
    info('/app/src/auth/calls.ts', []),
    info('/app/src/ui/Note.tsx', []),
    info('/app/node_modules/dom/portal.js', []),
  ]);
  const home = ['/app/src/features/wallets/HomeScreen.tsx'];
  const screens = [['/app/src/features/auth/SignInScreen.tsx'], home, ['/app/src/main-telegram.ts']];
  const start = startGroup('/app/src/main.tsx', /^$/, screens, home);
  const shared = sharedApartGroup('signin', screens, home, /SignInScreen\.tsx$/);
  const groupOf = (id: string) => chunkOf(start, graph, id) ?? chunkOf(shared, graph, id);

  it("puts our module both use without home in their own chunk, not in home's start", () => {
    expect(groupOf('/app/src/auth/calls.ts')).toBe('signin');
  });

  it('puts the screen it is told of in the same chunk: one file, not two', () => {
    expect(groupOf('/app/src/features/auth/SignInScreen.tsx')).toBe('signin');
  });

  it('keeps a package they share in start, and leaves what one screen uses alone', () => {
    expect(groupOf('/app/node_modules/dom/portal.js')).toBe('start');
    expect(groupOf('/app/src/ui/Note.tsx')).toBe(null);
  });
});
