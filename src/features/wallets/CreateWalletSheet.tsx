import { Cell, Radio, Section } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ApiError, messageOf } from '../../api/errors';
import type { WalletType } from '../../api/types/wallets';
import { paths } from '../../app/paths';
import { haptic } from '../../lib/platform';
import { TextField } from '../../ui/Field';
import { Sheet } from '../../ui/Sheet';
import { showToast } from '../../ui/toast';
import { useUnsavedGuard } from '../../ui/useUnsavedGuard';
import { createWallet } from './data';
import { WALLET_TYPE_INFO, WALLET_TYPE_LIST } from './wallet-types';

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
      showToast(`${wallet.name ?? 'Wallet'} created`, { tone: 'success' });
      setName('');
      onOpenChange(false);
      navigate(paths.wallet(wallet.uuid));
    } catch (err) {
      haptic('error');
      if (err instanceof ApiError && Object.keys(err.fields).length) setErrors(err.fields);
      else showToast(messageOf(err, 'Could not create the wallet.'), { tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const nameError = tooLong ? `Use at most ${NAME_MAX} characters.` : errors.name;
  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="New wallet"
      primary={{ text: 'Create wallet', onClick: submit, loading: busy, disabled: tooLong }}
    >
      <Section header="Type" footer={errors.type}>
        {WALLET_TYPE_LIST.map((t) => (
          <Cell
            key={t}
            Component="label"
            multiline
            before={<Radio name="wallet-type" value={t} checked={type === t} onChange={() => setType(t)} />}
            description={WALLET_TYPE_INFO[t].hint}
          >
            {WALLET_TYPE_INFO[t].label}
          </Cell>
        ))}
      </Section>
      <Section>
        <TextField
          label="Wallet name"
          aside="Optional"
          hint="You can tell wallets apart by name."
          error={nameError}
          placeholder={`${WALLET_TYPE_INFO[type].label} wallet`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={NAME_MAX + 20}
        />
      </Section>
    </Sheet>
  );
}
