import { Cell, Section } from '@telegram-apps/telegram-ui';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { systemApi } from '../../api/endpoints/system';
import { walletsApi } from '../../api/endpoints/wallets';
import type { WalletSummary } from '../../api/types/wallets';
import { paths } from '../../app/paths';
import { formatMoney } from '../../lib/format';
import { add } from '../../lib/money';
import { getQueryData, invalidate, isUpdating } from '../../lib/query';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { Screen } from '../../ui/Screen';
import { ActionBar } from './components/ActionBar';
import { useWallet, useWalletList, walletInput } from './data';
import { rememberBalances } from './launch-data';
import { walletTypeLabel } from './wallet-types';
import './wallets.css';

// The sheet (and telegram-ui's Modal behind it, ~60 kB) loads on first open, not with home.
const CreateWalletSheet = lazy(() =>
  import('./CreateWalletSheet').then((m) => ({ default: m.CreateWalletSheet })),
);

/** `updating`: the figures are last session's (or being refetched) until fresh ones arrive. */
type Totals = Record<string, { fiat: string; crypto: string; total: string; updating: boolean }>;

/**
 * Home: total balance, wallets with type/name/total, quick actions. Requests: GET /wallets once
 * and GET /wallets/{id} once per wallet (its totals); nothing else.
 */
export default function HomeScreen() {
  const list = useWalletList();
  // Totals already in the cache (a return to home, or last session's at relaunch) show in the
  // first render, not one effect round later.
  const [totals, setTotals] = useState<Totals>(() => cachedTotals(list.data?.data ?? []));
  const [createOpen, setCreateOpen] = useState(false);
  const wallets = list.data?.data ?? [];
  // The platform reports totals in the tenant's base currency; read it from the config when it
  // is cached (the wallet screen loads it) rather than spending a request on home. Sandbox: USD.
  const base = getQueryData(systemApi.tenantConfig, {})?.base_currency ?? 'USD';

  const report = useCallback((id: string, value: Totals[string]) => {
    setTotals((prev) =>
      prev[id]?.total === value.total &&
      prev[id]?.fiat === value.fiat &&
      prev[id]?.updating === value.updating
        ? prev
        : { ...prev, [id]: value },
    );
  }, []);
  const shown = wallets.map((w) => totals[w.uuid]).filter((t): t is Totals[string] => !!t);
  const complete = wallets.length > 0 && shown.length === wallets.length;
  const sum = (key: 'fiat' | 'crypto' | 'total') => shown.reduce((acc, t) => add(acc, t[key]), '0');
  const updating = list.updating || shown.some((t) => t.updating);

  // Fresh list and totals: keep them for the next launch (shown at once, marked as updating).
  // biome-ignore lint/correctness/useExhaustiveDependencies: list.data and totals: save each fresh set.
  useEffect(() => {
    if (complete && !updating) rememberBalances();
  }, [complete, updating, list.data, totals]);

  const refresh = () => {
    invalidate(walletsApi.get);
    void list.refresh();
  };

  return (
    <Screen title="Wallets" root hideTitle>
      <header
        className="w-hero w-hero--home"
        aria-live="polite"
        aria-busy={complete && updating}
        data-updating={complete && updating}
      >
        <div className="w-hero__label">Total balance</div>
        <div className="w-hero__total" data-testid="total-balance">
          {complete ? formatMoney(sum('total'), { currency: base }) : '…'}
        </div>
        {complete && updating && <div className="w-hero__updating">Updating…</div>}
        {complete && (
          <div className="w-hero__split">
            Fiat {formatMoney(sum('fiat'), { currency: base })} · Crypto{' '}
            {formatMoney(sum('crypto'), { currency: base })}
          </div>
        )}
      </header>
      <ActionBar walletId={null} choices={wallets} />
      {list.loading && <ListSkeleton rows={3} label="Loading wallets" />}
      {list.error && !list.data && <ErrorState error={list.error} onRetry={list.refresh} />}
      {list.data && (
        <Section
          header={
            <Section.Header>
              <span className="w-section-head">
                Wallets
                {/* Sized like the header text it sits in (a telegram-ui Button is taller). */}
                <button
                  type="button"
                  className="w-head-action"
                  onClick={refresh}
                  disabled={list.refreshing}
                  aria-busy={list.refreshing}
                >
                  {list.refreshing ? 'Refreshing…' : 'Refresh'}
                </button>
              </span>
            </Section.Header>
          }
        >
          {wallets.length === 0 && (
            <EmptyState title="No wallets yet" description="Create a wallet to receive and hold money." />
          )}
          {wallets.map((w) => (
            <WalletCell key={w.uuid} wallet={w} base={base} onTotals={report} />
          ))}
          <Cell onClick={() => setCreateOpen(true)} before={<span className="w-avatar">+</span>}>
            New wallet
          </Cell>
        </Section>
      )}
      {createOpen && (
        <Suspense fallback={null}>
          <CreateWalletSheet open={createOpen} onOpenChange={setCreateOpen} />
        </Suspense>
      )}
    </Screen>
  );
}

function WalletCell({
  wallet,
  base,
  onTotals,
}: {
  wallet: WalletSummary;
  base: string;
  onTotals: (id: string, t: Totals[string]) => void;
}) {
  const [, navigate] = useLocation();
  const detail = useWallet(wallet.uuid);
  const data = detail.data;
  useEffect(() => {
    if (data)
      onTotals(wallet.uuid, {
        fiat: String(data.fiat_total),
        crypto: String(data.crypto_total),
        total: String(data.total_amount),
        updating: detail.updating,
      });
  }, [data, detail.updating, wallet.uuid, onTotals]);
  const type = walletTypeLabel(wallet.type);
  const initials = initialsOf(wallet.name ?? type ?? 'Wallet');
  return (
    <Cell
      data-testid={`wallet-${wallet.uuid}`}
      onClick={() => navigate(paths.wallet(wallet.uuid))}
      before={<span className="w-avatar">{initials}</span>}
      subtitle={
        [
          // "Personal · Personal" says nothing: the type only when the name is not already it.
          type && type !== wallet.name ? type : null,
          wallet.role !== 'owner' ? `shared · ${wallet.role}` : null,
        ]
          .filter(Boolean)
          .join(' · ') || undefined
      }
      after={
        <span className="w-amount">
          {data ? formatMoney(String(data.total_amount), { currency: base }) : detail.error ? '—' : '…'}
        </span>
      }
    >
      {wallet.name ?? 'Wallet'}
    </Cell>
  );
}

function cachedTotals(wallets: WalletSummary[]): Totals {
  const totals: Totals = {};
  for (const w of wallets) {
    const input = walletInput(w.uuid);
    const data = getQueryData(walletsApi.get, input);
    if (data)
      totals[w.uuid] = {
        fiat: String(data.fiat_total),
        crypto: String(data.crypto_total),
        total: String(data.total_amount),
        updating: isUpdating(walletsApi.get, input),
      };
  }
  return totals;
}

/** "Acme Trading Ltd" → "AT", "Main" → "M" (not "MA", which reads as a word of its own). */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => [...w][0] ?? '')
    .join('')
    .toUpperCase();
}
