import { Button, Cell, List, Section } from '@telegram-apps/telegram-ui';
import { type ReactNode, useState } from 'react';
import { useParams } from 'wouter';
import { issuingApi } from '../../api/endpoints/issuing';
import { type MessageKey, t } from '../../i18n';
import { formatCurrencyAmount, shortAddress } from '../../lib/format';
import { isPositive } from '../../lib/money';
import { haptic } from '../../lib/platform';
import { endpointQuery } from '../../lib/server-state/client';
import { walletsQuery } from '../../lib/server-state/shared-queries';
import { useRead } from '../../lib/server-state/use-read';
import { paths } from '../../routing/paths';
import { ReadPlaceholder } from '../../ui/ReadPlaceholder';
import { Screen } from '../../ui/Screen';
import { StaleNotice } from '../../ui/StaleNotice';
import { statusInfo } from '../../ui/status';
import { showToast } from '../../ui/toast';
import { CardWithdrawSheet } from '../orders';
import { CardFaces } from './CardFace';
import { IssueCardSheet } from './IssueCardSheet';
import { csvFileName, subAccountStatuses } from './labels';
import { RecordFallback } from './RecordFallback';
import { TopUpProgress } from './TopUpProgress';
import { TransactionsList } from './TransactionsList';
import './cards.css';

const DETAIL_LABELS: [string, MessageKey][] = [
  ['iban', 'cards.sub.detail.iban'],
  ['swift_code', 'cards.sub.detail.swiftCode'],
  ['bank_name', 'cards.sub.detail.bankName'],
  ['bank_address', 'cards.sub.detail.bankAddress'],
  ['receiver_name', 'cards.sub.detail.receiverName'],
  ['reference_number', 'cards.sub.detail.referenceNumber'],
  ['payment_details', 'cards.sub.detail.paymentDetails'],
  ['registration_number', 'cards.sub.detail.registrationNumber'],
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
  const sub = useRead(endpointQuery(issuingApi.subAccount, { path: { sub_account_id: subAccountId } }));
  const s = sub.data;
  const cards = useRead(
    endpointQuery(
      issuingApi.cards,
      s ? { query: { wallet_uuid: s.wallet_id, limit: 50, offset: 0, fiat_account_id: s.id } } : null,
    ),
  );
  const wallets = useRead(walletsQuery());
  const [adding, setAdding] = useState(false);
  const [movingOut, setMovingOut] = useState(false);
  const [following, setFollowing] = useState<string | null>(null);

  const copy = async (value: string, what: string) => {
    try {
      await navigator.clipboard.writeText(value);
      haptic('success');
      showToast(t('cards.sub.copied', { what }), { tone: 'success' });
    } catch {
      showToast(t('cards.sub.copyFailed', { what }), { tone: 'error' });
    }
  };

  if (sub.loading || !s) {
    return <RecordFallback read={sub} record="subAccount" />;
  }
  const live = (cards.data?.data ?? []).filter(
    (c) => c.card_status !== 'CLOSED' && c.card_status !== 'CANCELED',
  );
  const canAdd = s.type === 'balance' && s.status === 'ACTIVE' && s.cards_count < s.issuing_program.max_cards;
  const details = s.account_details as Record<string, string> | undefined;

  return (
    <Screen title={s.nick_name} backTo={paths.subAccounts(s.wallet_id)}>
      <StaleNotice of={[sub, cards]} subject="cards" />
      <List>
        <Section>
          <Cell
            subhead={s.type === 'prepaid' ? t('cards.sub.prepaidBalance') : t('cards.sub.sharedBalance')}
            description={t('cards.sub.programStatus', {
              program: s.issuing_program.name,
              status:
                s.status === 'ACTIVE'
                  ? t('cards.sub.active')
                  : statusInfo(subAccountStatuses, s.status).label,
            })}
          >
            <span style={{ fontSize: 28, fontWeight: 600 }} data-testid="sub-account-balance">
              {formatCurrencyAmount(s.balance, s.currency)}
            </span>
          </Cell>
          {isPositive(s.realtimeauth_balance) && (
            <Cell after={formatCurrencyAmount(s.realtimeauth_balance, s.currency)}>
              {t('cards.sub.held')}
            </Cell>
          )}
          {s.status === 'ACTIVE' && isPositive(s.balance) && (
            <SectionButton onClick={() => setMovingOut(true)}>
              {t('cards.card.actions.toWallet')}
            </SectionButton>
          )}
        </Section>
        {following && (
          <TopUpProgress
            key={following}
            walletId={s.wallet_id}
            orderUuid={following}
            cardId={null}
            kind="cardback"
            onDismiss={() => setFollowing(null)}
          />
        )}
        <Section header={t('cards.sub.cards', { count: live.length })}>
          <ReadPlaceholder read={cards} rows={1} label={t('cards.sub.cardsLoading')} />
          {live.length > 0 && <CardFaces cards={live} subAccount={s} />}
          {cards.data && live.length === 0 && <Cell>{t('cards.sub.noActiveCards')}</Cell>}
          {canAdd && <SectionButton onClick={() => setAdding(true)}>{t('cards.sub.addCard')}</SectionButton>}
        </Section>
        {details && (
          <Section header={t('cards.sub.bankDetails')} footer={t('cards.sub.bankDetailsFooter')}>
            {DETAIL_LABELS.filter(([k]) => details[k]).map(([k, key]) => (
              <Cell
                key={k}
                multiline
                subhead={t(key)}
                onClick={() => copy(details[k]!, t(key))}
                after={t('cards.action.copy')}
              >
                <span dir="ltr">{details[k]}</span>
              </Cell>
            ))}
          </Section>
        )}
        {(s.crypto_details?.length ?? 0) > 0 && (
          <Section header={t('cards.sub.crypto')} footer={t('cards.sub.cryptoFooter')}>
            {s.crypto_details!.map((d) => (
              <Cell
                key={`${d.chain_id}:${d.deposit_address}`}
                multiline
                // i18n-ignore: a ticker and a network name, the same in every language
                subhead={`USDT · ${CHAIN_NAMES[d.chain_id] ?? t('cards.sub.chain', { id: d.chain_id })}`}
                description={d.memo ? t('cards.sub.memo', { memo: d.memo }) : undefined}
                onClick={() => copy(d.deposit_address, t('cards.sub.depositAddress'))}
                after={t('cards.action.copy')}
              >
                <span dir="ltr">{shortAddress(d.deposit_address, 10, 8)}</span>
              </Cell>
            ))}
          </Section>
        )}
        <TransactionsList source={{ subAccountId: s.id }} csvName={csvFileName(s.nick_name)} />
      </List>
      {movingOut && (
        <CardWithdrawSheet
          card={null}
          subAccount={s}
          onClose={() => setMovingOut(false)}
          onSubmitted={setFollowing}
        />
      )}
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

/** An action at the foot of a section, across its width. */
function SectionButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <div style={{ padding: 12 }}>
      <Button size="m" mode="bezeled" stretched onClick={onClick}>
        {children}
      </Button>
    </div>
  );
}
