import { useMutation } from '@tanstack/react-query';
import { Button, Cell, List, Section, SegmentedControl } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { issuingApi } from '../../api/endpoints/issuing';
import { ApiError, messageOf } from '../../api/errors';
import { call } from '../../api/http';
import type { Program, SubAccountListItem } from '../../api/types/issuing';
import { t } from '../../i18n';
import { formatCurrencyAmount } from '../../lib/format';
import { haptic } from '../../lib/platform';
import { endpointQuery, queryClient } from '../../lib/server-state/client';
import { usePagedList } from '../../lib/server-state/paged';
import { walletQuery } from '../../lib/server-state/shared-queries';
import { useRead } from '../../lib/server-state/use-read';
import { paths } from '../../routing/paths';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { ReadPlaceholder } from '../../ui/ReadPlaceholder';
import { Screen } from '../../ui/Screen';
import { Sheet } from '../../ui/Sheet';
import { StaleNotice } from '../../ui/StaleNotice';
import { showToast } from '../../ui/toast';
import { invalidateCardLists } from './data';
import { programFacts } from './IssueCardSheet';
import './cards.css';

type Filter = 'all' | 'single';

/** Sub-accounts of a wallet with their cards; "Single card" = SPEC §9's filter (0 < cards < 2). */
export default function SubAccountsScreen() {
  const { walletId = '' } = useParams<{ walletId: string }>();
  const [filter, setFilter] = useState<Filter>('all');
  const [creating, setCreating] = useState(false);
  const wallet = useRead(walletQuery(walletId));
  const query =
    filter === 'single'
      ? ({
          limit: 10,
          offset: 0,
          lt_cards_limit: 2,
          gt_cards_limit: 0,
          show_cards: true,
          pagination: true,
        } as const)
      : ({ limit: 10, offset: 0, show_cards: true, pagination: true } as const);
  const pages = usePagedList(issuingApi.subAccounts, { path: { wallet_uuid: walletId }, query });
  const items = pages.items as SubAccountListItem[];

  return (
    <Screen
      title={
        wallet.data?.name ? t('cards.subs.titleOf', { wallet: wallet.data.name }) : t('cards.subs.title')
      }
      backTo={paths.cards()}
    >
      <div className="cards-toolbar">
        <SegmentedControl style={{ flex: 1 }}>
          <SegmentedControl.Item selected={filter === 'all'} onClick={() => setFilter('all')}>
            {t('cards.subs.all')}
          </SegmentedControl.Item>
          <SegmentedControl.Item selected={filter === 'single'} onClick={() => setFilter('single')}>
            {t('cards.subs.single')}
          </SegmentedControl.Item>
        </SegmentedControl>
      </div>
      <div className="cards-toolbar">
        <Button size="m" mode="bezeled" stretched onClick={() => setCreating(true)}>
          {t('cards.subs.open')}
        </Button>
      </div>
      <StaleNotice of={[pages.head]} subject="cards" />
      {pages.loading && <ListSkeleton rows={3} label={t('cards.subs.loading')} />}
      {!pages.loading && pages.error && items.length === 0 && (
        <ErrorState
          error={pages.error}
          onRetry={() => void pages.refresh()}
          title={t('cards.subs.loadFailed')}
        />
      )}
      {!pages.loading && !pages.error && items.length === 0 && (
        <EmptyState
          title={filter === 'single' ? t('cards.subs.empty.singleTitle') : t('cards.subs.empty.allTitle')}
          description={
            filter === 'single'
              ? t('cards.subs.empty.singleDescription')
              : t('cards.subs.empty.allDescription')
          }
        />
      )}
      {items.length > 0 && (
        <List>
          <Section
            footer={pages.total !== undefined ? t('cards.subs.count', { count: pages.total }) : undefined}
          >
            {items.map((s) => (
              <Link key={s.id} href={paths.subAccount(s.id)} asChild>
                <Cell
                  Component="a"
                  className="cards-link"
                  data-testid="sub-account"
                  multiline
                  subtitle={`${s.type === 'prepaid' ? t('cards.subType.prepaid') : t('cards.subType.shared')} · ${s.issuing_program.name}`}
                  description={
                    (s.cards ?? [])
                      .map((c) => t('cards.subs.cardLabel', { name: c.nick_name ?? c.brand, last4: c.last4 }))
                      .join(', ') || t('cards.subs.noCards')
                  }
                  after={formatCurrencyAmount(s.balance, s.currency)}
                >
                  {s.nick_name}
                </Cell>
              </Link>
            ))}
            {(pages.hasMore || pages.loadingMore) && (
              <Cell
                onClick={pages.loadMore}
                style={{ color: 'var(--tgui--link_color)' }}
                aria-busy={pages.loadingMore}
              >
                {pages.loadingMore ? t('cards.tx.loadingMore') : t('cards.tx.showMore')}
              </Cell>
            )}
          </Section>
        </List>
      )}
      {creating && <CreateSubAccountSheet walletId={walletId} onClose={() => setCreating(false)} />}
    </Screen>
  );
}

function CreateSubAccountSheet({ walletId, onClose }: { walletId: string; onClose: () => void }) {
  const programs = useRead(endpointQuery(issuingApi.programs, { query: { wallet_id: walletId } }));
  // Prepaid accounts open together with their card; only shared-balance programs open one alone.
  const eligible = (programs.data?.data ?? []).filter(
    (p) => (p.status ?? 'ACTIVE') === 'ACTIVE' && p.sub_account_type === 'balance',
  );
  const opening = useMutation(
    {
      mutationFn: (programId: string) =>
        call(issuingApi.createSubAccount, { body: { wallet_id: walletId, program_id: programId } }),
      onSuccess: invalidateCardLists,
    },
    queryClient,
  );
  // The program being opened (its row shows the spinner).
  const busy = opening.isPending ? opening.variables : null;
  const [error, setError] = useState('');
  const create = async (p: Program) => {
    if (busy) return;
    setError('');
    try {
      await opening.mutateAsync(p.id);
      haptic('success');
      showToast(t('cards.subs.create.opened'), { tone: 'success' });
      onClose();
    } catch (err) {
      haptic('error');
      setError(err instanceof ApiError ? err.message : messageOf(err, t('cards.subs.create.failed')));
    }
  };
  return (
    <Sheet open onOpenChange={(open) => !open && onClose()} title={t('cards.subs.create.title')}>
      <ReadPlaceholder read={programs} rows={2} label={t('cards.subs.create.loading')} />
      <Section footer={t('cards.subs.create.footer')}>
        {eligible.map((p) => (
          <Cell
            key={p.id}
            multiline
            onClick={() => create(p)}
            subtitle={programFacts(p)}
            after={busy === p.id ? '…' : '›'}
          >
            {p.name}
          </Cell>
        ))}
      </Section>
      {error && (
        <div className="cards-field-error" role="alert">
          {error}
        </div>
      )}
    </Sheet>
  );
}
