import { describe, expect, it, vi } from 'vitest';
import { createDeferredBridge } from '../../src/launch/deferred-bridge';
import type { TelegramBridge } from '../../src/lib/platform';

/**
 * Inside Telegram the first screen renders before the SDK has loaded: what it asks of Telegram
 * meanwhile (Main/Back button state, click handlers, closing guard, cloud reads) must reach the
 * real bridge once it connects — nothing lost, nothing that was undone replayed.
 */
function realBridge() {
  const mainClicks = new Set<() => void>();
  const backClicks = new Set<() => void>();
  const real = {
    openLink: vi.fn(),
    downloadFile: vi.fn(() => null),
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
    guardClosing: vi.fn(),
    cloud: { get: vi.fn(async () => 'ru'), set: vi.fn(async () => {}) },
  } satisfies TelegramBridge;
  return { real, mainClicks, backClicks };
}

describe('the bridge the first screen uses before the SDK has loaded', () => {
  it('hands the latest button state, guard and live click handlers to the SDK when it connects', async () => {
    const deferred = createDeferredBridge();
    const { real, mainClicks, backClicks } = realBridge();
    const pay = vi.fn();
    const back = vi.fn();
    deferred.mainButton.set({ text: 'Draft', visible: true, enabled: false, loading: false });
    deferred.mainButton.set({ text: 'Pay', visible: true, enabled: true, loading: false });
    deferred.mainButton.onClick(pay);
    const gone = deferred.mainButton.onClick(() => {});
    gone(); // unmounted before the SDK came: never attached
    deferred.backButton.set(true);
    deferred.backButton.onClick(back);
    deferred.guardClosing(true);
    const language = deferred.cloud.get('app/locale');

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
    expect(real.guardClosing).toHaveBeenCalledWith(true);
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

  it('before the SDK, a share or download falls back to the browser instead of being lost', () => {
    const deferred = createDeferredBridge();
    expect(deferred.shareLink('https://x.test')).toBe(false);
    expect(deferred.downloadFile('https://x.test/a.pdf', 'a.pdf')).toBeNull();
  });
});
