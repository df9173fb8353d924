import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { ordersV2Api } from '../../api/endpoints/orders';
import { walletsApi } from '../../api/endpoints/wallets';
import { call } from '../../api/http';
import type { Order, OrderList, OrderStatus } from '../../api/types';
import { textFile } from '../../lib/download';
import { endpointQuery, invalidateEndpoint, queryClient } from '../../lib/server-state/client';
import { pagedQuery, usePagedList } from '../../lib/server-state/paged';
import { walletInput } from '../../lib/wallet-reads';
import { filterQuery, type HistoryFilters, isUnsettled, STATUS_GROUPS, UNSETTLED } from './filters';

/** A wallet's orders (API.md §16.4), newest first, through the query cache. */
export const PAGE_SIZE = 20;
/** How often unsettled orders are asked after, while the screen is visible. */
export const LIVE_MS = 4000;

export const historyInput = (walletId: string, f: HistoryFilters) => ({
  path: { wallet_uuid: walletId },
  query: { sort_by: 'created_at', sort_order: 'desc' as const, ...filterQuery(f) },
});

export const useOrderHistory = (walletId: string, f: HistoryFilters | null) =>
  usePagedList(ordersV2Api.list, f ? historyInput(walletId, f) : null, { pageSize: PAGE_SIZE });

/**
 * Live statuses: while an order on screen has not settled, the screen asks for the unsettled ones
 * alone (one request, the same filters with status narrowed to NEW/PENDING/PROCESSING) every few
 * seconds. When one of them moved on (or a new one appeared), the list is read again, every
 * loaded page, and so are the wallet's balances and history, which the order changed. Nothing
 * polls once everything shown has settled, and nothing while the app is hidden (the client's
 * interval pauses then; coming back reads at once).
 */
export function useLiveStatuses(walletId: string, f: HistoryFilters | null, shown: readonly Order[]) {
  const open = useMemo(() => shown.filter((o) => isUnsettled(o.status)), [shown]);
  const signature = open.map((o) => `${o.order_uuid}:${o.status}`).join(',');
  const statuses = f ? liveStatuses(f) : [];
  const input =
    f && open.length > 0 && statuses.length > 0
      ? {
          path: { wallet_uuid: walletId },
          query: {
            sort_by: 'created_at',
            sort_order: 'desc' as const,
            limit: 100,
            offset: 0,
            ...filterQuery(f, statuses),
          },
        }
      : null;
  const live = useQuery(
    {
      ...endpointQuery(ordersV2Api.list, input, { staleMs: LIVE_MS, pollMs: LIVE_MS }),
      // What the list just read is the first answer: the first request waits one interval.
      initialData: (): OrderList => ({ data: open, count: open.length, has_more: false }),
      initialDataUpdatedAt: Date.now,
    },
    queryClient,
  );
  const answer = live.data;
  useEffect(() => {
    if (!answer || !f) return;
    const now = answer.data.map((o) => `${o.order_uuid}:${o.status}`).join(',');
    if (now === signature) return;
    void queryClient.invalidateQueries({
      queryKey: pagedQuery(ordersV2Api.list, historyInput(walletId, f), PAGE_SIZE).queryKey,
    });
    invalidateEndpoint(walletsApi.get, walletInput(walletId));
    invalidateEndpoint(walletsApi.transactions);
  }, [answer, signature, walletId, f]);
}

/** The unsettled statuses within the chosen status group (all of them when none is chosen). */
function liveStatuses(f: HistoryFilters): readonly OrderStatus[] {
  const chosen = STATUS_GROUPS.find((g) => g.id === f.status)?.statuses ?? [];
  return chosen.length ? UNSETTLED.filter((s) => chosen.includes(s)) : UNSETTLED;
}

/**
 * The orders as a CSV file: the platform's CSV form of the list (§16.4) with the screen's filters
 * and dates, so the file holds what the screen shows. API.md shows no columns, so the platform's
 * file is handed over as it comes (a UTF-8 byte-order mark added for spreadsheet apps).
 */
export async function exportOrdersCsv(walletId: string, f: HistoryFilters, fileName: string): Promise<File> {
  const csv = await call(ordersV2Api.listCsv, { path: { wallet_uuid: walletId }, query: filterQuery(f) });
  return textFile(`${fileName}.csv`, csv, 'text/csv');
}
