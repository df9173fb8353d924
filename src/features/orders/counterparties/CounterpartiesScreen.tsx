import { Button, Cell, Section } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { paths } from '../../../app/paths';
import { t } from '../../../i18n';
import { formatPhoneNumber } from '../../../lib/phone';
import { isTelegram } from '../../../lib/platform';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { useMainButton } from '../../../ui/MainButton';
import { Screen } from '../../../ui/Screen';
import { StaleNotice } from '../../../ui/StaleNotice';
import { useCounterparties } from './api';
import { DestinationSheet } from './DestinationSheet';
import { ALL_KINDS } from './destination-form';
import { dotted, Ltr } from './Ltr';
import '../orders.css';

/** The wallet's counterparties (people and businesses it pays or is paid by). */
export default function CounterpartiesScreen() {
  const { walletId = '' } = useParams<{ walletId: string }>();
  const [, navigate] = useLocation();
  const list = useCounterparties(walletId);
  const [adding, setAdding] = useState(false);
  const rows = list.data?.data ?? [];
  const telegram = isTelegram();
  // The screen's primary action: Telegram's MainButton there, a button in the page on the web.
  useMainButton({
    text: t('recipients.list.add'),
    onClick: () => setAdding(true),
    visible: telegram && !!list.data,
  });
  const addButton = (mode: 'filled' | 'bezeled') =>
    telegram ? undefined : (
      <Button size="l" stretched={mode === 'bezeled'} mode={mode} onClick={() => setAdding(true)}>
        {t('recipients.list.add')}
      </Button>
    );
  return (
    <Screen title={t('recipients.list.title')} backTo={paths.wallet(walletId)}>
      <StaleNotice of={[list]} />
      {list.error && !list.data ? (
        <ErrorState error={list.error} onRetry={list.refresh} />
      ) : list.loading ? (
        <ListSkeleton rows={4} />
      ) : rows.length === 0 ? (
        <EmptyState
          title={t('recipients.list.emptyTitle')}
          description={t('recipients.list.emptyDescription')}
          action={addButton('filled')}
        />
      ) : (
        <>
          <Section header={t('recipients.list.saved', { count: list.data?.total ?? rows.length })}>
            {rows.map((c) => (
              <Cell
                key={c.id}
                subtitle={dotted([
                  c.type === 'BUSINESS' ? t('recipients.type.business') : t('recipients.type.person'),
                  c.email && <Ltr>{c.email}</Ltr>,
                  c.phone && <Ltr>{formatPhoneNumber(c.phone)}</Ltr>,
                ])}
                onClick={() => navigate(paths.counterparty(walletId, c.id))}
              >
                {c.nickname
                  ? t('recipients.list.nameWithNickname', { name: c.name, nickname: c.nickname })
                  : c.name}
              </Cell>
            ))}
          </Section>
          {!telegram && <div className="o-row-actions">{addButton('bezeled')}</div>}
        </>
      )}
      {adding && (
        <DestinationSheet
          walletId={walletId}
          open={adding}
          onClose={() => setAdding(false)}
          counterpartyId={null}
          kinds={ALL_KINDS}
          onCreated={(_d, cpId) => {
            setAdding(false);
            navigate(paths.counterparty(walletId, cpId));
          }}
        />
      )}
    </Screen>
  );
}
