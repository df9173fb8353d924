import { useMutation } from '@tanstack/react-query';
import { Button, Cell, Section } from '@telegram-apps/telegram-ui';
import { type ReactNode, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { isApiError } from '../../api/errors';
import type { Counterparty, DestinationListItem } from '../../api/types';
import { t } from '../../i18n';
import { ALL_KINDS } from '../../lib/destination-form';
import { formatPhoneNumber } from '../../lib/phone';
import { haptic } from '../../lib/platform';
import { useOrderTypes } from '../../lib/reference-reads';
import { queryClient } from '../../lib/server-state/client';
import { useOffered } from '../../lib/tenant-config';
import { paths } from '../../routing/paths';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { TextField } from '../../ui/Field';
import { FormError } from '../../ui/FormError';
import { CELL_BUTTON } from '../../ui/ListPicker';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { Ltr } from '../../ui/Ltr';
import { useMainButton } from '../../ui/MainButton';
import { emptyPhone, PhoneField } from '../../ui/PhoneField';
import { Screen } from '../../ui/Screen';
import { Sheet } from '../../ui/Sheet';
import { StaleNotice } from '../../ui/StaleNotice';
import { showToast } from '../../ui/toast';
import { DeleteCounterpartySheet } from './DeleteCounterpartySheet';
import { contactToWire, counterpartyErrors, DestinationSheet } from './DestinationSheet';
import {
  deleteDestination,
  renameDestination,
  updateCounterparty,
  useCounterparty,
  useDestinations,
} from './data';
import { accountText, destinationRow, kindText } from './destination-text';
import { dotted } from './dotted';
import { KeepOrDelete } from './KeepOrDelete';
import { KindIcon } from './KindIcon';
import { usePin } from './PinToggle';
import { buyWithPath, payAgainPath } from './pay-again';
import { removeWithFeedback } from './removal';
import { textFieldsFor } from './text-fields';

/** The destination in one line: bank and IBAN (or the account's last digits), or the address. */
function describe(d: DestinationListItem): ReactNode {
  return dotted([
    d.external_banking_data?.bank_name,
    <Ltr key="a" oneLine>
      {accountText(d)}
    </Ltr>,
  ]);
}

/**
 * One counterparty: details (editable), destinations (add, rename, delete) and "Send": pay them
 * again in a tap, with the recipient and the account already chosen in the flow. The user's own
 * accounts (`is_self`) read as theirs: "Your bank accounts", "Sell to your account".
 */
export default function CounterpartyScreen() {
  const { walletId = '', counterpartyId = '' } = useParams<{ walletId: string; counterpartyId: string }>();
  const cp = useCounterparty(walletId, counterpartyId);
  const dests = useDestinations(walletId, counterpartyId);
  const types = useOrderTypes();
  const cryptoOut = useOffered('cryptoWithdrawal');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const [selected, setSelected] = useState<DestinationListItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [, navigate] = useLocation();
  const togglePin = usePin(walletId);
  const c = cp.data;
  const self = !!c?.is_self;
  const rows = dests.data?.data ?? [];
  const payable = rows
    .map((d) => ({ d, to: payAgainPath(walletId, counterpartyId, d, types.data, cryptoOut) }))
    .filter((p): p is { d: DestinationListItem; to: string } => p.to !== null);
  const sendText = self ? t('recipients.own.sellTo') : t('recipients.recipient.send');
  // One account to pay: straight to the flow; several: which one.
  const send = () => (payable.length === 1 ? navigate(payable[0]!.to) : setChoosing(true));
  // Telegram's MainButton there, the docked button on the web.
  useMainButton({ text: sendText, onClick: send, visible: !!c && payable.length > 0 });

  if (cp.error && !c) {
    return (
      <Screen title={t('recipients.recipient.title')} backTo={paths.counterparties(walletId)}>
        <ErrorState error={cp.error} onRetry={cp.refresh} />
      </Screen>
    );
  }
  return (
    <Screen
      title={self ? t('recipients.own.section') : (c?.name ?? t('recipients.recipient.title'))}
      backTo={paths.counterparties(walletId)}
    >
      <StaleNotice of={[cp, dests]} />
      {!c ? (
        <ListSkeleton rows={3} />
      ) : (
        <>
          <Section
            header={
              self
                ? t('recipients.own.holder')
                : c.type === 'BUSINESS'
                  ? t('recipients.type.business')
                  : t('recipients.type.person')
            }
          >
            <Cell subhead={t('recipients.recipient.name')} readOnly>
              {c.name}
            </Cell>
            {c.nickname && (
              <Cell subhead={t('recipients.recipient.nickname')} readOnly>
                {c.nickname}
              </Cell>
            )}
            {c.email && (
              <Cell subhead={t('recipients.recipient.email')} readOnly>
                <Ltr oneLine>{c.email}</Ltr>
              </Cell>
            )}
            {c.phone && (
              <Cell subhead={t('recipients.recipient.phone')} readOnly>
                <Ltr oneLine>{formatPhoneNumber(c.phone)}</Ltr>
              </Cell>
            )}
            <div className="ui-row-actions">
              <Button size="m" mode="bezeled" onClick={() => setEditing(true)}>
                {t('recipients.recipient.edit')}
              </Button>
              {/* The user's own accounts have a section of their own: only recipients are pinned. */}
              {!self && (
                <Button size="m" mode="bezeled" onClick={() => togglePin(c)}>
                  {t(c.is_pinned ? 'recipients.pin.undo' : 'recipients.pin.action')}
                </Button>
              )}
            </div>
          </Section>
          <Section header={self ? t('recipients.own.accounts') : t('recipients.recipient.accounts')}>
            {dests.error && !dests.data ? (
              <ErrorState compact error={dests.error} onRetry={dests.refresh} />
            ) : dests.loading ? (
              <ListSkeleton rows={2} />
            ) : rows.length === 0 ? (
              <EmptyState
                compact
                title={t('recipients.recipient.emptyTitle')}
                description={t('recipients.recipient.emptyDescription')}
              />
            ) : (
              rows.map((d) => (
                <Cell
                  key={d.id}
                  before={<KindIcon crypto={!!d.external_crypto_data} />}
                  // Without a nickname the kind is the title: not twice.
                  subhead={d.nickname ? kindText(d) : undefined}
                  subtitle={describe(d)}
                  onClick={() => setSelected(d)}
                >
                  {d.nickname ?? kindText(d)}
                </Cell>
              ))
            )}
            <div className="ui-row-actions">
              <Button size="m" mode="bezeled" onClick={() => setAdding(true)}>
                {t('recipients.recipient.addAccount')}
              </Button>
            </div>
          </Section>
          <Section>
            <div className="ui-row-actions">
              <Button
                size="m"
                mode="plain"
                onClick={() => setDeleting(true)}
                style={{ color: 'var(--tgui--destructive_text_color)' }}
              >
                {self ? t('recipients.own.delete') : t('recipients.recipient.delete')}
              </Button>
            </div>
          </Section>
        </>
      )}
      {choosing && (
        <Sheet
          open
          onOpenChange={(o) => !o && setChoosing(false)}
          title={t('recipients.recipient.sendWhich')}
        >
          <Section>
            {payable.map(({ d, to }) => {
              const row = destinationRow(d);
              return (
                <Cell
                  key={d.id}
                  Component="button"
                  type="button"
                  style={CELL_BUTTON}
                  before={<KindIcon crypto={!!d.external_crypto_data} />}
                  subtitle={row.subtitle}
                  onClick={() => navigate(to)}
                >
                  {row.title}
                </Cell>
              );
            })}
          </Section>
        </Sheet>
      )}
      {deleting && c && (
        <DeleteCounterpartySheet
          walletId={walletId}
          counterparty={c}
          destinations={rows.length}
          onClose={() => setDeleting(false)}
          onDeleted={() => navigate(paths.counterparties(walletId), { replace: true })}
        />
      )}
      {adding && (
        <DestinationSheet
          walletId={walletId}
          open={adding}
          onClose={() => setAdding(false)}
          counterpartyId={counterpartyId}
          owner={self ? 'self' : 'payee'}
          kinds={ALL_KINDS}
          onCreated={() => setAdding(false)}
        />
      )}
      {editing && c && (
        <EditCounterpartySheet walletId={walletId} counterparty={c} onClose={() => setEditing(false)} />
      )}
      {selected && (
        <DestinationActionsSheet
          walletId={walletId}
          counterpartyId={counterpartyId}
          destination={selected}
          payTo={payAgainPath(walletId, counterpartyId, selected, types.data, cryptoOut)}
          buyWith={self ? buyWithPath(walletId, counterpartyId, selected, types.data) : null}
          self={self}
          onClose={() => setSelected(null)}
        />
      )}
    </Screen>
  );
}

function EditCounterpartySheet({
  walletId,
  counterparty,
  onClose,
}: {
  walletId: string;
  counterparty: Counterparty;
  onClose: () => void;
}) {
  const [v, setV] = useState({
    type: counterparty.type,
    name: counterparty.name,
    email: counterparty.email,
    phone: emptyPhone(counterparty.phone),
    nickname: counterparty.nickname ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useMutation(
    {
      mutationFn: (body: Parameters<typeof updateCounterparty>[2]) =>
        updateCounterparty(walletId, counterparty.id, body),
    },
    queryClient,
  );
  const busy = update.isPending;
  const [formError, setFormError] = useState<string | null>(null);
  const save = async () => {
    const local = counterpartyErrors(v);
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      await update.mutateAsync({
        name: v.name.trim(),
        ...contactToWire(v),
        nickname: v.nickname.trim() || null,
        is_self: counterparty.is_self,
      });
      haptic('success');
      onClose();
    } catch (err) {
      if (isApiError(err)) {
        setErrors(err.fields);
        setFormError(err.message);
      }
    }
  };
  const field = textFieldsFor<'name' | 'email' | 'nickname'>(
    v,
    (key, value) => setV({ ...v, [key]: value }),
    errors,
  );
  return (
    <Sheet
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('recipients.edit.title')}
      primary={{ text: t('recipients.form.save'), onClick: () => void save(), loading: busy }}
    >
      <Section>
        {field('name', 'recipients.edit.name')}
        {field('nickname', 'recipients.edit.nickname')}
        {field('email', 'recipients.form.email', { type: 'email', inputMode: 'email', dir: 'ltr' })}
        <PhoneField
          label={t('recipients.form.phone')}
          name="phone"
          value={v.phone}
          error={errors.phone}
          onChange={(phone) => setV({ ...v, phone })}
        />
      </Section>
      <FormError text={formError} submitted />
    </Sheet>
  );
}

function DestinationActionsSheet({
  walletId,
  counterpartyId,
  destination,
  payTo,
  buyWith,
  self,
  onClose,
}: {
  walletId: string;
  counterpartyId: string;
  destination: DestinationListItem;
  /** Where "Send to this account" leads, when it can be paid. */
  payTo: string | null;
  /** Where "Buy with this account" leads (the user's own bank accounts). */
  buyWith: string | null;
  self: boolean;
  onClose: () => void;
}) {
  const [, navigate] = useLocation();
  const [nickname, setNickname] = useState(destination.nickname ?? '');
  const renaming = useMutation(
    { mutationFn: (name: string) => renameDestination(walletId, counterpartyId, destination.id, name) },
    queryClient,
  );
  const removal = useMutation(
    { mutationFn: () => deleteDestination(walletId, counterpartyId, destination.id) },
    queryClient,
  );
  const busy = renaming.isPending || removal.isPending;
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rename = async () => {
    setError(null);
    try {
      await renaming.mutateAsync(nickname);
      showToast(t('recipients.toast.saved'), { tone: 'success' });
      onClose();
    } catch (err) {
      setError(isApiError(err) ? err.message : t('recipients.actions.saveFailed'));
    }
  };
  const remove = async () => {
    setError(null);
    await removeWithFeedback(
      () => removal.mutateAsync(),
      { done: t('recipients.actions.deleted'), failed: t('recipients.actions.deleteFailed') },
      {
        onDone: onClose,
        onFailed: (message) => {
          setError(message);
          setConfirming(false);
        },
      },
    );
  };
  return (
    <Sheet
      open
      onOpenChange={(o) => !o && onClose()}
      title={kindText(destination)}
      primary={{ text: t('recipients.actions.saveNickname'), onClick: () => void rename(), loading: busy }}
    >
      {/* A node footer is not wrapped by Section itself (only strings are): wrap it here. */}
      <Section footer={<Section.Footer>{describe(destination)}</Section.Footer>}>
        <TextField
          label={t('recipients.form.nickname')}
          name="nickname"
          value={nickname}
          onChange={(e) => setNickname(e.currentTarget.value)}
        />
      </Section>
      {(payTo || buyWith) && (
        <div className="ui-row-actions ui-row-actions--stack">
          {payTo && (
            <Button size="m" mode="filled" stretched onClick={() => navigate(payTo)}>
              {self ? t('recipients.own.sellTo') : t('recipients.actions.sendHere')}
            </Button>
          )}
          {buyWith && (
            <Button size="m" mode="bezeled" stretched onClick={() => navigate(buyWith)}>
              {t('recipients.own.buyWith')}
            </Button>
          )}
        </div>
      )}
      <div className="ui-row-actions">
        {confirming ? (
          <KeepOrDelete
            keep={t('recipients.actions.keep')}
            confirm={t('recipients.actions.deleteForGood')}
            onKeep={() => setConfirming(false)}
            onDelete={() => void remove()}
            busy={busy}
            testId="confirm-delete"
          />
        ) : (
          <Button size="m" mode="plain" onClick={() => setConfirming(true)}>
            {t('recipients.actions.delete')}
          </Button>
        )}
      </div>
      <FormError text={error} submitted />
    </Sheet>
  );
}
