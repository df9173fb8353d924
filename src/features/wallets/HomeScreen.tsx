import { Button, Cell, Section } from '@telegram-apps/telegram-ui';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { walletsApi } from '../../api/endpoints/wallets';
import type { WalletSummary } from '../../api/types/wallets';
import { t } from '../../i18n';
import { formatMoney } from '../../lib/format';
import { initialsOf } from '../../lib/initials';
import { add, isPositive } from '../../lib/money';
import { cachedData, invalidateEndpoint, isUpdating } from '../../lib/server-state/client';
import { useBaseCurrency, useOffered } from '../../lib/tenant-config';
import { isVerified } from '../../lib/verification-wallet';
import { paths } from '../../routing/paths';
import { ErrorState } from '../../ui/ErrorState';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { PullToRefresh } from '../../ui/PullToRefresh';
import { Screen } from '../../ui/Screen';
import { SLOW_MS, useAfter } from '../../ui/use-after';
import { ActionBar } from './components/ActionBar';
import { RecentActivity } from './components/RecentActivity';
import { isolatedValues } from './components/rich-values';
import { useWallet, useWalletList, walletInput } from './data';
import { walletTypeLabel } from './wallet-types';
import './wallets.css';

// The sheet (and telegram-ui's Modal behind it, ~60 kB) loads on first open, not with home.
const CreateWalletSheet = lazy(() =>
  import('./CreateWalletSheet').then((m) => ({ default: m.CreateWalletSheet })),
);
// Only an account that cannot do anything yet, or figures that are not current, need these:
// they load then, apart from home's first screen (its budget has no room for them).
const FirstRun = lazy(() => import('./components/FirstRun'));
const HomeStale = lazy(() => import('./components/HomeStale'));

/** `updating`: the figures are last session's (or being refetched) until fresh ones arrive. */
type Totals = Record<string, { fiat: string; crypto: string; total: string; updating: boolean }>;

/**
 * Home: total balance (a skeleton while it loads, a retry when a wallet failed), quick actions,
 * wallets with type/name/total, recent activity across wallets; pull down to refresh. Requests:
 * GET /wallets once, GET /wallets/{id} and its first history page once per wallet.
 */
