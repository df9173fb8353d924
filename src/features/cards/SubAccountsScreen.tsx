import { Button, Cell, List, Section, SegmentedControl } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { issuingApi } from '../../api/endpoints/issuing';
import { walletsApi } from '../../api/endpoints/wallets';
import { ApiError, messageOf } from '../../api/errors';
import { call } from '../../api/http';
import type { Program, SubAccountListItem } from '../../api/types/issuing';
import { paths } from '../../app/paths';
import { formatCurrencyAmount } from '../../lib/format';
import { haptic } from '../../lib/platform';
import { usePagedQuery, useQuery } from '../../lib/query';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { Screen } from '../../ui/Screen';
import { Sheet } from '../../ui/Sheet';
import { showToast } from '../../ui/toast';
import { invalidateCardLists } from './actions';
import { programFacts } from './IssueCardSheet';
import './cards.css';

type Filter = 'all' | 'single';

/** Sub-accounts of a wallet with their cards; "Single card" = SPEC §9's filter (0 < cards < 2). */
export default function SubAccountsScreen() {
  const { walletId = '' } = useParams<{ walletId: string }>();
  const [filter, setFilter] = useState<Filter>('all');
  const [creating, setCreating] = useState(false);
  const wallet = useQuery(walletsApi.get, { path: { wallet_id: walletId } });
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
  const pages = usePagedQuery(issuingApi.subAccounts, { path: { wallet_uuid: walletId }, query });
  const items = pages.items as SubAccountListItem[];

  return (
    <Screen
      title={wallet.data?.name ? `Sub-accounts · ${wallet.data.name}` : 'Sub-accounts'}
      backTo={paths.cards()}
    >
      <div className="cards-toolbar">
        <SegmentedControl style={{ flex: 1 }}>
          <SegmentedControl.Item selected={filter === 'all'} onClick={() => setFilter('all')}>
            All
          </SegmentedControl.Item>
          <SegmentedControl.Item selected={filter === 'single'} onClick={() => setFilter('single')}>
            Single card
          </SegmentedControl.Item>
        </SegmentedControl>
      </div>
      <div className="cards-toolbar">
        <Button size="m" mode="bezeled" stretched onClick={() => setCreating(true)}>
          Open a sub-account
        </Button>
      </div>
      {pages.loading && <ListSkeleton rows={3} label="Loading sub-accounts" />}
      {!pages.loading && pages.error && items.length === 0 && (
        <ErrorState
          error={pages.error}
          onRetry={() => void pages.refresh()}
          title="Could not load sub-accounts"
        />
      )}
      {!pages.loading && !pages.error && items.length === 0 && (
        <EmptyState
          title={filter === 'single' ? 'No single-card sub-accounts' : 'No sub-accounts yet'}
          description={
            filter === 'single'
              ? 'Sub-accounts holding exactly one card appear here.'
              : 'A sub-account is created with your first card, or opened here for a shared-balance program.'
          }
        />
      )}
      {items.length > 0 && (
        <List>
          <Section
            footer={
              pages.total !== undefined
                ? `${pages.total} sub-account${pages.total === 1 ? '' : 's'}`
                : undefined
            }
          >
            {items.map((s) => (
              <Link key={s.id} href={paths.subAccount(s.id)} asChild>
                <Cell
                  Component="a"
                  className="cards-link"
                  data-testid="sub-account"
                  multiline
                  subtitle={`${s.type === 'prepaid' ? 'Prepaid' : 'Shared balance'} · ${s.issuing_program.name}`}
                  description={
                    (s.cards ?? []).map((c) => `${c.nick_name ?? c.brand} •••• ${c.last4}`).join(', ') ||
                    'No cards'
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
                {pages.loadingMore ? 'Loading…' : 'Show more'}
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
  const programs = useQuery(issuingApi.programs, { query: { wallet_id: walletId } });
  // Prepaid accounts open together with their card; only shared-balance programs open one alone.
  const eligible = (programs.data?.data ?? []).filter(
    (p) => (p.status ?? 'ACTIVE') === 'ACTIVE' && p.sub_account_type === 'balance',
  );
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState('');
  const create = async (p: Program) => {
    if (busy) return;
    setBusy(p.id);
    setError('');
    try {
      await call(issuingApi.createSubAccount, { body: { wallet_id: walletId, program_id: p.id } });
      invalidateCardLists();
      haptic('success');
      showToast('Sub-account opened', { tone: 'success' });
      onClose();
    } catch (err) {
      haptic('error');
      setError(err instanceof ApiError ? err.message : messageOf(err, 'Could not open the sub-account.'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Sheet open onOpenChange={(open) => !open && onClose()} title="Open a sub-account">
      {programs.loading && <ListSkeleton rows={2} label="Loading programs" />}
      {programs.error && !programs.data && (
        <ErrorState error={programs.error} onRetry={() => void programs.refresh()} />
      )}
      <Section footer="Cards you add to it share its balance.">
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
