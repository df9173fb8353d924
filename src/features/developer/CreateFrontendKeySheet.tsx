import { useMutation } from '@tanstack/react-query';
import { Section } from '@telegram-apps/telegram-ui';
import { useEffect, useRef, useState } from 'react';
import type { APIKeyRole, FrontendKeyWithSecret } from '../../api/types/developer';
import type { WalletSummary } from '../../api/types/wallets';
import { t } from '../../i18n';
import { queryClient } from '../../lib/server-state/client';
import { ErrorCaption } from '../../ui/ErrorCaption';
import { TextField } from '../../ui/Field';
import { RadioCell } from '../../ui/RadioCell';
import { Sheet } from '../../ui/Sheet';
import { KEY_NAME_MAX } from './CreateKeySheet';
import { createFrontendKeyMutation } from './frontend-keys-data';
import { RoleChoice } from './RoleChoice';
import { refusalErrors } from './refusal-errors';

type Errors = { name?: string; role?: string; wallet_id?: string; form?: string };

/** A new frontend key: its name, the wallet it works with, and its role. */
export function CreateFrontendKeySheet({
  open,
  wallets,
  walletName,
  onClose,
  onCreated,
}: {
  open: boolean;
  /** The wallets the user may make keys for (owner or admin). */
  wallets: readonly WalletSummary[];
  walletName: (w: WalletSummary) => string;
  onClose: () => void;
  onCreated: (key: FrontendKeyWithSecret) => void;
}) {
  const [name, setName] = useState('');
  const [walletId, setWalletId] = useState<string | null>(null);
  const [role, setRole] = useState<APIKeyRole>('READ_ONLY');
  const [errors, setErrors] = useState<Errors>({});
  const create = useMutation(createFrontendKeyMutation(), queryClient);

  // A fresh form each time the sheet opens, and only then: the wallets list is a new array on
  // every render of the screen (a refetch on return to the app), which must not wipe what the
  // user has typed.
  const wasOpen = useRef(false);
  useEffect(() => {
    const opening = open && !wasOpen.current;
    wasOpen.current = open;
    if (!opening) return;
    setName('');
    setRole('READ_ONLY');
    setErrors({});
    create.reset();
    // One wallet: it is the answer; several: the user picks.
    setWalletId(wallets.length === 1 ? wallets[0]!.uuid : null);
  }, [open, wallets, create.reset]);

  const submit = () => {
    const trimmed = name.trim();
    const found: Errors = {};
    if (!trimmed) found.name = t('frontendkeys.create.nameRequired');
    else if (trimmed.length > KEY_NAME_MAX)
      found.name = t('profile.validation.tooLong', { max: KEY_NAME_MAX });
    if (!walletId) found.wallet_id = t('frontendkeys.create.walletRequired');
    setErrors(found);
    if (found.name || found.wallet_id || !walletId) return;
    // The answer through mutateAsync's promise, not mutate's callbacks: the effect above resets the
    // mutation again whenever its wallets prop changes, and a reset drops those callbacks.
    create
      .mutateAsync({ name: trimmed, role, wallet_id: walletId })
      .then(onCreated, (err) => setErrors(refusalErrors(err, t('frontendkeys.failed'))));
  };

  return (
    <Sheet
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t('frontendkeys.create.title')}
      primary={{
        text: t('frontendkeys.create.submit'),
        onClick: () => void submit(),
        loading: create.isPending,
      }}
    >
      <TextField
        label={t('frontendkeys.create.name')}
        placeholder={t('frontendkeys.create.namePlaceholder')}
        maxLength={KEY_NAME_MAX + 10}
        value={name}
        error={errors.name}
        onChange={(e) => {
          setName(e.target.value);
          setErrors((old) => ({ ...old, name: undefined }));
        }}
      />
      <Section header={t('frontendkeys.create.wallet')}>
        {wallets.map((w) => (
          <RadioCell
            key={w.uuid}
            name="fk-wallet"
            value={w.uuid}
            checked={walletId === w.uuid}
            onChoose={() => {
              setWalletId(w.uuid);
              setErrors((e) => ({ ...e, wallet_id: undefined }));
            }}
          >
            <span dir="auto">{walletName(w)}</span>
          </RadioCell>
        ))}
      </Section>
      <ErrorCaption text={errors.wallet_id} className="dev-error" />
      <RoleChoice header={t('frontendkeys.create.access')} name="fk-role" value={role} onChange={setRole} />
      <ErrorCaption text={errors.role || errors.form} className="dev-error" />
    </Sheet>
  );
}
