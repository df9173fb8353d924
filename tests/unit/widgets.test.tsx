import { AppRoot } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { encode } from 'uqr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardStatuses, cardTxStatuses } from '../../src/features/cards/labels';
import { orderStatuses } from '../../src/features/orders/order-labels';
import { CopyField } from '../../src/ui/CopyField';
import { EmptyState } from '../../src/ui/EmptyState';
import { ErrorState } from '../../src/ui/ErrorState';
import { ListSkeleton } from '../../src/ui/ListSkeleton';
import { Money } from '../../src/ui/Money';
import { QrCode } from '../../src/ui/QrCode';
import { StatusChip } from '../../src/ui/StatusChip';
import { kycStatuses, statusInfo, walletTxStatuses } from '../../src/ui/status';
import { currentToast, dismissToast, showToast, ToastHost } from '../../src/ui/toast';
import { click, flush, inAct, type Mounted, mount } from './react-harness';

let view: Mounted | undefined;
async function render(node: ReactNode) {
  view = await mount(<AppRoot>{node}</AppRoot>);
  return view.container;
}
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  dismissToast();
  vi.restoreAllMocks();
});

describe('Money', () => {
  it('formats with a platform currency and colours the direction', async () => {
    const usdt = { is_crypto: true, decimal: 6, render_decimal: 2, meta: { symbol: 'USDT' } };
    const c = await render(
      <>
        <Money amount="12.349" currency={usdt} />
        <Money amount="5" currency="USD" direction="in" />
        <Money amount="-5" currency="USD" direction="out" />
        <Money amount="5" currency="USD" direction="out" />
        <Money amount={null} currency="USD" />
      </>,
    );
    const spans = [...c.querySelectorAll('.ui-money')];
    expect(spans.map((s) => s.textContent)).toEqual(['12.34 USDT', '+$5.00', '-$5.00', '-$5.00', '—']);
    expect(spans[1]?.classList.contains('ui-money--in')).toBe(true);
    expect(spans[2]?.classList.contains('ui-money--out')).toBe(true);
    expect(spans[0]?.classList.contains('ui-money--in')).toBe(false);
  });
});

describe('StatusChip', () => {
  it('maps every kind to a label and tone, unknown values neutral', async () => {
    const c = await render(
      <>
        <StatusChip statuses={walletTxStatuses} status="complete" />
        <StatusChip statuses={orderStatuses} status="FAILED" />
        <StatusChip statuses={cardStatuses} status="FROZEN" />
        <StatusChip statuses={cardTxStatuses} status="CANCELLED" />
        <StatusChip statuses={kycStatuses} status="SOFT_REJECT" />
        <StatusChip statuses={orderStatuses} status="AWAITING_FUNDS" />
      </>,
    );
    const chips = [...c.querySelectorAll('.ui-chip')];
    expect(chips.map((s) => s.textContent)).toEqual([
      'Completed',
      'Failed',
      'Frozen',
      'Canceled',
      'Needs changes',
      'Awaiting funds',
    ]);
    expect(chips.map((s) => s.className.replace('ui-chip ui-chip--', ''))).toEqual([
      'success',
      'danger',
      'info',
      'neutral',
      'warning',
      'neutral',
    ]);
  });

  it('knows every status value the platform lists', () => {
    const lists: [string, Parameters<typeof statusInfo>[0], string[]][] = [
      ['wallet-tx', walletTxStatuses, ['complete', 'pending', 'canceled', 'failed', 'processing', 'new']],
      ['order', orderStatuses, ['NEW', 'PENDING', 'PROCESSING', 'CANCELED', 'COMPLETE', 'ERROR', 'FAILED']],
      ['card', cardStatuses, ['ACTIVE', 'FROZEN', 'BLOCKED', 'INACTIVE', 'CANCELED', 'CLOSED']],
      [
        'card-tx',
        cardTxStatuses,
        [
          'APPROVED',
          'CLEARED',
          'COMPLETED',
          'EXPIRED',
          'FAILED',
          'CANCELLED',
          'CANCELED',
          'PENDING',
          'REVERSED',
          'DECLINED',
        ],
      ],
      [
        'kyc',
        kycStatuses,
        [
          'APPROVED',
          'DECLINED',
          'PENDING',
          'HOLD',
          'DOUBLE',
          'SOFT_REJECT',
          'REJECT',
          'UNVERIFIED',
          'WAITING_ON_UBOS',
          'WAITING_ON_REVIEW',
        ],
      ],
    ];
    for (const [kind, table, values] of lists) {
      for (const v of values) {
        // A humanized fallback would equal the raw value turned into words; known ones are curated.
        expect(table[v], `${kind}:${v} has no entry`).toBeDefined();
        const info = statusInfo(table, v);
        expect(info.label, `${kind}:${v}`).not.toBe('Unknown');
        expect(info.label).not.toMatch(/_/);
      }
    }
    expect(statusInfo(kycStatuses, 'APPROVED').label).toBe('Verified');
    expect(statusInfo(orderStatuses, null)).toEqual({ label: 'Unknown', tone: 'neutral' });
  });
});

