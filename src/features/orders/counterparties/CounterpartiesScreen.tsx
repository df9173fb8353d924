import { Button, Cell, Section } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { paths } from '../../../app/paths';
import { formatPhoneNumber } from '../../../lib/phone';
import { isTelegram } from '../../../lib/platform';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { useMainButton } from '../../../ui/MainButton';
import { Screen } from '../../../ui/Screen';
import { useCounterparties } from './api';
import { DestinationSheet } from './DestinationSheet';
import { DESTINATION_KIND_LABEL, type DestinationKind } from './destination-form';
import '../orders.css';

export const ALL_KINDS = Object.keys(DESTINATION_KIND_LABEL) as DestinationKind[];

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
    text: 'Add a recipient',
    onClick: () => setAdding(true),
    visible: telegram && !!list.data,
  });
  const addButton = (mode: 'filled' | 'bezeled') =>
    telegram ? undefined : (
      <Button size="l" stretched={mode === 'bezeled'} mode={mode} onClick={() => setAdding(true)}>
        Add a recipient
      </Button>
    );
  return (
    <Screen title="Recipients" backTo={paths.wallet(walletId)}>
      {list.error && !list.data ? (
        <ErrorState error={list.error} onRetry={list.refresh} />
      ) : list.loading ? (
        <ListSkeleton rows={4} />
      ) : rows.length === 0 ? (
        <EmptyState
          title="No recipients yet"
          description="Save a bank account or crypto address to pay it in a few taps."
          action={addButton('filled')}
        />
      ) : (
        <>
          <Section header={`${list.data?.total ?? rows.length} saved`}>
            {rows.map((c) => (
              <Cell
                key={c.id}
                subtitle={[c.type === 'BUSINESS' ? 'Business' : 'Person', c.email, formatPhoneNumber(c.phone)]
                  .filter(Boolean)
                  .join(' · ')}
                onClick={() => navigate(paths.counterparty(walletId, c.id))}
              >
                {c.name}
                {c.nickname ? ` (${c.nickname})` : ''}
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
