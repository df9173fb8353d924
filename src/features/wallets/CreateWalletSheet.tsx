import { Cell, Radio, Section } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError, messageOf } from '../../api/errors';
import type { WalletType } from '../../api/types/wallets';
import { paths } from '../../app/paths';
import { t } from '../../i18n';
import { haptic } from '../../lib/platform';
import { TextField } from '../../ui/Field';
import { Sheet } from '../../ui/Sheet';
import { showToast } from '../../ui/toast';
import { useUnsavedGuard } from '../../ui/useUnsavedGuard';
import { createWallet } from './data';
import { WALLET_TYPE_LIST, walletTypeHint, walletTypeLabel } from './wallet-types';

const NAME_MAX = 64;

/** Bottom sheet: pick one of the eight wallet types, name it, create. */
export function CreateWalletSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const [, navigate] = useLocation();
  const [type, setType] = useState<WalletType>('personal');
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useUnsavedGuard(open && name.trim() !== '');

  const tooLong = name.trim().length > NAME_MAX;
  const submit = async () => {
    if (busy || tooLong) return;
    setBusy(true);
    setErrors({});
    try {
      const wallet = await createWallet(type, name);
      haptic('success');
      showToast(t('home.create.created', { name: wallet.name ?? t('home.wallet.fallbackName') }), {
        tone: 'success',
      });
      setName('');
      onOpenChange(false);
      navigate(paths.wallet(wallet.uuid));
    } catch (err) {
      haptic('error');
      if (err instanceof ApiError && Object.keys(err.fields).length) setErrors(err.fields);
      else showToast(messageOf(err, t('home.create.failed')), { tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const nameError = tooLong ? t('home.create.nameTooLong', { max: NAME_MAX }) : errors.name;
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('home.create.title')}
      primary={{ text: t('home.create.submit'), onClick: submit, loading: busy, disabled: tooLong }}
    >
      <Section header={t('home.create.typeHeader')} footer={errors.type}>
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
          label={t('home.create.nameLabel')}
          aside={t('home.create.optional')}
          hint={t('home.create.nameHint')}
          error={nameError}
          placeholder={t('home.create.namePlaceholder', { type: walletTypeLabel(type) ?? type })}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={NAME_MAX + 20}
        />
      </Section>
    </Sheet>
  );
}
