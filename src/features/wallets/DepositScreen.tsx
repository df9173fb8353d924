import { Cell, Section } from '@telegram-apps/telegram-ui';
import { useMemo, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { systemApi } from '../../api/endpoints/system';
import type { CryptoCurrency } from '../../api/types/common';
import { t } from '../../i18n';
import { endpointQuery } from '../../lib/server-state/client';
import { useRead } from '../../lib/server-state/use-read';
import { paths } from '../../routing/paths';
import { ReadPlaceholder } from '../../ui/ReadPlaceholder';
import { Screen } from '../../ui/Screen';
import { WalletNotFoundScreen } from './components/States';
import { DepositCryptoSheet } from './DepositCryptoSheet';
import { isNotFound, useWallet } from './data';
import { listInWords } from './list-words';
import './wallets.css';
import { CurrencyIcon } from '../../ui/CurrencyIcon';

/** Deposit: crypto (currency → network → address sheet) or a bank transfer (virtual accounts). */
export default function DepositScreen() {
  const { walletId = '' } = useParams<{ walletId: string }>();
  const [, navigate] = useLocation();
  const wallet = useWallet(walletId);
  const currencies = useRead(
    endpointQuery(systemApi.currencies, { query: { is_crypto: true } }, { staleMs: 10 * 60_000 }),
  );
  const [picked, setPicked] = useState<CryptoCurrency[]>([]);

  const bySymbol = useMemo(() => {
    const groups = new Map<string, CryptoCurrency[]>();
    for (const c of currencies.data?.data ?? []) {
      if (!c.is_crypto || !c.is_enabled) continue;
      groups.set(c.meta.symbol, [...(groups.get(c.meta.symbol) ?? []), c]);
    }
    return [...groups.entries()];
  }, [currencies.data]);

  if (isNotFound(wallet.error)) {
    return <WalletNotFoundScreen />;
  }
  return (
    <Screen
      title={
        wallet.data?.name
          ? t('wallets.deposit.titleTo', { wallet: wallet.data.name })
          : t('wallets.deposit.title')
      }
      backTo={paths.wallet(walletId)}
    >
      <Section header={t('wallets.deposit.bank.header')}>
        <Cell
          onClick={() => navigate(paths.virtualAccounts(walletId))}
          subtitle={t('wallets.deposit.bank.subtitle')}
        >
          {t('wallets.deposit.bank.title')}
        </Cell>
      </Section>
      <ReadPlaceholder read={currencies} rows={5} label={t('wallets.deposit.crypto.loading')} />
      {bySymbol.length > 0 && (
        <Section header={t('wallets.deposit.crypto.header')}>
          {bySymbol.map(([symbol, list]) => (
            <Cell
              key={symbol}
              onClick={() => setPicked(list)}
              data-testid={`deposit-${symbol}`}
              multiline
              before={<CurrencyIcon symbol={symbol} />}
              subtitle={t('wallets.deposit.crypto.networks', {
                count: list.length,
                list: listInWords(list.map((c) => c.meta.chain_name)),
              })}
            >
              {list[0]!.meta.name}
            </Cell>
          ))}
        </Section>
      )}
      <DepositCryptoSheet walletId={walletId} options={picked} onClose={() => setPicked([])} />
    </Screen>
  );
}
