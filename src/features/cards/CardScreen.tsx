import { useMutation } from '@tanstack/react-query';
import { Button, Cell, List, Section } from '@telegram-apps/telegram-ui';
import { type ButtonHTMLAttributes, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { issuingApi } from '../../api/endpoints/issuing';
import { messageOf } from '../../api/errors';
import { t } from '../../i18n';
import { haptic } from '../../lib/platform';
import { endpointQuery, queryClient } from '../../lib/server-state/client';
import { useRead } from '../../lib/server-state/use-read';
import { paths } from '../../routing/paths';
import { LineIcon } from '../../ui/LineIcon';
import { Screen } from '../../ui/Screen';
import { StaleNotice } from '../../ui/StaleNotice';
import { StatusChip } from '../../ui/StatusChip';
import { showToast } from '../../ui/toast';
import { CardTopUpSheet, CardWithdrawSheet } from '../orders';
import { CardCodeSheet } from './CardCodeSheet';
import { CardDetailsSheet } from './CardDetailsSheet';
import { CardFace } from './CardFace';
import { CloseCardSheet } from './CloseCardSheet';
import { freezeMutation } from './data';
import { LimitsSection } from './LimitsSection';
import { cardStatuses, cardTypeLabel, csvFileName, formFactorLabel } from './labels';
import { RecordFallback } from './RecordFallback';
import { RenameSheet } from './RenameSheet';
import { TopUpProgress } from './TopUpProgress';
import { TransactionsList } from './TransactionsList';
import './cards.css';

type SheetName = 'details' | 'code' | 'rename' | 'close' | 'topup' | 'cardback' | null;

/** One card: face, actions, limits, program facts, transactions. */
export default function CardScreen() {
  const { cardId = '' } = useParams<{ cardId: string }>();
  const [, navigate] = useLocation();
  const cardQuery = useRead(endpointQuery(issuingApi.card, { path: { card_id: cardId } }));
  const card = cardQuery.data;
  // API.md §12.1: the card detail is completed by its sub-account.
  const subQuery = useRead(
    endpointQuery(issuingApi.subAccount, card ? { path: { sub_account_id: card.fiat_account.id } } : null),
  );
  const [sheet, setSheet] = useState<SheetName>(null);
  // The card order the screen follows until it settles: a top-up or money back to the wallet.
  const [following, setFollowing] = useState<{ uuid: string; kind: 'topup' | 'cardback' } | null>(null);
  // Optimistic: the new status shows at once and comes back if the platform refuses (actions.ts).
  const freeze = useMutation(freezeMutation(), queryClient);

  if (cardQuery.loading || !card) {
    return <RecordFallback read={cardQuery} record="card" />;
  }

  const status = card.card_status;
  const closed = status === 'CLOSED' || status === 'CANCELED';
  const frozen = status === 'FROZEN';
  const canToggle = status === 'ACTIVE' || status === 'FROZEN';
  const subAccount = subQuery.data ?? card.fiat_account;
  // The sheets that move money onto or off the card, or close it, each start from this.
  const moneySheet = { card, subAccount, onClose: () => setSheet(null) };

  const toggleFreeze = () => {
    if (freeze.isPending) return;
    freeze.mutate(
      { cardId: card.card_id, frozen: !frozen },
      {
        onSuccess: () => {
          haptic('success');
          showToast(frozen ? t('cards.card.unfrozen') : t('cards.card.frozen'), { tone: 'success' });
        },
        onError: (err) => {
          haptic('error');
          showToast(frozen ? t('cards.card.unfreezeFailed') : t('cards.card.freezeFailed'), {
            tone: 'error',
            description: messageOf(err, t('cards.action.pleaseRetry')),
          });
        },
      },
    );
  };

  return (
    <Screen title={card.nick_name || t('cards.card.title')} backTo={paths.cards()}>
      <div className="cards-faces">
        <CardFace card={card} subAccount={subAccount} />
      </div>
      <StaleNotice of={[cardQuery, subQuery]} subject="cards" />
      {!closed && (
        <div className="card-actions">
          <CardAction
            icon="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z"
            label={t('cards.card.actions.details')}
            onClick={() => setSheet('details')}
            disabled={!canToggle && status !== 'INACTIVE'}
          />
          <CardAction
            // A snowflake: six arms with small branches.
            icon="M12 2v20M3.3 7l17.4 10M3.3 17l17.4-10M9.5 3.5L12 6l2.5-2.5M9.5 20.5L12 18l2.5 2.5M3 10.2l3.4-.9-.9-3.4M21 13.8l-3.4.9.9 3.4M3 13.8l3.4.9-.9 3.4M21 10.2l-3.4-.9.9-3.4"
            label={frozen ? t('cards.card.actions.unfreeze') : t('cards.card.actions.freeze')}
            onClick={toggleFreeze}
            disabled={!canToggle}
            aria-pressed={frozen}
          />
          <CardAction
            icon="M12 5v14M5 12h14"
            label={t('cards.card.actions.topUp')}
            onClick={() => setSheet('topup')}
          />
          <CardAction
            // An arrow out of the card, down into the wallet.
            icon="M12 4v12M7 11l5 5 5-5M5 20h14"
            label={t('cards.card.actions.toWallet')}
            onClick={() => setSheet('cardback')}
          />
          <CardAction
            icon="M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4"
            label={t('cards.card.actions.code')}
            onClick={() => setSheet('code')}
            disabled={status !== 'ACTIVE'}
          />
        </div>
      )}
      <List>
        {following && (
          <TopUpProgress
            key={following.uuid}
            walletId={card.wallet_id}
            orderUuid={following.uuid}
            cardId={card.card_id}
            kind={following.kind}
            onDismiss={() => setFollowing(null)}
          />
        )}
        {closed && (
          <Section>
            <Cell multiline description={t('cards.card.closed.description')}>
              {t('cards.card.closed.title')}
            </Cell>
          </Section>
        )}
        {status === 'BLOCKED' && (
          <Section>
            <Cell multiline description={t('cards.card.blocked.description')}>
              {t('cards.card.blocked.title')}
            </Cell>
          </Section>
        )}
        <Section header={t('cards.card.section')}>
          <Cell after={<StatusChip statuses={cardStatuses} status={status} />}>
            {t('cards.card.row.status')}
          </Cell>
          <Cell
            after={card.nick_name}
            onClick={closed ? undefined : () => setSheet('rename')}
            description={closed ? undefined : t('cards.card.row.rename')}
          >
            {t('cards.card.row.name')}
          </Cell>
          {/* Long values under their label, not beside it: beside, a long program name squeezed the
              label to "K…" in the longer languages. */}
          <Cell multiline subhead={t('cards.card.row.program')}>
            {card.issuing_programs.name}
          </Cell>
          <Cell multiline subhead={t('cards.card.row.card')}>
            {t('cards.card.row.cardValue', {
              brand: card.brand,
              type: cardTypeLabel(card.type),
              formFactor: formFactorLabel(card.form_factor),
            })}
          </Cell>
          {card.name_on_card && <Cell after={card.name_on_card}>{t('cards.card.row.nameOnCard')}</Cell>}
          <Link href={paths.subAccount(subAccount.id)} asChild>
            <Cell
              Component="a"
              className="cards-link"
              subtitle={
                subAccount.type === 'prepaid' ? t('cards.subType.prepaidAccount') : t('cards.subType.shared')
              }
              after="›"
            >
              {subAccount.nick_name}
            </Cell>
          </Link>
        </Section>
        {!closed && card.limits && <LimitsSection card={card} />}
        <TransactionsList
          source={{ cardId: card.card_id }}
          csvName={csvFileName(card.nick_name || t('cards.details.title', { last4: card.last4 }))}
        />
        {!closed && (
          <Section>
            <div style={{ padding: 16 }}>
              <Button
                size="l"
                stretched
                mode="bezeled"
                onClick={() => setSheet('close')}
                style={{ color: 'var(--tgui--destructive_text_color)' }}
              >
                {t('cards.card.close')}
              </Button>
            </div>
          </Section>
        )}
      </List>

      {sheet === 'details' && <CardDetailsSheet card={card} onClose={() => setSheet(null)} />}
      {sheet === 'code' && <CardCodeSheet cardId={card.card_id} onClose={() => setSheet(null)} />}
      {sheet === 'rename' && <RenameSheet card={card} onClose={() => setSheet(null)} />}
      {sheet === 'topup' && (
        <CardTopUpSheet
          {...moneySheet}
          onSubmitted={(uuid) => setFollowing(uuid ? { uuid, kind: 'topup' } : null)}
        />
      )}
      {sheet === 'cardback' && (
        <CardWithdrawSheet
          {...moneySheet}
          onSubmitted={(uuid) => setFollowing(uuid ? { uuid, kind: 'cardback' } : null)}
        />
      )}
      {sheet === 'close' && (
        <CloseCardSheet {...moneySheet} onClosed={() => navigate(paths.cards(), { replace: true })} />
      )}
    </Screen>
  );
}

/** One of the card's quick actions: an icon over its name. */
function CardAction({
  icon,
  label,
  ...button
}: { icon: string; label: string } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>) {
  return (
    <button type="button" className="card-action" {...button}>
      <LineIcon d={icon} size={24} />
      {label}
    </button>
  );
}