export default function HomeScreen() {
  const list = useWalletList();
  // Totals already in the cache (a return to home, or last session's at relaunch) show in the
  // first render, not one effect round later.
  const [totals, setTotals] = useState<Totals>(() => cachedTotals(list.data?.data ?? []));
  const [createOpen, setCreateOpen] = useState(false);
  const wallets = list.data?.data ?? [];
  // The platform reports totals in the tenant's base currency (its config, read at launch).
  const { currency: base, pending: basePending } = useBaseCurrency();
  const kycOffered = useOffered('kyc');

  const report = useCallback((id: string, value: Totals[string]) => {
    setTotals((prev) =>
      prev[id]?.total === value.total &&
      prev[id]?.fiat === value.fiat &&
      prev[id]?.updating === value.updating
        ? prev
        : { ...prev, [id]: value },
    );
  }, []);
  // Wallets whose last read failed, with figures shown (stale) or without (the hero says so).
  const [failedIds, setFailedIds] = useState<ReadonlySet<string>>(new Set());
  const [activityFailed, setActivityFailed] = useState(false);
  const reportError = useCallback((id: string, failed: boolean) => {
    setFailedIds((prev) => {
      if (prev.has(id) === failed) return prev;
      const next = new Set(prev);
      if (failed) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);
  const shown = wallets.map((w) => totals[w.uuid]).filter((t): t is Totals[string] => !!t);
  const complete = wallets.length > 0 && shown.length === wallets.length && !basePending;
  const sum = (key: 'fiat' | 'crypto' | 'total') => shown.reduce((acc, t) => add(acc, t[key]), '0');
  const updating = list.updating || shown.some((t) => t.updating);
  // Figures still updating after SLOW_MS, or that failed to refresh, say so (HomeStale).
  const slow = useAfter(complete && updating, SLOW_MS);
  const total = sum('total');

  const refresh = () => {
    invalidateEndpoint(walletsApi.get);
    invalidateEndpoint(walletsApi.transactions);
    void list.refresh();
  };
  const failed = wallets.filter((w) => totals[w.uuid] === undefined && failedIds.has(w.uuid));
  // The wallet the first steps' 'Verify' is about (FirstRun): verified there, that step is done;
  // a tenant without verification has no such step.
  const verified = isVerified(wallets) || !kycOffered;

  return (
    <Screen title={t('home.screen.title')} root hideTitle>
      <PullToRefresh onRefresh={refresh} refreshing={list.refreshing}>
        <header
          className="w-hero w-hero--home"
          aria-live="polite"
          aria-busy={!complete || updating}
          data-updating={complete && updating}
        >
          <div className="w-hero__label">{t('home.total.label')}</div>
          <div className="w-hero__total" data-testid="total-balance">
            {complete ? (
              formatMoney(total, { currency: base })
            ) : failed.length > 0 || (list.error && !list.data) ? (
              <span className="w-hero__error">{t('home.total.failed')}</span>
            ) : (
              <span className="ui-skel" role="img" aria-label={t('home.total.loading')} />
            )}
          </div>
          {/* One line, kept from the first paint: the split (or "Updating…" over last session's
              figures) fills it in without pushing the wallets down. */}
          <div className="w-hero__split">
            {complete && updating && !slow
              ? t('home.total.updating')
              : complete &&
                isolatedValues('home.total.split', {
                  fiat: formatMoney(sum('fiat'), { currency: base }),
                  crypto: formatMoney(sum('crypto'), { currency: base }),
                })}
          </div>
          {failed.length > 0 && (
            <Button size="s" mode="bezeled" onClick={refresh} loading={list.refreshing}>
              {t('home.total.retry')}
            </Button>
          )}
        </header>
        {(list.error || failedIds.size > 0 || activityFailed || slow) && (
          <Suspense fallback={null}>
            <HomeStale wallets={wallets} slow={slow} retrying={updating} onRetry={refresh} />
          </Suspense>
        )}
        {/* Money moves from wallets the user runs: a member's (role "user") are the platform's 403. */}
        <ActionBar walletId={null} choices={wallets.filter((w) => w.role !== 'user')} />
        {list.loading && <ListSkeleton rows={3} label={t('home.wallets.loading')} />}
        {list.error && !list.data && <ErrorState error={list.error} onRetry={list.refresh} />}
        {list.data && (wallets.length === 0 || (complete && !(isPositive(total) && verified))) && (
          <Suspense fallback={null}>
            <FirstRun
              wallets={wallets}
              funded={isPositive(total)}
              onCreateWallet={() => setCreateOpen(true)}
            />
          </Suspense>
        )}
        {list.data && (
          <Section header={t('home.wallets.header')}>
            {wallets.map((w) => (
              <WalletCell key={w.uuid} wallet={w} base={base} onTotals={report} onError={reportError} />
            ))}
            <Cell onClick={() => setCreateOpen(true)} before={<span className="w-avatar">+</span>}>
              {t('home.wallets.new')}
            </Cell>
          </Section>
        )}
        {list.data && wallets.length > 0 && <RecentActivity wallets={wallets} onFailed={setActivityFailed} />}
      </PullToRefresh>
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
  onError,
}: {
  wallet: WalletSummary;
  base: string | undefined;
  onTotals: (id: string, t: Totals[string]) => void;
  onError: (id: string, failed: boolean) => void;
}) {
  const [, navigate] = useLocation();
  const detail = useWallet(wallet.uuid);
  const data = detail.data;
  const failed = !!detail.error;
  useEffect(() => onError(wallet.uuid, failed), [failed, wallet.uuid, onError]);
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
  const name = wallet.name ?? t('home.wallet.fallbackName');
  const initials = initialsOf(wallet.name ?? type ?? name);
  return (
    <Cell
      data-testid={`wallet-${wallet.uuid}`}
      onClick={() => navigate(paths.wallet(wallet.uuid))}
      before={
        wallet.logo_url ? (
          <img className="w-avatar" src={wallet.logo_url} alt="" />
        ) : (
          <span className="w-avatar">{initials}</span>
        )
      }
      subtitle={
        [
          // "Personal · Personal" says nothing: the type only when the name is not already it.
          type && type !== wallet.name ? type : null,
          wallet.role !== 'owner' ? t('home.wallet.shared', { role: wallet.role }) : null,
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
      {name}
    </Cell>
  );
}

function cachedTotals(wallets: WalletSummary[]): Totals {
  const totals: Totals = {};
  for (const w of wallets) {
    const input = walletInput(w.uuid);
    const data = cachedData(walletsApi.get, input);
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
