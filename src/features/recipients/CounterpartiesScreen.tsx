import { Button, Cell, Section } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import type { Counterparty } from '../../api/types';
import { t } from '../../i18n';
import { ALL_KINDS } from '../../lib/destination-form';
import { formatPhoneNumber } from '../../lib/phone';
import { isTelegram } from '../../lib/platform';
import { paths } from '../../routing/paths';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { Ltr } from '../../ui/Ltr';
import { useMainButton } from '../../ui/MainButton';
import { NameAvatar } from '../../ui/NameAvatar';
import { Screen } from '../../ui/Screen';
import { StaleNotice } from '../../ui/StaleNotice';
import { DestinationSheet } from './DestinationSheet';
import { useCounterparties } from './data';
import { dotted } from './dotted';
import { PinToggle, usePin } from './PinToggle';

/**
 * The wallet's counterparties, in two lists: the user's own accounts (API.md §8 `is_self`: where
 * they buy from and sell to) and their recipients (people and businesses they pay).
 */
export default function CounterpartiesScreen() {
  const { walletId = '' } = useParams<{ walletId: string }>();
  const [, navigate] = useLocation();
  const list = useCounterparties(walletId);
  const [adding, setAdding] = useState<'own' | 'payee' | null>(null);
  const rows = list.data?.data ?? [];
  const own = rows.filter((c) => c.is_self);
  const payees = rows.filter((c) => !c.is_self);
  // Pinned (favourite) recipients first, in a section of their own, the pin on each row. Our
  // platform answers them first too (sandbox/counterparties); a platform that sorts only by
  // sort_by still gets them on top here.
  const pinned = payees.filter((c) => c.is_pinned);
  const others = payees.filter((c) => !c.is_pinned);
  const togglePin = usePin(walletId);
  const telegram = isTelegram();
  // The screen's primary action: Telegram's MainButton there, a button in the page on the web.
  useMainButton({
    text: t('recipients.list.add'),
    onClick: () => setAdding('payee'),
    visible: telegram && !!list.data,
  });
  const open = (c: Counterparty) => navigate(paths.counterparty(walletId, c.id));
  return (
    <Screen title={t('recipients.list.title')} backTo={paths.wallet(walletId)}>
      <StaleNotice of={[list]} />
      {list.error && !list.data ? (
        <ErrorState error={list.error} onRetry={list.refresh} />
      ) : list.loading ? (
        <ListSkeleton rows={4} />
      ) : (
        <>
          <Section header={t('recipients.own.section')} footer={t('recipients.own.footer')}>
            {own.map((c) => (
              <Cell
                key={c.id}
                before={<NameAvatar name={c.name} />}
                subtitle={t('recipients.own.rowHint')}
                onClick={() => open(c)}
              >
                {c.name}
              </Cell>
            ))}
            <div className="ui-row-actions">
              <Button size="m" mode="bezeled" onClick={() => setAdding('own')}>
                {t('recipients.own.add')}
              </Button>
            </div>
          </Section>
          {payees.length === 0 ? (
            <EmptyState
              title={t('recipients.list.emptyTitle')}
              description={t('recipients.list.emptyDescription')}
              action={
                telegram ? undefined : (
                  <Button size="l" onClick={() => setAdding('payee')}>
                    {t('recipients.list.add')}
                  </Button>
                )
              }
            />
          ) : (
            <>
              {pinned.length > 0 && (
                <Section header={t('recipients.pin.section')} data-testid="pinned-recipients">
                  {pinned.map((c) => (
                    <PayeeRow key={c.id} c={c} onOpen={open} onPin={togglePin} />
                  ))}
                </Section>
              )}
              {others.length > 0 && (
                <Section header={t('recipients.list.saved', { count: others.length })}>
                  {others.map((c) => (
                    <PayeeRow key={c.id} c={c} onOpen={open} onPin={togglePin} />
                  ))}
                </Section>
              )}
              {!telegram && (
                <div className="ui-row-actions">
                  <Button size="l" stretched mode="bezeled" onClick={() => setAdding('payee')}>
                    {t('recipients.list.add')}
                  </Button>
                </div>
              )}
            </>
          )}
        </>
      )}
      {adding && (
        <DestinationSheet
          walletId={walletId}
          open={!!adding}
          onClose={() => setAdding(null)}
          counterpartyId={null}
          owner={adding === 'own' ? 'self' : 'payee'}
          kinds={ALL_KINDS}
          onCreated={(_d, cpId) => {
            setAdding(null);
            navigate(paths.counterparty(walletId, cpId));
          }}
        />
      )}
    </Screen>
  );
}

/** A saved recipient: the row opens it; the star beside it pins it to the top. */
function PayeeRow({
  c,
  onOpen,
  onPin,
}: {
  c: Counterparty;
  onOpen: (c: Counterparty) => void;
  onPin: (c: Counterparty) => void;
}) {
  return (
    <div className="rc-row" data-testid="recipient-row" data-pinned={c.is_pinned}>
      <Cell
        before={<NameAvatar name={c.name} />}
        subtitle={dotted([
          c.type === 'BUSINESS' ? t('recipients.type.business') : t('recipients.type.person'),
          c.email && <Ltr oneLine>{c.email}</Ltr>,
          c.phone && <Ltr oneLine>{formatPhoneNumber(c.phone)}</Ltr>,
        ])}
        onClick={() => onOpen(c)}
      >
        {c.nickname ? t('recipients.list.nameWithNickname', { name: c.name, nickname: c.nickname }) : c.name}
      </Cell>
      <PinToggle counterparty={c} onToggle={onPin} />
    </div>
  );
}
