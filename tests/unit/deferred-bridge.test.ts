import { describe, expect, it, vi } from 'vitest';
import { createDeferredBridge } from '../../src/launch/deferred-bridge';
import type { TelegramBridge } from '../../src/lib/platform';

/**
 * Inside Telegram the first screen renders before the SDK has loaded: what it asks of Telegram
 * meanwhile (Main/Back button state, click handlers, closing guard, vertical swipes, theme and
 * activity listeners, cloud reads) must reach the real bridge once it connects — nothing lost,
 * nothing that was undone replayed.
 */
function realBridge() {
  const mainClicks = new Set<() => void>();
  const backClicks = new Set<() => void>();
  const appearance = new Set<(a: 'light' | 'dark') => void>();
  const inactive = new Set<() => void>();
  const listen =
    <T>(set: Set<T>) =>
    (fn: T) => {
      set.add(fn);
      return () => {
        set.delete(fn);
      };
    };
  const real = {
    openLink: vi.fn(),
    scanQr: vi.fn(async () => 'qr'),
    requestBiometry: vi.fn(async () => 'authorized' as const),
    shareLink: vi.fn(() => true),
    haptic: vi.fn(),
    mainButton: {
      set: vi.fn(),
      onClick: (fn: () => void) => {
        mainClicks.add(fn);
        return () => mainClicks.delete(fn);
      },
    },
    backButton: {
      set: vi.fn(),
      onClick: (fn: () => void) => {
        backClicks.add(fn);
        return () => backClicks.delete(fn);
      },
    },
    confirmClosing: vi.fn(),
    allowVerticalSwipes: vi.fn(),
    onAppearance: listen(appearance),
    onInactive: listen(inactive),
    cloud: { get: vi.fn(async () => 'ru'), set: vi.fn(async () => {}) },
  } satisfies TelegramBridge;
  return { real, mainClicks, backClicks, appearance, inactive };
}

describe('the bridge the first screen uses before the SDK has loaded', () => {
  it('hands the latest button state, guard and live click handlers to the SDK when it connects', async () => {
    const deferred = createDeferredBridge();
    const realParts = realBridge();
    const { real, mainClicks, backClicks } = realParts;
    const pay = vi.fn();
    const back = vi.fn();
    deferred.mainButton.set({ text: 'Draft', visible: true, enabled: false, loading: false });
    deferred.mainButton.set({ text: 'Pay', visible: true, enabled: true, loading: false });
    deferred.mainButton.onClick(pay);
    const gone = deferred.mainButton.onClick(() => {});
    gone(); // unmounted before the SDK came: never attached
    deferred.backButton.set(true);
    deferred.backButton.onClick(back);
    deferred.confirmClosing(true);
    deferred.allowVerticalSwipes(false);
    const themes: string[] = [];
    deferred.onAppearance((a) => themes.push(a));
    const offInactive = deferred.onInactive(() => {});
    offInactive(); // unsubscribed before the SDK came: never attached
    const language = deferred.cloud.get('app/locale');

    const { appearance, inactive } = realParts;
    deferred.connect(real);
    await Promise.resolve();
    expect(real.mainButton.set).toHaveBeenCalledTimes(1);
    expect(real.mainButton.set).toHaveBeenCalledWith({
      text: 'Pay',
      visible: true,
      enabled: true,
      loading: false,
    });
    expect(real.backButton.set).toHaveBeenCalledWith(true);
    expect(real.confirmClosing).toHaveBeenCalledWith(true);
    expect(real.allowVerticalSwipes).toHaveBeenLastCalledWith(false);
    expect(inactive.size).toBe(0);
    for (const fn of appearance) fn('light');
    expect(themes).toEqual(['light']);
    expect(mainClicks.size).toBe(1);
    for (const fn of mainClicks) fn();
    for (const fn of backClicks) fn();
    expect(pay).toHaveBeenCalledTimes(1);
    expect(back).toHaveBeenCalledTimes(1);
    expect(await language).toBe('ru');
  });

  it('after connecting, calls go straight through and unsubscribing detaches from the real button', () => {
    const deferred = createDeferredBridge();
    const { real, mainClicks } = realBridge();
    deferred.connect(real);
    const off = deferred.mainButton.onClick(() => {});
    expect(mainClicks.size).toBe(1);
    off();
    expect(mainClicks.size).toBe(0);
    deferred.haptic('success');
    expect(real.haptic).toHaveBeenCalledWith('success');
    expect(deferred.shareLink('https://x.test')).toBe(true);
  });

  it('before the SDK, a share falls back to the browser instead of being lost', () => {
    const deferred = createDeferredBridge();
    expect(deferred.shareLink('https://x.test')).toBe(false);
  });

  it('tells the SDK that vertical swipes are on when no screen holds them (its mount may have turned them off)', () => {
    const deferred = createDeferredBridge();
    const { real } = realBridge();
    deferred.connect(real);
    expect(real.allowVerticalSwipes).toHaveBeenCalledWith(true);
  });
});
