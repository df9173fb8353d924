import { Button, Cell, List, Placeholder, Section } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { issuingApi } from '../../api/endpoints/issuing';
import { MY_WALLETS, walletsApi } from '../../api/endpoints/wallets';
import { paths } from '../../app/paths';
import { formatCurrencyAmount, shortAddress } from '../../lib/format';
import { isPositive } from '../../lib/money';
import { haptic } from '../../lib/platform';
import { useQuery } from '../../lib/query';
import { ErrorState } from '../../ui/ErrorState';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { Screen } from '../../ui/Screen';
import { showToast } from '../../ui/toast';
import { CardFace } from './CardFace';
import { IssueCardSheet } from './IssueCardSheet';
import { TransactionsList } from './TransactionsList';
import './cards.css';

const DETAIL_LABELS: [string, string][] = [
  ['iban', 'IBAN'],
  ['swift_code', 'SWIFT / BIC'],
  ['bank_name', 'Bank'],
  ['bank_address', 'Bank address'],
  ['receiver_name', 'Receiver'],
  ['reference_number', 'Reference'],
  ['payment_details', 'Payment details'],
  ['registration_number', 'Registration number'],
];

const CHAIN_NAMES: Record<number, string> = {
  1: 'Ethereum',
  56: 'BNB Smart Chain',
  728126428: 'Tron',
  101: 'Solana',
};

/** One sub-account: balance, its cards, bank and crypto deposit details, transactions, CSV. */
export default function SubAccountScreen() {
  const { subAccountId = '' } = useParams<{ subAccountId: string }>();
  const [, navigate] = useLocation();
  const sub = useQuery(issuingApi.subAccount, { path: { sub_account_id: subAccountId } });
  const s = sub.data;
  const cards = useQuery(
    issuingApi.cards,
    s ? { query: { wallet_uuid: s.wallet_id, limit: 50, offset: 0, fiat_account_id: s.id } } : null,
  );
  const wallets = useQuery(walletsApi.list, MY_WALLETS);
  const [adding, setAdding] = useState(false);

  const copy = async (value: string, what: string) => {
    try {
      await navigator.clipboard.writeText(value);
      haptic('success');
      showToast(`${what} copied`, { tone: 'success' });
    } catch {
      showToast(`Could not copy the ${what}`, { tone: 'error' });
    }
  };

  if (sub.loading) {
    return (
      <Screen title="Sub-account" backTo={paths.cards()}>
        <ListSkeleton rows={4} label="Loading sub-account" />
      </Screen>
    );
  }
  if (!s) {
    return (
      <Screen title="Sub-account" backTo={paths.cards()}>
        {sub.error ? (
          <ErrorState
            error={sub.error}
            onRetry={() => void sub.refresh()}
            title="Could not load this sub-account"
          />
        ) : (
          <Placeholder header="Sub-account not found" />
        )}
      </Screen>
    );
  }
  const live = (cards.data?.data ?? []).filter(
    (c) => c.card_status !== 'CLOSED' && c.card_status !== 'CANCELED',
  );
  const canAdd = s.type === 'balance' && s.status === 'ACTIVE' && s.cards_count < s.issuing_program.max_cards;
  const details = s.account_details as Record<string, string> | undefined;

  return (
    <Screen title={s.nick_name} backTo={paths.subAccounts(s.wallet_id)}>
      <List>
        <Section>
          <Cell
            subhead={s.type === 'prepaid' ? 'Prepaid balance' : 'Shared balance'}
            description={`${s.issuing_program.name} · ${s.status === 'ACTIVE' ? 'Active' : s.status}`}
          >
            <span style={{ fontSize: 28, fontWeight: 600 }} data-testid="sub-account-balance">
              {formatCurrencyAmount(s.balance, s.currency)}
            </span>
          </Cell>
          {isPositive(s.realtimeauth_balance) && (
            <Cell after={formatCurrencyAmount(s.realtimeauth_balance, s.currency)}>
              Held by pending payments
            </Cell>
          )}
        </Section>
        <Section header={`Cards (${live.length})`}>
          {cards.loading && <ListSkeleton rows={1} label="Loading cards" />}
          {cards.error && !cards.data && (
            <ErrorState error={cards.error} onRetry={() => void cards.refresh()} />
          )}
          {live.length > 0 && (
            <div className="cards-faces">
              {live.map((c) => (
                <CardFace
                  key={c.card_id}
                  card={c}
                  subAccount={s}
                  compact
                  onOpen={() => navigate(paths.card(c.card_id))}
                />
              ))}
            </div>
          )}
          {cards.data && live.length === 0 && <Cell>No active cards on this account.</Cell>}
          {canAdd && (
            <div style={{ padding: 12 }}>
              <Button size="m" mode="bezeled" stretched onClick={() => setAdding(true)}>
                Add a card
              </Button>
            </div>
          )}
        </Section>
        {details && (
          <Section header="Bank details for top-ups" footer="Tap a line to copy it.">
            {DETAIL_LABELS.filter(([k]) => details[k]).map(([k, name]) => (
              <Cell key={k} multiline subhead={name} onClick={() => copy(details[k]!, name)} after="Copy">
                {details[k]}
              </Cell>
            ))}
          </Section>
        )}
        {(s.crypto_details?.length ?? 0) > 0 && (
          <Section header="Crypto deposit" footer="Send only the listed currency on the listed network.">
            {s.crypto_details!.map((d) => (
              <Cell
                key={`${d.chain_id}:${d.deposit_address}`}
                multiline
                subhead={`USDT · ${CHAIN_NAMES[d.chain_id] ?? `chain ${d.chain_id}`}`}
                description={d.memo ? `Memo: ${d.memo}` : undefined}
                onClick={() => copy(d.deposit_address, 'Deposit address')}
                after="Copy"
              >
                {shortAddress(d.deposit_address, 10, 8)}
              </Cell>
            ))}
          </Section>
        )}
        <TransactionsList
          source={{ subAccountId: s.id }}
          csvName={`sub-account-${s.id.slice(0, 8)}-transactions.csv`}
        />
      </List>
      {adding && (
        <IssueCardSheet
          wallets={(wallets.data?.data ?? []).filter((w) => w.uuid === s.wallet_id)}
          presetWalletId={s.wallet_id}
          presetSubAccountId={s.id}
          onClose={() => setAdding(false)}
        />
      )}
    </Screen>
  );
}
