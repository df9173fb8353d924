import { Button, Cell, Input, Section } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { walletsApi } from '../../api/endpoints/wallets';
import { ApiError, messageOf } from '../../api/errors';
import type { CryptoCurrency } from '../../api/types/common';
import { haptic } from '../../lib/platform';
import { useQuery } from '../../lib/query';
import { CopyField } from '../../ui/CopyField';
import { ErrorState } from '../../ui/ErrorState';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { QrCode } from '../../ui/QrCode';
import { Sheet } from '../../ui/Sheet';
import { showToast } from '../../ui/toast';
import { type AddressView, addressInput, createAddress } from './data';

const LABEL_MAX = 64;

/**
 * Deposit crypto: the currency was picked on the screen; here the chain (when it lives on more
 * than one), then the address with QR, copy, memo and a warning naming the network. Existing
 * addresses are listed with labels; a new one can be created with a label.
 */
export function DepositCryptoSheet({
  walletId,
  options,
  onClose,
}: {
  walletId: string;
  /** The chosen currency on each chain it exists on; empty = sheet closed. */
  options: CryptoCurrency[];
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState<CryptoCurrency | null>(null);
  useEffect(() => setChosen(options.length === 1 ? options[0]! : null), [options]);
  const open = options.length > 0;
  const symbol = options[0]?.meta.symbol ?? '';
  return (
    <Sheet open={open} onOpenChange={(o) => !o && onClose()} title={`Deposit ${symbol}`}>
      {open && !chosen && (
        <Section
          header="Choose the network"
          footer="Send only on the network you pick here; other networks can't reach this address."
        >
          {options.map((c) => (
            <Cell
              key={c.uuid}
              onClick={() => setChosen(c)}
              data-testid={`network-${c.meta.chain_id}`}
              subtitle={networkHint(c)}
            >
              {c.meta.chain_name}
            </Cell>
          ))}
        </Section>
      )}
      {open && chosen && (
        <AddressPanel
          walletId={walletId}
          currency={chosen}
          onChangeNetwork={options.length > 1 ? () => setChosen(null) : undefined}
        />
      )}
    </Sheet>
  );
}

function AddressPanel({
  walletId,
  currency,
  onChangeNetwork,
}: {
  walletId: string;
  currency: CryptoCurrency;
  onChangeNetwork?: () => void;
}) {
  const chain = currency.meta.chain_id;
  const query = useQuery(walletsApi.getAddress, addressInput(walletId, chain));
  const current = query.data as AddressView | undefined;
  const [selected, setSelected] = useState<string | null>(null);
  const [label, setLabel] = useState('');
  const [creating, setCreating] = useState(false);
  const [labelError, setLabelError] = useState<string | null>(null);
  const all = current?.addresses ?? (current ? [current] : []);
  const shown = all.find((a) => a.address === selected) ?? current;
  const symbol = currency.meta.symbol;
  const network = currency.meta.chain_name;

  const create = async () => {
    if (label.length > LABEL_MAX) {
      setLabelError(`Use at most ${LABEL_MAX} characters for the label.`);
      return;
    }
    setCreating(true);
    setLabelError(null);
    try {
      const created = await createAddress(walletId, chain, label);
      setSelected(created.address);
      setLabel('');
      haptic('success');
      showToast('New address created', { tone: 'success' });
    } catch (err) {
      haptic('error');
      if (err instanceof ApiError && err.fields.label) setLabelError(err.fields.label);
      else showToast(messageOf(err, 'Could not create the address.'), { tone: 'error' });
    } finally {
      setCreating(false);
    }
  };

  if (query.loading) return <ListSkeleton rows={3} label="Loading address" />;
  if (query.error && !current) return <ErrorState error={query.error} onRetry={query.refresh} />;
  if (!shown?.address)
    return <ErrorState error="This wallet has no address on this network yet." onRetry={query.refresh} />;
  return (
    <>
      <p className="w-warning" role="note" data-testid="network-warning">
        Send only <b>{symbol}</b> on the <b>{network}</b> network to this address. Coins sent on another
        network will be lost.
      </p>
      <div className="w-qr-box">
        <QrCode value={shown.address} size={200} label={`QR code of the ${network} address`} />
      </div>
      <Section>
        <CopyField
          label={`${symbol} address · ${network}`}
          value={shown.address}
          mono
          copiedText="Address copied"
        />
        {currency.is_memo && shown.memo && (
          <CopyField
            label="Memo (destination tag) — required"
            value={shown.memo}
            mono
            copiedText="Memo copied"
          />
        )}
        {currency.is_memo && !shown.memo && (
          <Cell multiline subhead="Memo">
            This currency needs a memo, but none was issued for this address. Contact support before sending.
          </Cell>
        )}
        {onChangeNetwork && (
          <Cell onClick={onChangeNetwork} after={<span className="w-link">Change</span>}>
            Network: {network}
          </Cell>
        )}
      </Section>
      {all.length > 1 && (
        <Section header="Your addresses on this network">
          {all.map((a) => (
            <Cell
              key={a.address}
              onClick={() => setSelected(a.address)}
              subtitle={<span className="w-mono">{a.address}</span>}
              after={a.address === shown.address ? <span className="w-link">Shown</span> : undefined}
            >
              {a.label || 'No label'}
            </Cell>
          ))}
        </Section>
      )}
      <Section
        header="New address"
        footer={labelError ?? 'Optional label, up to 64 characters, so you know who you gave it to.'}
      >
        <Input
          aria-label="Label for a new address"
          placeholder="Label, e.g. From exchange"
          value={label}
          status={labelError ? 'error' : 'default'}
          onChange={(e) => {
            setLabel(e.target.value);
            if (labelError) setLabelError(null);
          }}
        />
        <div className="w-form">
          <Button size="m" stretched mode="bezeled" loading={creating} onClick={create}>
            Create new address
          </Button>
        </div>
      </Section>
    </>
  );
}

/**
 * Token standards as exchanges name them, so the user can match the network their sender offers
 * ("USDT · TRC-20"). Chains not listed fall back to a plain "token".
 */
const TOKEN_STANDARD: Record<number, string> = {
  1: 'ERC-20',
  56: 'BEP-20',
  101: 'SPL',
  137: 'Polygon ERC-20',
  728126428: 'TRC-20',
};

function networkHint(c: CryptoCurrency): string {
  if (c.type !== 'token') return `${c.meta.symbol} · native coin`;
  return `${c.meta.symbol} · ${TOKEN_STANDARD[c.meta.chain_id] ?? 'token'}`;
}
