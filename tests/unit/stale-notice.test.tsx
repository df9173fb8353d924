import { AppRoot } from '@telegram-apps/telegram-ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import type { Freshness } from '../../src/lib/server-state/use-read';
import { StaleNotice } from '../../src/ui/StaleNotice';
import { SLOW_MS } from '../../src/ui/use-after';
import { click, inAct, type Mounted, mount } from './react-harness';

let view: Mounted | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  vi.useRealTimers();
});

const failure = new ApiError({ kind: 'http', status: 500, service: 'v2', method: 'GET', path: '/wallets' });
const at = (h: number, m: number, daysAgo = 0) => {
  const d = new Date();
  d.setDate(d.getDate() - daysAgo);
  d.setHours(h, m, 0, 0);
  return d.getTime();
};
const read = (over: Partial<Freshness>): Freshness => ({
  data: { any: 1 },
  updatedAt: at(9, 5),
  refreshing: false,
  refresh: vi.fn(async () => {}),
  ...over,
});
const notice = () => view?.container.querySelector('[data-testid="stale-notice"]');

describe('StaleNotice', () => {
  it('says nothing while the data is current, or while there is none to qualify', async () => {
    view = await mount(
      <AppRoot>
        <StaleNotice of={[read({}), read({ data: undefined, error: failure })]} />
      </AppRoot>,
    );
    expect(notice()).toBeNull();
  });

  it('a failed refresh: since when the data is current (the oldest failed read), and a retry of those', async () => {
    const failedEarly = read({ error: failure, updatedAt: at(9, 5) });
    const failedLate = read({ error: failure, updatedAt: at(14, 5) });
    const fine = read({ updatedAt: at(8, 0) });
    view = await mount(
      <AppRoot>
        <StaleNotice of={[fine, failedLate, failedEarly]} subject="balances" />
      </AppRoot>,
    );
    expect(notice()?.textContent).toContain('Couldn’t update');
    expect(notice()?.textContent).toContain('Balances as of 09:05');
    await click(notice()!.querySelector('button')!);
    expect(failedEarly.refresh).toHaveBeenCalledTimes(1);
    expect(failedLate.refresh).toHaveBeenCalledTimes(1);
    expect(fine.refresh).not.toHaveBeenCalled();
  });

  it('data from another day says the date too', async () => {
    view = await mount(
      <AppRoot>
        <StaleNotice of={[read({ error: failure, updatedAt: at(14, 5, 3) })]} subject="history" />
      </AppRoot>,
    );
    expect(notice()?.textContent).toMatch(/History as of \d{1,2} \w{3} \d{4}, 14:05/);
  });

  it('an update running past SLOW_MS says so, without a retry; it goes when the update lands', async () => {
    vi.useFakeTimers();
    const slow = read({ refreshing: true, updatedAt: at(9, 5) });
    view = await mount(
      <AppRoot>
        <StaleNotice of={[slow]} subject="balances" />
      </AppRoot>,
    );
    await inAct(() => vi.advanceTimersByTime(SLOW_MS - 100));
    expect(notice()).toBeNull();
    await inAct(() => vi.advanceTimersByTime(200));
    expect(notice()?.textContent).toContain('Still updating');
    expect(notice()?.textContent).toContain('Balances as of 09:05');
    expect(notice()?.querySelector('button')).toBeNull();
    await view.rerender(
      <AppRoot>
        <StaleNotice of={[read({ updatedAt: Date.now() })]} subject="balances" />
      </AppRoot>,
    );
    expect(notice()).toBeNull();
  });
});
