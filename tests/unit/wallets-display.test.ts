import { describe, expect, it } from 'vitest';
import type { WalletTransaction } from '../../src/api/types/wallets';
import { shareLinks } from '../../src/features/wallets/links';
import {
  backoffDelay,
  directionOf,
  explorerUrl,
  groupByDay,
  isLive,
  kindOf,
  methodLabel,
  pairExchanges,
  shortWhen,
  transactionTitle,
} from '../../src/features/wallets/tx-display';
import { walletTypeLabel } from '../../src/features/wallets/wallet-types';
import { fromStartParam } from '../../src/routing/deep-links';

const usdt = { meta: { symbol: 'USDT', name: 'Tether' } } as never;

describe('wallet transaction display', () => {
  it('direction comes from the type; unknown types fall back to the amount sign', () => {
    expect(directionOf({ type: 'deposit', amount: '5' })).toBe('in');
    expect(directionOf({ type: 'withdrawal_crypto', amount: '5' })).toBe('out');
    expect(directionOf({ type: 'adjustment', amount: '-2' })).toBe('out');
    expect(directionOf({ type: 'adjustment', amount: '2' })).toBe('in');
  });

  it('live statuses keep polling; final ones stop', () => {
    expect(['new', 'pending', 'processing'].every(isLive)).toBe(true);
    expect(['complete', 'failed', 'canceled', 'weird'].some(isLive)).toBe(false);
  });

  it('titles say what happened', () => {
    expect(
      transactionTitle({ type: 'deposit', method: 'crypto', record_type: 'DEPOSIT', currency: usdt }),
    ).toBe('Received');
    expect(
      transactionTitle({ type: 'withdrawal', method: 'exchange', record_type: null, currency: usdt }),
    ).toBe('Exchanged');
    expect(transactionTitle({ type: 'withdrawal', method: null, record_type: 'FEE', currency: usdt })).toBe(
      'Fee',
    );
    // No raw record type ever reaches the screen, and no dash for an unknown method.
    expect(
      transactionTitle({
        type: 'deposit',
        method: null,
        record_type: 'DEPOSIT_CRYPTO_EXTERNAL',
        currency: usdt,
      }),
    ).toBe('Received');
    expect(methodLabel(null)).toBe('');
    expect(methodLabel('some_new_rail')).toBe('');
    expect(kindOf({ type: 'withdrawal', method: null, record_type: 'TRANSFER_CARD_PREPAID' })).toBe('card');
  });

  it('an exchange booked as two transactions is one history item (BTC → ETH)', () => {
    const leg = (id: number, type: string, symbol: string, order: string, at = '2026-11-20T10:00:00Z') =>
      ({
        id,
        type,
        method: 'exchange',
        record_type: 'EXCHANGE_CRYPTO_INTERNAL',
        status: 'complete',
        created_at: at,
        amount: '1',
        currency: { meta: { symbol, name: symbol } },
        meta: { order_id: order },
      }) as unknown as WalletTransaction;
    const dep = {
      ...leg(9, 'deposit', 'USD', 'z'),
      method: 'crypto',
      record_type: 'DEPOSIT',
    } as WalletTransaction;
    const items = pairExchanges([leg(3, 'deposit', 'ETH', 'o1'), leg(2, 'withdrawal', 'BTC', 'o1'), dep]);
    expect(items).toHaveLength(2);
    expect(items[0]!.exchange!.out.id).toBe(2);
    expect(items[0]!.exchange!.in.id).toBe(3);
    expect(items[1]!.exchange).toBeUndefined();
    // Two legs of different orders stay two rows.
    expect(pairExchanges([leg(5, 'deposit', 'ETH', 'a'), leg(4, 'withdrawal', 'BTC', 'b')])).toHaveLength(2);
  });

  it('groups consecutive rows by local day with Today / Yesterday labels', () => {
    const now = new Date(2026, 10, 21, 12, 0);
    const at = (d: number, h: number) => new Date(2026, 10, d, h).toISOString();
    const groups = groupByDay(
      [
        { created_at: at(21, 9) },
        { created_at: at(21, 8) },
        { created_at: at(20, 23) },
        { created_at: at(3, 1) },
      ],
      now,
    );
    expect(groups.map((g) => [g.label, g.items.length])).toEqual([
      ['Today', 2],
      ['Yesterday', 1],
      ['3 Nov 2026', 1],
    ]);
  });

  it('explorer links only for chains that have one', () => {
    expect(explorerUrl(1, '0xabc')).toBe('https://etherscan.io/tx/0xabc');
    expect(explorerUrl(728126428, 'ff')).toBe('https://tronscan.org/#/transaction/ff');
    expect(explorerUrl(999, '0xabc')).toBeNull();
    expect(explorerUrl(1, null)).toBeNull();
  });

  it('back-off grows from 1.5 s and is capped', () => {
    expect(backoffDelay(0)).toBe(1500);
    expect(backoffDelay(1)).toBe(2250);
    expect(backoffDelay(2)).toBeGreaterThan(backoffDelay(1));
    expect(backoffDelay(50)).toBe(10_000);
  });

  it('wallet type labels, including the UI value p2p and unknown types', () => {
    expect(walletTypeLabel('trading')).toBe('Trading (P2P)');
    expect(walletTypeLabel('p2p')).toBe('Trading (P2P)');
    expect(walletTypeLabel('savings')).toBe('savings');
    expect(walletTypeLabel(undefined)).toBeNull();
  });
});

describe('short dates in recent rows', () => {
  const now = new Date(2026, 10, 21, 12, 0);
  it('says today and yesterday, drops this year, keeps an older year', () => {
    expect(shortWhen(new Date(2026, 10, 21, 9, 5).toISOString(), now)).toBe('Today, 09:05');
    expect(shortWhen(new Date(2026, 10, 20, 17, 7).toISOString(), now)).toBe('Yesterday, 17:07');
    expect(shortWhen(new Date(2026, 10, 3, 8, 0).toISOString(), now)).toBe('3 Nov, 08:00');
    expect(shortWhen(new Date(2025, 10, 3, 8, 0).toISOString(), now)).toBe('3 Nov 2025, 08:00');
  });
});

describe('support links', () => {
  it('gives a Telegram startapp link and a web link that open the same path', () => {
    const path = '/wallets/0b6a7c1e-0000-4000-8000-000000000001';
    const links = shareLinks(path, '@SandboxMoneyBot', 'https://app.example.com/');
    expect(links.web).toBe(`https://app.example.com${path}`);
    expect(links.telegram).toBe(
      'https://t.me/SandboxMoneyBot?startapp=wallets_0b6a7c1e-0000-4000-8000-000000000001',
    );
    const param = new URL(links.telegram!).searchParams.get('startapp');
    expect(fromStartParam(param)).toBe(path);
  });

  it('no Telegram link without a bot name', () => {
    expect(shareLinks('/wallets/x', null, 'https://a.b').telegram).toBeNull();
  });
});
