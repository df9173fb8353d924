import { describe, expect, it } from 'vitest';
import { APT_STEPS, type EnsureDeps, ensureChromium } from '../e2e/ensure-chromium';

/** A machine where Chromium appears once apt-get install has run (or is there from the start). */
function machine(opts: {
  has?: boolean;
  root?: boolean;
  debian?: boolean;
  env?: NodeJS.ProcessEnv;
  aptOk?: boolean;
}) {
  let installed = opts.has ?? false;
  const ran: string[] = [];
  const deps: EnsureDeps = {
    env: opts.env ?? { PATH: '/usr/bin' },
    find: () => (installed ? '/usr/bin/chromium' : null),
    isRoot: () => opts.root ?? true,
    isDebian: () => opts.debian ?? true,
    run: (command, args) => {
      ran.push([command, ...args].join(' '));
      if (args[0] === 'install' && (opts.aptOk ?? true)) installed = true;
      return opts.aptOk ?? true;
    },
    log: () => {},
  };
  return { deps, ran };
}

describe('npm test gets its own Chromium', () => {
  it('does nothing when a Chromium is there', () => {
    const { deps, ran } = machine({ has: true });
    expect(ensureChromium(deps)).toBe('/usr/bin/chromium');
    expect(ran).toEqual([]);
  });

  it('as root on Debian, installs the chromium package (apt-get update, then install)', () => {
    const { deps, ran } = machine({});
    expect(ensureChromium(deps)).toBe('/usr/bin/chromium');
    expect(ran).toEqual(APT_STEPS.map(([c, a]) => [c, ...a].join(' ')));
    expect(ran[1]).toMatch(/install .*chromium fonts-liberation/);
  });

  it('elsewhere, stops with one sentence saying how', () => {
    for (const m of [machine({ root: false }), machine({ debian: false })]) {
      expect(() => ensureChromium(m.deps)).toThrow(
        /^No Chromium found for the browser tests: .*apt-get install -y chromium.*CHROME_PATH/,
      );
      expect(m.ran).toEqual([]);
    }
  });

  it('a CHROME_PATH pointing nowhere is reported, not papered over with an install', () => {
    const { deps, ran } = machine({ env: { CHROME_PATH: '/opt/none/chrome' } });
    expect(() => ensureChromium(deps)).toThrow('CHROME_PATH is /opt/none/chrome, but no file is there');
    expect(ran).toEqual([]);
  });

  it('a failed apt step says which one', () => {
    const { deps } = machine({ aptOk: false });
    expect(() => ensureChromium(deps)).toThrow(/failed at `apt-get update -qq`/);
  });
});