describe('QrCode', () => {
  it('draws exactly the modules uqr encodes, as SVG elements with a label', async () => {
    const value = 'TXYZ1234567890abcdefghijklmnopqrstuv';
    const c = await render(<QrCode value={value} label="Deposit address" size={180} />);
    const svg = c.querySelector('svg.ui-qr');
    expect(svg?.getAttribute('role')).toBe('img');
    expect(svg?.getAttribute('aria-label')).toBe('QR code: Deposit address');
    const expected = encode(value, { ecc: 'M', border: 2 });
    expect(svg?.getAttribute('viewBox')).toBe(`0 0 ${expected.size} ${expected.size}`);
    // Rebuild the matrix from the path and compare module by module.
    const d = svg?.querySelector('path')?.getAttribute('d') ?? '';
    const drawn = Array.from({ length: expected.size }, () => Array(expected.size).fill(false));
    for (const m of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
      const [x, y, n] = [Number(m[1]), Number(m[2]), Number(m[3])];
      for (let i = 0; i < n; i++) drawn[y]![x + i] = true;
    }
    expect(drawn).toEqual(expected.data);
  });
});

describe('CopyField and toasts', () => {
  it('copies the full value and confirms with a snackbar', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const address = '0x1234567890abcdef1234567890abcdef1234abcd';
    const c = await render(
      <>
        <CopyField label="Address" value={address} display="0x1234…abcd" mono />
        <ToastHost />
      </>,
    );
    expect(c.textContent).toContain('0x1234…abcd');
    const button = c.querySelector('button[aria-label="Copy address"]');
    expect(button).not.toBeNull();
    await click(button as Element);
    await flush();
    expect(writeText).toHaveBeenCalledWith(address);
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(currentToast()?.text).toBe('Copied');
    // The snackbar's code loads on first use (ui/toast.tsx): the words follow it.
    await vi.waitFor(() => expect(document.body.textContent).toContain('Copied'));
  });

  it('falls back to a textarea copy when the clipboard API refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    const exec = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { configurable: true, value: exec });
    const c = await render(<CopyField label="IBAN" value="DE89370400440532013000" />);
    await click(c.querySelector('.ui-copy') as Element);
    await flush();
    expect(exec).toHaveBeenCalledWith('copy');
    expect(currentToast()?.text).toBe('Copied');
  });

  // Issue 14: in Arabic and Persian an address or IBAN must keep its left-to-right order; a name
  // takes its own direction. On the old code neither had a direction of its own.
  it('keeps codes left to right and lets names take their own direction', async () => {
    const c = await render(
      <>
        <CopyField label="IBAN" value="DE89370400440532013000" mono />
        <CopyField label="Bank" value="مصرف الراجحي" />
        <Money amount="-5" currency="USD" />
      </>,
    );
    const values = c.querySelectorAll('.ui-copy__value');
    expect(values[0]?.getAttribute('dir')).toBe('ltr');
    expect(values[1]?.getAttribute('dir')).toBe('auto');
    expect(c.querySelector('.ui-money')?.getAttribute('dir')).toBe('ltr');
  });

  it('says so when nothing could copy', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    Object.defineProperty(document, 'execCommand', { configurable: true, value: () => false });
    const c = await render(<CopyField label="Memo" value="12345" />);
    await click(c.querySelector('.ui-copy') as Element);
    await flush();
    expect(currentToast()).toMatchObject({ tone: 'error' });
    expect(currentToast()?.text).toMatch(/Couldn[’']t copy/);
  });

  it('replaces the current toast with a newer one', async () => {
    await render(<ToastHost />);
    await inAct(() => showToast('First'));
    await inAct(() => showToast('Second', { tone: 'error' }));
    expect(document.body.textContent).toContain('Second');
    expect(document.body.textContent).not.toContain('First');
    expect(document.body.querySelector('[role="alert"]')?.textContent).toContain('Second');
  });
});

describe('states', () => {
  it('ErrorState shows the sentence and retries', async () => {
    const onRetry = vi.fn();
    const c = await render(
      <ErrorState
        error={{ message: 'No connection. Check your internet and try again.', isNetwork: true }}
        onRetry={onRetry}
      />,
    );
    expect(c.textContent).toContain('No connection');
    expect(c.textContent).toContain('Check your internet');
    const retry = [...c.querySelectorAll('button')].find((b) => b.textContent === 'Try again');
    await click(retry as Element);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('EmptyState and ListSkeleton render their content', async () => {
    const c = await render(
      <>
        <EmptyState title="No transactions yet" description="Deposits and withdrawals will appear here." />
        <ListSkeleton rows={3} />
      </>,
    );
    expect(c.textContent).toContain('No transactions yet');
    const skeleton = c.querySelector('[aria-busy="true"]');
    expect(skeleton?.querySelectorAll('.ui-skeleton__cell')).toHaveLength(3);
  });
});
