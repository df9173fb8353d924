import { useMutation } from '@tanstack/react-query';
import { Button, Cell, Section } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { walletsApi } from '../../api/endpoints/wallets';
import { ApiError, messageOf } from '../../api/errors';
import type { CryptoCurrency } from '../../api/types/common';
import { t } from '../../i18n';
import { copyText } from '../../lib/clipboard';
import { haptic } from '../../lib/platform';
import { endpointQuery, queryClient } from '../../lib/server-state/client';
import { useRead } from '../../lib/server-state/use-read';
import { CopyField } from '../../ui/CopyField';
import { ErrorState } from '../../ui/ErrorState';
import { TextField } from '../../ui/Field';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { QrCode } from '../../ui/QrCode';
import { Sheet, useSheetPrimary } from '../../ui/Sheet';
import { showToast } from '../../ui/toast';
import { boldValues } from './components/rich-values';
import { type AddressView, addressInput, createAddress } from './data';
import { type Arrival, depositRule } from './deposit-rules';
import './wallet-screens.css';

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
    <Sheet
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t('wallets.deposit.sheet.title', { symbol })}
    >
      {open && !chosen && (
        <Section header={t('wallets.deposit.network.header')} footer={t('wallets.deposit.network.footer')}>
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
  const query = useRead(endpointQuery(walletsApi.getAddress, addressInput(walletId, chain)));
  const current = query.data as AddressView | undefined;
  const [selected, setSelected] = useState<string | null>(null);
  const [label, setLabel] = useState('');
  const addAddress = useMutation(
    { mutationFn: (name: string) => createAddress(walletId, chain, name) },
    queryClient,
  );
  const creating = addAddress.isPending;
  const [labelError, setLabelError] = useState<string | null>(null);
  const [manage, setManage] = useState(false);
  const all = current?.addresses ?? (current ? [current] : []);
  const shown = all.find((a) => a.address === selected) ?? current;
  const symbol = currency.meta.symbol;
  const network = currency.meta.chain_name;

  const create = async () => {
    if (label.length > LABEL_MAX) {
      setLabelError(t('wallets.deposit.label.tooLong', { max: LABEL_MAX }));
      return;
    }
    setLabelError(null);
    try {
      const created = await addAddress.mutateAsync(label);
      setSelected(created.address);
      setLabel('');
      haptic('success');
      showToast(t('wallets.deposit.address.created'), { tone: 'success' });
    } catch (err) {
      haptic('error');
      if (err instanceof ApiError && err.fields.label) setLabelError(err.fields.label);
      else showToast(messageOf(err, t('wallets.deposit.address.createFailed')), { tone: 'error' });
    }
  };

  if (query.loading) return <ListSkeleton rows={3} label={t('wallets.deposit.address.loading')} />;
  if (query.error && !current) return <ErrorState error={query.error} onRetry={query.refresh} />;
  if (!shown?.address)
    return <ErrorState error={t('wallets.deposit.address.none')} onRetry={query.refresh} />;
  const rule = depositRule(symbol, chain);
  return (
    <>
      <p className="w-warning" role="note" data-testid="network-warning">
        {boldValues('wallets.deposit.warning', { symbol, network })}
      </p>
      <div className="w-qr-box">
        <QrCode value={shown.address} size={184} label={t('wallets.deposit.address.qr', { network })} />
      </div>
      <Section>
        <CopyField
          label={t('wallets.deposit.address.field', { symbol, network })}
          value={shown.address}
          mono
          copiedText={t('wallets.deposit.address.copied')}
        />
        {currency.is_memo && shown.memo && (
          <CopyField
            label={t('wallets.deposit.memo.field')}
            value={shown.memo}
            mono
            copiedText={t('wallets.deposit.memo.copied')}
          />
        )}
        {currency.is_memo && !shown.memo && (
          <Cell multiline subhead={t('wallets.deposit.memo.subhead')}>
            {t('wallets.deposit.memo.missing')}
          </Cell>
        )}
      </Section>
      <AddressActions address={shown.address} memo={shown.memo ?? null} symbol={symbol} network={network} />
      {rule && (
        <Section>
          {rule.minimum && (
            <div className="w-row">
              <span className="w-row__label">{t('wallets.deposit.minimum')}</span>
              <span className="w-row__value" data-testid="deposit-minimum">
                <bdi>
                  {rule.minimum} {symbol}
                </bdi>
              </span>
            </div>
          )}
          <div className="w-row">
            <span className="w-row__label">{t('wallets.deposit.arrives')}</span>
            <span className="w-row__value" data-testid="deposit-time">
              {t('wallets.deposit.arrivesValue', {
                time: arrivalInWords(rule.arrives),
                count: rule.confirmations,
              })}
            </span>
          </div>
        </Section>
      )}
      {onChangeNetwork && (
        <Section>
          <Cell
            onClick={onChangeNetwork}
            after={<span className="w-link">{t('wallets.deposit.network.change')}</span>}
          >
            {t('wallets.deposit.network.current', { network })}
          </Cell>
        </Section>
      )}
      {/* Other addresses and a new one: rarely needed, so folded under the essentials. */}
      <Section>
        <Cell
          onClick={() => setManage((v) => !v)}
          aria-expanded={manage}
          after={<span className="w-link">{t(manage ? 'wallets.toggle.hide' : 'wallets.toggle.show')}</span>}
          subtitle={
            all.length > 1
              ? t('wallets.deposit.others.count', { count: all.length })
              : t('wallets.deposit.others.hint')
          }
        >
          {t('wallets.deposit.others.title')}
        </Cell>
      </Section>
      {manage && all.length > 1 && (
        <Section header={t('wallets.deposit.others.header')}>
          {all.map((a) => (
            <Cell
              key={a.address}
              onClick={() => setSelected(a.address)}
              subtitle={<span className="w-mono">{a.address}</span>}
              after={
                a.address === shown.address ? (
                  <span className="w-link">{t('wallets.deposit.others.shown')}</span>
                ) : undefined
              }
            >
              {a.label || t('wallets.deposit.others.noLabel')}
            </Cell>
          ))}
        </Section>
      )}
      {manage && (
        <Section>
          <TextField
            label={t('wallets.deposit.label.label')}
            aside={t('wallets.deposit.label.optional')}
            hint={t('wallets.deposit.label.hint', { max: LABEL_MAX })}
            error={labelError}
            placeholder={t('wallets.deposit.label.placeholder')}
            value={label}
            onChange={(e) => {
              setLabel(e.target.value);
              if (labelError) setLabelError(null);
            }}
          />
          <div className="w-form">
            <Button size="m" stretched mode="bezeled" loading={creating} onClick={create}>
              {t('wallets.deposit.label.create')}
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
    showToast(t(ok ? 'wallets.deposit.address.copied' : 'wallets.deposit.address.copyFailed'), {
      tone: ok ? 'success' : 'error',
    });
  };
  const share = async () => {
    const text = memo
      ? t('wallets.deposit.address.shareTextMemo', { symbol, network, address, memo })
      : t('wallets.deposit.address.shareText', { symbol, network, address });
    try {
      if (navigator.share) {
        await navigator.share({ text });
        return;
      }
    } catch {
      return; // the user closed the share sheet
    }
    const ok = await copyText(text);
    showToast(t(ok ? 'wallets.deposit.address.shareCopied' : 'wallets.deposit.address.shareFailed'), {
      tone: ok ? 'success' : 'error',
    });
  };
  useSheetPrimary({ text: t('wallets.deposit.address.copy'), onClick: () => void copy() });
  return (
    <div className="w-deposit-actions">
      <Button size="l" stretched mode="bezeled" onClick={() => void share()}>
        {t('wallets.deposit.address.share')}
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
  const symbol = c.meta.symbol;
  if (c.type !== 'token') return t('wallets.deposit.network.nativeCoin', { symbol });
  const standard = TOKEN_STANDARD[c.meta.chain_id];
  return standard ? `${symbol} · ${standard}` : t('wallets.deposit.network.token', { symbol });
}

/** "about 30 minutes", "under a minute", "a few seconds". */
function arrivalInWords(arrival: Arrival): string {
  if (arrival === 'seconds') return t('wallets.deposit.arrival.seconds');
  if (arrival === 'under-a-minute') return t('wallets.deposit.arrival.underMinute');
  return t('wallets.deposit.arrival.aboutMinutes', { count: arrival.aboutMinutes });
}
