import type { ModuleInfo } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { startGroup } from '../../src/build/start-group';

/**
 * Which modules the `start` chunk takes (src/build/start-group.ts): every script of ours the entry
 * imports statically, so no later group can take one and make the entry import that group; not
 * the entry itself, not package modules (left to the bundler), not stylesheets (the cascade).
 */
const graph: Record<string, string[]> = {
  '/app/src/main.tsx': ['/app/src/app/App.tsx', '/app/src/app/app.css', '/app/node_modules/ui/index.js'],
  '/app/src/app/App.tsx': ['/app/src/launch/deep-links.ts', '/app/src/ui/Field.css'],
  '/app/src/launch/deep-links.ts': [],
  '/app/node_modules/ui/index.js': ['/app/node_modules/ui/Drawer.js'],
  '/app/src/features/wallets/WalletScreen.tsx': ['/app/src/launch/deep-links.ts', '/app/src/ui/Copy.tsx'],
};
const ctx = {
  getModuleInfo: (id: string) =>
    id in graph ? ({ id, importedIds: graph[id] } as unknown as ModuleInfo) : null,
};

const group = startGroup('/app/src/main.tsx', /SignInScreen\.tsx$/);
const name = group.name as (id: string, c: typeof ctx) => string | null;
const taken = (id: string) => name(id, ctx) === 'start';

describe('the start chunk', () => {
  it("takes the entry's scripts, also one a later screen shares", () => {
    expect(taken('/app/src/app/App.tsx')).toBe(true);
    expect(taken('/app/src/launch/deep-links.ts')).toBe(true);
  });

  it('takes what `also` names, though the entry imports it lazily', () => {
    expect(taken('/app/src/features/auth/SignInScreen.tsx')).toBe(true);
  });

  it('leaves the entry module, packages, stylesheets and later screens alone', () => {
    expect(taken('/app/src/main.tsx')).toBe(false);
    expect(taken('/app/node_modules/ui/index.js')).toBe(false);
    expect(taken('/app/node_modules/ui/Drawer.js')).toBe(false);
    expect(taken('/app/src/app/app.css')).toBe(false);
    expect(taken('/app/src/ui/Field.css')).toBe(false);
    expect(taken('/app/src/features/wallets/WalletScreen.tsx')).toBe(false);
    expect(taken('/app/src/ui/Copy.tsx')).toBe(false);
  });
});
