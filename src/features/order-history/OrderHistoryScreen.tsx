import { Button, Section } from '@telegram-apps/telegram-ui';
import { memo, useMemo, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { messageOf } from '../../api/errors';
import type { Order } from '../../api/types';
import { t } from '../../i18n';
import { dayKey, formatDay, formatTime, isolateInRtl } from '../../lib/format';
import { haptic } from '../../lib/platform';
import { useWallet } from '../../lib/wallet-reads';
import { paths } from '../../routing/paths';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { TextField } from '../../ui/Field';
import { useFileDelivery } from '../../ui/FileDelivery';
import { FilterChips } from '../../ui/FilterChips';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { PagedFooter } from '../../ui/PagedFooter';
import { Screen } from '../../ui/Screen';
import { StaleNotice } from '../../ui/StaleNotice';
import { showToast } from '../../ui/toast';
import { exportOrdersCsv, useLiveStatuses, useOrderHistory } from './data';
import { badRange, type HistoryFilters, isFiltered, NO_FILTERS, STATUS_GROUPS, TYPE_GROUPS } from './filters';
import { OrderRow } from './OrderRow';
import './order-history.css';

/**
 * A wallet's orders (API.md §16.4): newest first, page by page as the user scrolls, narrowed by
 * status, type and dates (§16.5), each opening the order's own screen; statuses that have not
 * settled follow live; the same selection exports as CSV.
 */
export default function OrderHistoryScreen() {
  const { walletId = '' } = useParams<{ walletId: string }>();
  const [, navigate] = useLocation();
  const [filters, setFilters] = useState<HistoryFilters>(NO_FILTERS);
  const wrongRange = badRange(filters);
  // A range that ends before it starts asks nothing: the fields say what is wrong.
  const asked = wrongRange ? null : filters;
  const list = useOrderHistory(walletId, asked);
  useLiveStatuses(walletId, asked, list.items);
  const wallet = useWallet(walletId);
  const delivery = useFileDelivery();
  const [exporting, setExporting] = useState(false);
  const set = (patch: Partial<HistoryFilters>) => setFilters((f) => ({ ...f, ...patch }));

  const exportCsv = async () => {
    if (!asked) return;
    setExporting(true);
    try {
      const name = t('history.file.name', {
        wallet: wallet.data?.name ?? t('home.wallet.fallbackName'),
        date: new Date().toISOString().slice(0, 10),
      });
      const file = await exportOrdersCsv(walletId, asked, name);
      await delivery.deliver(
        file,
        t(isFiltered(asked) ? 'history.export.noteFiltered' : 'history.export.noteAll'),
      );
    } catch (err) {
      haptic('error');
      showToast(messageOf(err, t('history.export.failed')), { tone: 'error' });
    } finally {
      setExporting(false);
    }
  };

  const groups = useMemo(() => byDay(list.items), [list.items]);
  const hasMoney = (wallet.data?.balance.length ?? 0) > 0;
  // Where a first order starts: an exchange, or money first. Picked, then called: the browser-floor
  // check (tests/unit/floor-js.ts) reads a call of `.exchange(…)` as the Web API of that name.
  const firstStep = (hasMoney ? paths.exchange : paths.walletDeposit)(walletId);
  const empty = !list.loading && !list.error && list.items.length === 0 && !wrongRange;

  return (
    <Screen title={t('history.title')} backTo={paths.wallet(walletId)}>
      <FilterChips
        label={t('history.filter.status')}
        options={STATUS_GROUPS.map((g) => ({ id: g.id, label: t(g.labelKey) }))}
        value={filters.status}
        onChange={(status) => set({ status })}
      />
      <FilterChips
        label={t('history.filter.type')}
        options={TYPE_GROUPS.map((g) => ({ id: g.id, label: t(g.labelKey) }))}
        value={filters.type}
        onChange={(type) => set({ type })}
      />
      <div className="oh-dates">
        <TextField
          label={t('history.filter.from')}
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          status={wrongRange ? 'error' : 'default'}
          onChange={(e) => set({ from: e.target.value })}
        />
        <TextField
          label={t('history.filter.to')}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          error={wrongRange ? t('history.filter.badRange') : undefined}
          onChange={(e) => set({ to: e.target.value })}
        />
      </div>
      <div className="oh-toolbar">
        {isFiltered(filters) && (
          <Button mode="plain" size="s" onClick={() => setFilters(NO_FILTERS)}>
            {t('history.filter.clear')}
          </Button>
        )}
        <Button
          mode="plain"
          size="s"
          onClick={exportCsv}
          loading={exporting}
          disabled={exporting || !asked || empty}
        >
          {t('history.export.action')}
        </Button>
      </div>
      <StaleNotice of={[list.head]} subject="history" />
      {list.loading && <ListSkeleton rows={6} label={t('history.loading')} />}
      {list.error && list.items.length === 0 && !list.loading && (
        <ErrorState error={list.error} onRetry={list.refresh} />
      )}
      {empty &&
        (isFiltered(filters) ? (
          <EmptyState
            title={t('history.noMatch.title')}
            description={t('history.noMatch.description')}
            action={
              <Button size="m" mode="bezeled" onClick={() => setFilters(NO_FILTERS)}>
                {t('history.filter.clear')}
              </Button>
            }
          />
        ) : (
          // Nothing yet: the way to a first order (money first, for a wallet that has none).
          <EmptyState
            title={t('history.empty.title')}
            description={t(hasMoney ? 'history.empty.description' : 'history.empty.descriptionNoMoney')}
            action={
              <Button size="m" onClick={() => navigate(firstStep)}>
                {t(hasMoney ? 'history.empty.exchange' : 'history.empty.deposit')}
              </Button>
            }
          />
        ))}
      {groups.map((g) => (
        <DayGroup key={g.key} label={g.label} orders={g.orders} walletId={walletId} />
      ))}
      <PagedFooter
        list={list}
        words={{
          loadingMore: t('history.loadingMore'),
          loadMoreFailed: t('history.loadMoreFailed'),
          loadMore: t('history.loadMore'),
          count: (count) => t('history.count', { count }),
        }}
      />
      {delivery.panel}
    </Screen>
  );
}

interface Day {
  key: string;
  label: string;
  orders: Order[];
}

function byDay(orders: readonly Order[]): Day[] {
  const days: Day[] = [];
  const now = new Date();
  for (const o of orders) {
    const key = dayKey(o.created_at);
    const last = days[days.length - 1];
    if (last?.key === key) last.orders.push(o);
    else days.push({ key, label: formatDay(o.created_at, now), orders: [o] });
  }
  return days;
}

/** One day of orders; renders again only when one of its orders changed (the cache keeps the rest). */
const DayGroup = memo(
  function DayGroup({ label, orders, walletId }: { label: string; orders: Order[]; walletId: string }) {
    return (
      <Section header={isolateInRtl(label)}>
        {orders.map((o) => (
          <OrderRow key={o.order_uuid} order={o} walletId={walletId} time={formatTime(o.created_at)} />
        ))}
      </Section>
    );
  },
  (a, b) =>
    a.label === b.label &&
    a.walletId === b.walletId &&
    a.orders.length === b.orders.length &&
    a.orders.every((o, i) => o === b.orders[i]),
);
