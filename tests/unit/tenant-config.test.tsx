import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';

vi.mock('../../src/api/http', () => ({ call: vi.fn() }));

import { notifyManager } from '@tanstack/react-query';
import { AppRoot } from '@telegram-apps/telegram-ui';
import { Suspense } from 'react';
import { systemApi } from '../../src/api/endpoints/system';
import { ApiError } from '../../src/api/errors';
import { call } from '../../src/api/http';
import { queryClient } from '../../src/lib/server-state/client';
import {
  offers,
  type SystemConfig,
  startTenantConfig,
  type TenantFeature,
  useOffered,
} from '../../src/lib/tenant-config';
import { OfferedOnly } from '../../src/ui/OfferedOnly';
import { deferred, flush, inAct, type Mounted, mount } from './react-harness';

/**
 * "Is X offered": the tenant's SystemConfig flags decide, through one read that falls back to the
 * legacy path only on a 404, and a route guard that says plainly when a service is not offered.
 */
const callMock = call as unknown as Mock;
notifyManager.setScheduler(queueMicrotask);

const CONFIG: SystemConfig = {
  default_theme_mode: 'light',
  theme_switch: true,
  enable_kyc: true,
  enable_exchange: true,
  enable_auto_exchange: false,
  enable_crypto_withdrawal: true,
  enable_referral_program: false,
  tg_bot_name: 'Bot',
  base_currency: 'USD',
  metrics_data: null,
};
const notFound = new ApiError({
  kind: 'http',
  status: 404,
  service: 'v2',
  method: 'GET',
  path: '/system/config',
});
const unreachable = new ApiError({
  kind: 'network',
  status: 0,
  service: 'v2',
  method: 'GET',
  path: '/system/config',
});

let view: Mounted | undefined;
beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
  callMock.mockReset();
});
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

describe('offers(): one flag per service', () => {
  const FLAG: Record<TenantFeature, keyof SystemConfig> = {
    kyc: 'enable_kyc',
    exchange: 'enable_exchange',
    autoExchange: 'enable_auto_exchange',
    cryptoWithdrawal: 'enable_crypto_withdrawal',
    referrals: 'enable_referral_program',
  };
  it.each(Object.entries(FLAG))('%s follows %s, and only it', (feature, flag) => {
    const on = { ...CONFIG, [flag]: true };
    const off = { ...CONFIG, [flag]: false };
    expect(offers(on, feature as TenantFeature)).toBe(true);
    expect(offers(off, feature as TenantFeature)).toBe(false);
    // Every other service keeps its own answer.
    for (const other of Object.keys(FLAG) as TenantFeature[])
      if (other !== feature) expect(offers(off, other)).toBe(offers(CONFIG, other));
  });

  it('unknown while there is no config; a flag the answer lacks is off', () => {
    expect(offers(undefined, 'exchange')).toBeUndefined();
    const { enable_exchange: _, ...older } = CONFIG;
    expect(offers(older as SystemConfig, 'exchange')).toBe(false);
  });
});

describe('the read', () => {
  it('current path, without the token; the legacy one only after a 404', async () => {
    callMock.mockRejectedValueOnce(notFound).mockResolvedValueOnce({ ...CONFIG, base_currency: 'EUR' });
    expect((await startTenantConfig())?.base_currency).toBe('EUR');
    expect(callMock.mock.calls.map(([ep, input]) => [ep.path, input.token])).toEqual([
      ['/system/config', null],
      ['/tenants/config', null],
    ]);
  });

  it('any other failure is no reason for the legacy path', async () => {
    callMock.mockRejectedValue(unreachable);
    expect(await startTenantConfig()).toBeUndefined();
    expect(callMock.mock.calls.map(([ep]) => ep)).toEqual([systemApi.config]);
  });

  it('the next launch (or a cleared cache) starts from the last answer while a fresh one is read', async () => {
    callMock.mockResolvedValueOnce({ ...CONFIG, enable_exchange: false });
    await startTenantConfig();
    queryClient.clear(); // a new launch, or another owner
    const later = deferred<SystemConfig>();
    callMock.mockReturnValueOnce(later.promise);
    view = await mount(<Probe feature="exchange" />);
    expect(view.container.textContent).toBe('exchange: no');
    void startTenantConfig();
    await inAct(() => later.resolve(CONFIG));
    await flush();
    expect(view.container.textContent).toBe('exchange: yes');
  });
});

function Probe({ feature }: { feature: TenantFeature }) {
  return <>{`${feature}: ${useOffered(feature) ? 'yes' : 'no'}`}</>;
}

describe('entry points and the route guard', () => {
  const guarded = (feature: TenantFeature) => (
    <AppRoot>
      <Suspense fallback="loading code">
        <OfferedOnly feature={feature}>
          <p>the screen</p>
        </OfferedOnly>
      </Suspense>
    </AppRoot>
  );

  it('while the config is unknown: no entry point, and the guarded screen waits', async () => {
    const pending = deferred<SystemConfig>();
    callMock.mockReturnValue(pending.promise);
    view = await mount(
      <>
        <Probe feature="kyc" />
        {guarded('kyc')}
      </>,
    );
    expect(view.container.textContent).toContain('kyc: no');
    expect(view.container.textContent).not.toContain('the screen');
    expect(view.container.querySelector('[aria-busy="true"]')).not.toBeNull();
    await inAct(() => pending.resolve(CONFIG));
    await flush();
    expect(view.container.textContent).toContain('kyc: yes');
    expect(view.container.textContent).toContain('the screen');
  });

  it('a service turned off: its route says so plainly, with the way back', async () => {
    callMock.mockResolvedValue({ ...CONFIG, enable_exchange: false });
    view = await mount(guarded('exchange'));
    await flush();
    await vi.waitFor(() => expect(view!.container.textContent).toContain('Not offered here'));
    expect(view.container.textContent).toContain('Money doesn’t offer currency exchange.');
    expect(view.container.textContent).not.toContain('the screen');
    expect(view.container.querySelector('button')?.textContent).toBe('Go to home');
  });

  it('a config that cannot be read hides no screen (the platform still refuses what it does not offer)', async () => {
    callMock.mockRejectedValue(unreachable);
    view = await mount(guarded('exchange'));
    await flush();
    expect(view.container.textContent).toContain('the screen');
  });
});
