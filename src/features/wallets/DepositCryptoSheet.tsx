import { Button, Cell, Section } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { walletsApi } from '../../api/endpoints/wallets';
import { ApiError, messageOf } from '../../api/errors';
import type { CryptoCurrency } from '../../api/types/common';
import { copyText } from '../../lib/clipboard';
import { haptic } from '../../lib/platform';
import { useQuery } from '../../lib/query';
import { CopyField } from '../../ui/CopyField';
import { ErrorState } from '../../ui/ErrorState';
import { TextField } from '../../ui/Field';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { QrCode } from '../../ui/QrCode';
import { Sheet, useSheetPrimary } from '../../ui/Sheet';
import { showToast } from '../../ui/toast';
import { type AddressView, addressInput, createAddress } from './data';
import { depositRule } from './deposit-rules';

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
  const [manage, setManage] = useState(false);
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
  const rule = depositRule(symbol, chain);
  return (
    <>
      <p className="w-warning" role="note" data-testid="network-warning">
        Send only <b>{symbol}</b> on the <b>{network}</b> network to this address. Coins sent on another
        network will be lost.
      </p>
      <div className="w-qr-box">
        <QrCode value={shown.address} size={184} label={`QR code of the ${network} address`} />
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
      </Section>
      <AddressActions address={shown.address} memo={shown.memo ?? null} symbol={symbol} network={network} />
      {rule && (
        <Section>
          {rule.minimum && (
            <div className="w-row">
              <span className="w-row__label">Minimum deposit</span>
              <span className="w-row__value" data-testid="deposit-minimum">
                {rule.minimum} {symbol}
              </span>
            </div>
          )}
          <div className="w-row">
            <span className="w-row__label">Arrives in</span>
            <span className="w-row__value" data-testid="deposit-time">
              {rule.arrives} (
              {rule.confirmations === 1 ? '1 confirmation' : `${rule.confirmations} confirmations`})
            </span>
          </div>
        </Section>
      )}
      {onChangeNetwork && (
        <Section>
          <Cell onClick={onChangeNetwork} after={<span className="w-link">Change</span>}>
            Network: {network}
          </Cell>
        </Section>
      )}
      {/* Other addresses and a new one: rarely needed, so folded under the essentials. */}
      <Section>
        <Cell
          onClick={() => setManage((v) => !v)}
          aria-expanded={manage}
          after={<span className="w-link">{manage ? 'Hide' : 'Show'}</span>}
          subtitle={
            all.length > 1 ? `${all.length} addresses on this network` : 'Give a sender their own address'
          }
        >
          Other addresses
        </Cell>
      </Section>
      {manage && all.length > 1 && (
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
      {manage && (
        <Section>
          <TextField
            label="Label for a new address"
            aside="Optional"
            hint={`Up to ${LABEL_MAX} characters, so you know who you gave it to.`}
            error={labelError}
            placeholder="e.g. From exchange"
            value={label}
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
      )}
    </>
  );
}

/** Copy (the sheet's primary action: Telegram's MainButton there) and Share, both large. */
function AddressActions({
  address,
  memo,
  symbol,
  network,
}: {
  address: string;
  memo: string | null;
  symbol: string;
  network: string;
}) {
  const copy = async () => {
    const ok = await copyText(address);
    haptic(ok ? 'success' : 'error');
    showToast(ok ? 'Address copied' : "Couldn't copy. Press and hold the address to copy it.", {
      tone: ok ? 'success' : 'error',
    });
  };
  const share = async () => {
    const text = `My ${symbol} address on ${network}: ${address}${memo ? ` (memo ${memo})` : ''}`;
    try {
      if (navigator.share) {
        await navigator.share({ text });
        return;
      }
    } catch {
      return; // the user closed the share sheet
    }
    const ok = await copyText(text);
    showToast(ok ? 'Address copied to share' : "Couldn't share", { tone: ok ? 'success' : 'error' });
  };
  useSheetPrimary({ text: 'Copy address', onClick: () => void copy() });
  return (
    <div className="w-deposit-actions">
      <Button size="l" stretched mode="bezeled" onClick={() => void share()}>
        Share address
      </Button>
    </div>
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
