import { Button, Cell, Section } from '@telegram-apps/telegram-ui';
import { type ReactNode, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { isApiError } from '../../../api/errors';
import type { Counterparty, DestinationListItem } from '../../../api/types';
import { toClientDestinationType } from '../../../api/types';
import { paths } from '../../../app/paths';
import { type MessageKey, t } from '../../../i18n';
import { shortAddress } from '../../../lib/format';
import { formatPhoneNumber, phoneToWire } from '../../../lib/phone';
import { haptic } from '../../../lib/platform';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { TextField } from '../../../ui/Field';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { emptyPhone, PhoneField } from '../../../ui/PhoneField';
import { Screen } from '../../../ui/Screen';
import { Sheet } from '../../../ui/Sheet';
import { StaleNotice } from '../../../ui/StaleNotice';
import { showToast } from '../../../ui/toast';
import { FormError } from '../components/FormError';
import {
  deleteDestination,
  renameDestination,
  updateCounterparty,
  useCounterparty,
  useDestinations,
} from './api';
import { DeleteCounterpartySheet } from './DeleteCounterpartySheet';
import { counterpartyErrors, DestinationSheet } from './DestinationSheet';
import { ALL_KINDS, destinationKindLabel } from './destination-form';
import { dotted, Ltr } from './Ltr';
import '../orders.css';

/** The destination in one line: bank and IBAN (or the account's last digits), or the address. */
function describe(d: DestinationListItem): ReactNode {
  if (d.external_crypto_data) return <Ltr>{shortAddress(d.external_crypto_data.address, 8, 6)}</Ltr>;
  const b = d.external_banking_data;
  const number = b?.iban
    ? groupIban(b.iban)
    : b?.account_number
      ? t('recipients.recipient.maskedAccount', { last4: b.account_number.slice(-4) })
      : null;
  return dotted([b?.bank_name, number && <Ltr>{number}</Ltr>]);
}

/** An IBAN as banks print it, in groups of four (DE89 3704 0044 …). */
const groupIban = (iban: string) => iban.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');

const kindLabel = (d: DestinationListItem) => destinationKindLabel(toClientDestinationType(d.type));

/** One counterparty: details (editable) and destinations (add, rename, delete). */
export default function CounterpartyScreen() {
  const { walletId = '', counterpartyId = '' } = useParams<{ walletId: string; counterpartyId: string }>();
  const cp = useCounterparty(walletId, counterpartyId);
  const dests = useDestinations(walletId, counterpartyId);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<DestinationListItem | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [, navigate] = useLocation();

  if (cp.error && !cp.data) {
    return (
      <Screen title={t('recipients.recipient.title')} backTo={paths.counterparties(walletId)}>
        <ErrorState error={cp.error} onRetry={cp.refresh} />
      </Screen>
    );
  }
  const c = cp.data;
  const rows = dests.data?.data ?? [];
  return (
    <Screen title={c?.name ?? t('recipients.recipient.title')} backTo={paths.counterparties(walletId)}>
      <StaleNotice of={[cp, dests]} />
      {!c ? (
        <ListSkeleton rows={3} />
      ) : (
        <>
          <Section
            header={c.type === 'BUSINESS' ? t('recipients.type.business') : t('recipients.type.person')}
          >
            <Cell subhead={t('recipients.recipient.name')} readOnly>
              {c.name}
            </Cell>
            {c.nickname && (
              <Cell subhead={t('recipients.recipient.nickname')} readOnly>
                {c.nickname}
              </Cell>
            )}
            <Cell subhead={t('recipients.recipient.email')} readOnly>
              <Ltr>{c.email}</Ltr>
            </Cell>
            <Cell subhead={t('recipients.recipient.phone')} readOnly>
              <Ltr>{formatPhoneNumber(c.phone)}</Ltr>
            </Cell>
            <div className="o-row-actions">
              <Button size="m" mode="bezeled" onClick={() => setEditing(true)}>
                {t('recipients.recipient.edit')}
              </Button>
            </div>
          </Section>
          <Section header={t('recipients.recipient.accounts')}>
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
                  // Without a nickname the kind is the title: not twice.
                  subhead={d.nickname ? kindLabel(d) : undefined}
                  subtitle={describe(d)}
                  onClick={() => setSelected(d)}
                >
                  {d.nickname ?? kindLabel(d)}
                </Cell>
              ))
            )}
            <div className="o-row-actions">
              <Button size="m" mode="bezeled" onClick={() => setAdding(true)}>
                {t('recipients.recipient.addAccount')}
              </Button>
              {rows.some((d) => d.external_crypto_data) && (
                <Button
                  size="m"
                  mode="bezeled"
                  onClick={() => navigate(paths.send(walletId, { recipient: counterpartyId }))}
                >
                  {t('recipients.recipient.sendCrypto')}
                </Button>
              )}
            </div>
          </Section>
          <Section>
            <div className="o-row-actions">
              <Button
                size="m"
                mode="plain"
                onClick={() => setDeleting(true)}
                style={{ color: 'var(--tgui--destructive_text_color)' }}
              >
                {t('recipients.recipient.delete')}
              </Button>
            </div>
          </Section>
        </>
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
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const save = async () => {
    const local = counterpartyErrors(v);
    setErrors(local);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      await updateCounterparty(walletId, counterparty.id, {
        name: v.name.trim(),
        email: v.email.trim(),
        phone: phoneToWire(v.phone.e164 ?? ''),
        nickname: v.nickname.trim() || null,
      });
      haptic('success');
      onClose();
    } catch (err) {
      if (isApiError(err)) {
        setErrors(err.fields);
        setFormError(err.message);
      }
    } finally {
      setBusy(false);
    }
  };
  const field = (
    key: 'name' | 'email' | 'nickname',
    header: MessageKey,
    extra: Record<string, unknown> = {},
  ) => (
    <TextField
      label={t(header)}
      name={key}
      value={v[key]}
      error={errors[key]}
      onChange={(e) => setV({ ...v, [key]: e.currentTarget.value })}
      {...extra}
    />
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
  onClose,
}: {
  walletId: string;
  counterpartyId: string;
  destination: DestinationListItem;
  onClose: () => void;
}) {
  const [nickname, setNickname] = useState(destination.nickname ?? '');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rename = async () => {
    setBusy(true);
    setError(null);
    try {
      await renameDestination(walletId, counterpartyId, destination.id, nickname);
      showToast(t('recipients.toast.saved'), { tone: 'success' });
      onClose();
    } catch (err) {
      setError(isApiError(err) ? err.message : t('recipients.actions.saveFailed'));
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteDestination(walletId, counterpartyId, destination.id);
      haptic('success');
      showToast(t('recipients.actions.deleted'), { tone: 'success' });
      onClose();
    } catch (err) {
      haptic('error');
      // 409: an order that is still running uses it; the platform's sentence says so.
      setError(isApiError(err) ? err.message : t('recipients.actions.deleteFailed'));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Sheet
      open
      onOpenChange={(o) => !o && onClose()}
      title={kindLabel(destination)}
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
      <div className="o-row-actions">
        {confirming ? (
          <>
            <Button size="m" mode="bezeled" onClick={() => setConfirming(false)}>
              {t('recipients.actions.keep')}
            </Button>
            <Button
              size="m"
              mode="filled"
              onClick={() => void remove()}
              loading={busy}
              data-testid="confirm-delete"
            >
              {t('recipients.actions.deleteForGood')}
            </Button>
          </>
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
