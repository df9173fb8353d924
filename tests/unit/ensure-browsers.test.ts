import { describe, expect, it } from 'vitest';
import { ENGINES, missingPackages, selectedEngines } from '../e2e/engines/engines';
import { aptSteps, CHROMIUM_PACKAGES, type EnsureDeps, ensureBrowsers } from '../e2e/ensure-browsers';

/** A machine whose browsers appear once apt-get install has run (or are there from the start). */
function machine(opts: {
  chromium?: boolean;
  engines?: string[];
  root?: boolean;
  debian?: boolean;
  env?: NodeJS.ProcessEnv;
  aptOk?: boolean;
}) {
  let chromium = opts.chromium ?? false;
  let engines = opts.engines ?? ['firefox-esr', 'webkit2gtk-driver', 'xvfb'];
  const ran: string[] = [];
  const deps: EnsureDeps = {
    env: opts.env ?? { PATH: '/usr/bin' },
    findChromium: () => (chromium ? '/usr/bin/chromium' : null),
    missingEnginePackages: () => engines,
    isRoot: () => opts.root ?? true,
    isDebian: () => opts.debian ?? true,
    run: (command, args) => {
      ran.push([command, ...args].join(' '));
      if (args[0] === 'install' && (opts.aptOk ?? true)) {
        chromium = true;
        engines = [];
      }
      return opts.aptOk ?? true;
    },
    log: () => {},
  };
  return { deps, ran };
}

describe('npm test gets its own browsers', () => {
  it('does nothing when every browser is there', () => {
    const { deps, ran } = machine({ chromium: true, engines: [] });
    ensureBrowsers(deps);
    expect(ran).toEqual([]);
  });

  it('as root on Debian, installs what is missing in one apt-get run (update, then install)', () => {
    const { deps, ran } = machine({});
    ensureBrowsers(deps);
    expect(ran).toEqual(
      aptSteps([...CHROMIUM_PACKAGES, 'firefox-esr', 'webkit2gtk-driver', 'xvfb']).map(([c, a]) =>
        [c, ...a].join(' '),
      ),
    );
    expect(ran[1]).toMatch(/install .*chromium fonts-liberation firefox-esr webkit2gtk-driver xvfb$/);
  });

  it('with Chromium there, installs only the other engines', () => {
    const { deps, ran } = machine({ chromium: true, engines: ['firefox-esr'] });
    ensureBrowsers(deps);
    expect(ran[1]).toMatch(/--no-install-recommends firefox-esr$/);
  });

  it('elsewhere, stops with one sentence saying what to install', () => {
    for (const m of [machine({ root: false }), machine({ debian: false })]) {
      expect(() => ensureBrowsers(m.deps)).toThrow(
        /^The browser tests need Debian's chromium, fonts-liberation, firefox-esr, webkit2gtk-driver, xvfb: .*sudo apt-get install -y chromium fonts-liberation firefox-esr webkit2gtk-driver xvfb.*CHROME_PATH.*E2E_ENGINES=none/,
      );
      expect(m.ran).toEqual([]);
    }
  });

  it('a CHROME_PATH pointing nowhere is reported, not papered over with an install', () => {
    const { deps, ran } = machine({ env: { CHROME_PATH: '/opt/none/chrome' } });
    expect(() => ensureBrowsers(deps)).toThrow('CHROME_PATH is /opt/none/chrome, but no file is there');
    expect(ran).toEqual([]);
  });

  it('a failed apt step says which one', () => {
    const { deps } = machine({ aptOk: false });
    expect(() => ensureBrowsers(deps)).toThrow(/failed at `apt-get update -qq`/);
  });
});

describe('which engines run, and what they need', () => {
  it('WebKitGTK and Firefox by default; E2E_ENGINES picks others, or none', () => {
    expect(selectedEngines({})).toEqual(['webkit', 'firefox']);
    expect(selectedEngines({ E2E_ENGINES: 'wpe, firefox' })).toEqual(['wpe', 'firefox']);
    expect(selectedEngines({ E2E_ENGINES: 'none' })).toEqual([]);
    expect(() => selectedEngines({ E2E_ENGINES: 'safari' })).toThrow(/E2E_ENGINES names safari/);
  });

  it('names the Debian package of each missing program, once', () => {
    const nothing = { PATH: '/nonexistent' };
    expect(missingPackages([ENGINES.webkit, ENGINES.firefox], nothing)).toEqual([
      'webkit2gtk-driver',
      'xvfb',
      'firefox-esr',
    ]);
    // WPE's driver and browser come in one package.
    expect(missingPackages([ENGINES.wpe], nothing)).toEqual(['wpewebkit-driver']);
  });
});
