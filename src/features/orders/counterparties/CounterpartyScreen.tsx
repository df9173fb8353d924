import { Button, Cell, Section } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { isApiError } from '../../../api/errors';
import type { Counterparty, DestinationListItem } from '../../../api/types';
import { toClientDestinationType } from '../../../api/types';
import { paths } from '../../../app/paths';
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
import { showToast } from '../../../ui/toast';
import { FormError } from '../components/FormError';
import {
  deleteDestination,
  renameDestination,
  updateCounterparty,
  useCounterparty,
  useDestinations,
} from './api';
import { ALL_KINDS } from './CounterpartiesScreen';
import { DeleteCounterpartySheet } from './DeleteCounterpartySheet';
import { counterpartyErrors, DestinationSheet } from './DestinationSheet';
import { DESTINATION_KIND_LABEL } from './destination-form';
import '../orders.css';

function describe(d: DestinationListItem): string {
  if (d.external_crypto_data) return shortAddress(d.external_crypto_data.address, 8, 6);
  const b = d.external_banking_data;
  return [b?.bank_name, b?.iban ?? (b?.account_number ? `•••• ${b.account_number.slice(-4)}` : null)]
    .filter(Boolean)
    .join(' · ');
}

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
      <Screen title="Recipient" backTo={paths.counterparties(walletId)}>
        <ErrorState error={cp.error} onRetry={cp.refresh} />
      </Screen>
    );
  }
  const c = cp.data;
  const rows = dests.data?.data ?? [];
  return (
    <Screen title={c?.name ?? 'Recipient'} backTo={paths.counterparties(walletId)}>
      {!c ? (
        <ListSkeleton rows={3} />
      ) : (
        <>
          <Section header={c.type === 'BUSINESS' ? 'Business' : 'Person'}>
            <Cell subhead="Name" readOnly>
              {c.name}
            </Cell>
            {c.nickname && (
              <Cell subhead="Nickname" readOnly>
                {c.nickname}
              </Cell>
            )}
            <Cell subhead="Email" readOnly>
              {c.email}
            </Cell>
            <Cell subhead="Phone" readOnly>
              {formatPhoneNumber(c.phone)}
            </Cell>
            <div className="o-row-actions">
              <Button size="m" mode="bezeled" onClick={() => setEditing(true)}>
                Edit details
              </Button>
            </div>
          </Section>
          <Section header="Accounts and addresses">
            {dests.error && !dests.data ? (
              <ErrorState compact error={dests.error} onRetry={dests.refresh} />
            ) : dests.loading ? (
              <ListSkeleton rows={2} />
            ) : rows.length === 0 ? (
              <EmptyState
                compact
                title="No accounts yet"
                description="Add a bank account or a crypto address."
              />
            ) : (
              rows.map((d) => (
                <Cell
                  key={d.id}
                  subhead={DESTINATION_KIND_LABEL[toClientDestinationType(d.type)]}
                  subtitle={describe(d)}
                  onClick={() => setSelected(d)}
                >
                  {d.nickname ?? DESTINATION_KIND_LABEL[toClientDestinationType(d.type)]}
                </Cell>
              ))
            )}
            <div className="o-row-actions">
              <Button size="m" mode="bezeled" onClick={() => setAdding(true)}>
                Add an account
              </Button>
              {rows.some((d) => d.external_crypto_data) && (
                <Button
                  size="m"
                  mode="bezeled"
                  onClick={() => navigate(paths.send(walletId, { recipient: counterpartyId }))}
                >
                  Send crypto
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
                Delete recipient
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
  const field = (key: 'name' | 'email' | 'nickname', header: string) => (
    <TextField
      label={header}
      name={key}
      value={v[key]}
      error={errors[key]}
      onChange={(e) => setV({ ...v, [key]: e.currentTarget.value })}
    />
  );
  return (
    <Sheet
      open
      onOpenChange={(o) => !o && onClose()}
      title="Edit recipient"
      primary={{ text: 'Save', onClick: () => void save(), loading: busy }}
    >
      <Section>
        {field('name', 'Name')}
        {field('nickname', 'Nickname (optional)')}
        {field('email', 'Email')}
        <PhoneField
          label="Phone number"
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
      showToast('Saved', { tone: 'success' });
      onClose();
    } catch (err) {
      setError(isApiError(err) ? err.message : 'Could not save.');
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
      showToast('Deleted', { tone: 'success' });
      onClose();
    } catch (err) {
      haptic('error');
      // 409: an order that is still running uses it; the platform's sentence says so.
      setError(isApiError(err) ? err.message : 'Could not delete.');
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Sheet
      open
      onOpenChange={(o) => !o && onClose()}
      title={DESTINATION_KIND_LABEL[toClientDestinationType(destination.type)]}
      primary={{ text: 'Save nickname', onClick: () => void rename(), loading: busy }}
    >
      <Section footer={describe(destination)}>
        <TextField
          label="Nickname"
          name="nickname"
          value={nickname}
          onChange={(e) => setNickname(e.currentTarget.value)}
        />
      </Section>
      <div className="o-row-actions">
        {confirming ? (
          <>
            <Button size="m" mode="bezeled" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button
              size="m"
              mode="filled"
              onClick={() => void remove()}
              loading={busy}
              data-testid="confirm-delete"
            >
              Delete for good
            </Button>
          </>
        ) : (
          <Button size="m" mode="plain" onClick={() => setConfirming(true)}>
            Delete this account
          </Button>
        )}
      </div>
      <FormError text={error} submitted />
    </Sheet>
  );
}
