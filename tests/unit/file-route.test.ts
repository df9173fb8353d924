import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileRoute, shareFile, textFile } from '../../src/lib/download';

/**
 * Which way an export reaches the user (issue 20): a browser downloads it; inside Telegram a blob
 * download saves nothing on iOS and the web clients, so a file goes to the share sheet where the
 * webview can share files, and otherwise to the user's browser — never to a silent download.
 */
const csv = () => textFile('Main transactions.csv', 'a,b\n1,2', 'text/csv');

function webShare(canShare: boolean, share: (data: ShareData) => Promise<void> = async () => {}) {
  vi.stubGlobal('navigator', { ...navigator, canShare: () => canShare, share });
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (document as { featurePolicy?: unknown }).featurePolicy;
});

describe('fileRoute', () => {
  it('a browser visit downloads, even where the browser could share', () => {
    webShare(true);
    expect(fileRoute(csv(), false)).toBe('download');
  });

  it('inside Telegram: the share sheet where files can be shared, else the browser', () => {
    webShare(true);
    expect(fileRoute(csv(), true)).toBe('share');
    webShare(false);
    expect(fileRoute(csv(), true)).toBe('browser');
    vi.stubGlobal('navigator', { ...navigator, canShare: undefined, share: undefined });
    expect(fileRoute(csv(), true)).toBe('browser');
  });

  it('a frame whose embedder does not allow sharing (a Telegram web client) goes to the browser', () => {
    webShare(true);
    (document as { featurePolicy?: unknown }).featurePolicy = { allowsFeature: () => false };
    expect(fileRoute(csv(), true)).toBe('browser');
  });
});

describe('shareFile', () => {
  it('tells a shared file from a dismissed sheet and from a webview that refused to open it', async () => {
    const given: ShareData[] = [];
    webShare(true, async (data) => {
      given.push(data);
    });
    expect(await shareFile(csv())).toBe('shared');
    expect(given[0]?.files?.[0]?.name).toBe('Main transactions.csv');
    webShare(true, () => Promise.reject(new DOMException('dismissed', 'AbortError')));
    expect(await shareFile(csv())).toBe('cancelled');
    webShare(true, () => Promise.reject(new DOMException('no gesture', 'NotAllowedError')));
    expect(await shareFile(csv())).toBe('refused');
  });
});
