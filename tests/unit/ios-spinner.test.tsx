import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { iosSpinnerWithinCsp } from '../../src/build/ios-spinner';
import { IOSSpinner } from '../../src/ui/ios-spinner';
import { inAct, type Mounted, mount } from './react-harness';

/**
 * telegram-ui's iOS spinner animated with SVG <animate>: Firefox applies that as inline style,
 * which the CSP's style-src-attr 'none' refuses (a violation per frame, and a spinner standing
 * still). The build points telegram-ui's Spinner at our own (src/build/ios-spinner.ts), animated
 * from the stylesheet.
 */
let view: Mounted | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

describe('the iOS spinner', () => {
  it("is what telegram-ui's Spinner gets in the build", () => {
    const spinner = createRequire(join(process.cwd(), 'package.json')).resolve(
      '@telegram-apps/telegram-ui/dist/components/Feedback/Spinner/Spinner.js',
    );
    const plugin = iosSpinnerWithinCsp() as unknown as {
      resolveId: (source: string, importer?: string) => string | null;
    };
    expect(plugin.resolveId('./components/IOSSpinner/IOSSpinner', spinner)).toMatch(
      /src[\\/]ui[\\/]ios-spinner\.tsx$/,
    );
    expect(plugin.resolveId('./components/IOSSpinner/IOSSpinner', '/elsewhere/Other.js')).toBeNull();
  });

  it('draws eight spokes fading behind the brightest, with no SVG animation and no inline style', async () => {
    view = await mount(<IOSSpinner size="l" />);
    await inAct(() => new Promise((r) => setTimeout(r, 50))); // anything lazy has arrived
    const svg = view.container.querySelector('svg');
    expect(svg?.getAttribute('class')).toBe('ios-spinner');
    expect(svg?.getAttribute('width')).toBe('44');
    const spokes = [...(svg?.querySelectorAll('rect') ?? [])];
    expect(spokes).toHaveLength(8);
    // Clockwise from the brightest (at 0°), each spoke dimmer than the one it follows.
    const opacity = spokes.map((r) => Number(r.getAttribute('opacity')));
    const trail = [0, 7, 6, 5, 4, 3, 2, 1].map((i) => opacity[i]!);
    expect(trail).toEqual([...trail].sort((a, b) => b - a));
    expect(new Set(trail).size).toBe(8);
    expect(svg?.querySelectorAll('animate, animateTransform, set')).toHaveLength(0);
    expect(svg?.querySelectorAll('[style]')).toHaveLength(0);
  });

  it('is turned by the stylesheet, a spoke at a time', () => {
    const css = readFileSync('src/ui/ios-spinner.css', 'utf8');
    expect(css).toMatch(/\.ios-spinner \{[^}]*animation: ios-spinner-turn 0\.8s steps\(8\) infinite/);
    expect(css).toMatch(/@keyframes ios-spinner-turn \{\s*to \{\s*transform: rotate\(360deg\)/);
  });
});
