import { useMutation } from '@tanstack/react-query';
import { Cell, Radio, Section } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError, messageOf } from '../../api/errors';
import type { WalletType } from '../../api/types/wallets';
import { t, useLaterCatalogues } from '../../i18n';
import { haptic } from '../../lib/platform';
import { queryClient } from '../../lib/server-state/client';
import { paths } from '../../routing/paths';
import { TextField } from '../../ui/Field';
import { Sheet } from '../../ui/Sheet';
import { showToast } from '../../ui/toast';
import { useUnsavedGuard } from '../../ui/useUnsavedGuard';
import { createWallet } from './data';
import { walletTypeHint } from './wallet-type-hints';
import { WALLET_TYPE_LIST, walletTypeLabel } from './wallet-types';

const NAME_MAX = 64;

/** Bottom sheet: pick one of the eight wallet types, name it, create. */
export function CreateWalletSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  // Opened from home, which does not wait for the later catalogues: the sheet does (home's
  // Suspense shows nothing meanwhile), so its sentences stay off the first screen's bytes.
  useLaterCatalogues();
  const [, navigate] = useLocation();
  const [type, setType] = useState<WalletType>('personal');
  const [name, setName] = useState('');
  const create = useMutation(
    { mutationFn: (v: { type: WalletType; name: string }) => createWallet(v.type, v.name) },
    queryClient,
  );
  const busy = create.isPending;
  const [errors, setErrors] = useState<Record<string, string>>({});
  useUnsavedGuard(open && name.trim() !== '');

  const tooLong = name.trim().length > NAME_MAX;
  const submit = async () => {
    if (busy || tooLong) return;
    setErrors({});
    try {
      const wallet = await create.mutateAsync({ type, name });
      haptic('success');
      showToast(t('wallets.create.created', { name: wallet.name ?? t('home.wallet.fallbackName') }), {
        tone: 'success',
      });
      setName('');
      onOpenChange(false);
      navigate(paths.wallet(wallet.uuid));
    } catch (err) {
      haptic('error');
      if (err instanceof ApiError && Object.keys(err.fields).length) setErrors(err.fields);
      else showToast(messageOf(err, t('wallets.create.failed')), { tone: 'error' });
    }
  };

  const nameError = tooLong ? t('wallets.create.nameTooLong', { max: NAME_MAX }) : errors.name;
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('wallets.create.title')}
      primary={{ text: t('wallets.create.submit'), onClick: submit, loading: busy, disabled: tooLong }}
    >
      <Section header={t('wallets.create.typeHeader')} footer={errors.type}>
        {WALLET_TYPE_LIST.map((kind) => (
          <Cell
            key={kind}
            Component="label"
            multiline
            before={
              <Radio name="wallet-type" value={kind} checked={type === kind} onChange={() => setType(kind)} />
            }
            description={walletTypeHint(kind)}
          >
            {walletTypeLabel(kind)}
          </Cell>
        ))}
      </Section>
      <Section>
        <TextField
          label={t('wallets.create.nameLabel')}
          aside={t('wallets.create.optional')}
          hint={t('wallets.create.nameHint')}
          error={nameError}
          placeholder={t('wallets.create.namePlaceholder', { type: walletTypeLabel(type) ?? type })}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={NAME_MAX + 20}
        />
      </Section>
    </Sheet>
  );
}
