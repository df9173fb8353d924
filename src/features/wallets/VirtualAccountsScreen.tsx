import { Cell, Section, Text } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { virtualAccountsApi } from '../../api/endpoints/virtual-accounts';
import { messageOf } from '../../api/errors';
import type { VAProgram } from '../../api/types/virtual-accounts';
import { paths } from '../../app/paths';
import { haptic } from '../../lib/platform';
import { useQuery } from '../../lib/query';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { Screen } from '../../ui/Screen';
import { Sheet } from '../../ui/Sheet';
import { StatusChip } from '../../ui/StatusChip';
import { showToast } from '../../ui/toast';
import { WalletNotFound } from './components/States';
import { isNotFound, openVirtualAccount, vaListInput } from './data';
import { railsInWords } from './rail-names';
import './wallets.css';

/** Bank accounts of a wallet (virtual accounts) and the programs to open a new one from. */
export default function VirtualAccountsScreen() {
  const { walletId = '' } = useParams<{ walletId: string }>();
  const [, navigate] = useLocation();
  const accounts = useQuery(virtualAccountsApi.list, vaListInput(walletId));
  const programs = useQuery(
    virtualAccountsApi.programs,
    accounts.error ? null : { query: { wallet_id: walletId, offset: 0, limit: 50 } },
  );
  const [confirm, setConfirm] = useState<VAProgram | null>(null);
  const [busy, setBusy] = useState(false);

  if (isNotFound(accounts.error)) {
    return (
      <Screen title="Wallet not found">
        <WalletNotFound />
      </Screen>
    );
  }
  const owned = new Set((accounts.data?.data ?? []).map((a) => a.va_programs_id));
  const available = (programs.data?.data ?? []).filter((p) => !owned.has(p.id));

  const open = async (program: VAProgram) => {
    setBusy(true);
    try {
      const created = await openVirtualAccount(walletId, program.id);
      haptic('success');
      showToast(`${program.name} opened`, { tone: 'success' });
      setConfirm(null);
      navigate(paths.virtualAccount(walletId, created.id));
    } catch (err) {
      haptic('error');
      showToast(messageOf(err, 'Could not open the account.'), { tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Screen title="Bank accounts" backTo={paths.wallet(walletId)}>
      <Section header="Your accounts" footer="Money sent to these details arrives in this wallet.">
        {accounts.loading && <ListSkeleton rows={2} label="Loading accounts" />}
        {accounts.error && !accounts.data && (
          <ErrorState compact error={accounts.error} onRetry={accounts.refresh} />
        )}
        {accounts.data?.data.length === 0 && (
          <EmptyState
            compact
            title="No bank accounts yet"
            description="Open one below to get deposit details."
          />
        )}
        {accounts.data?.data.map((va) => (
          <Cell
            key={va.id}
            onClick={() => navigate(paths.virtualAccount(walletId, va.id))}
            subtitle={accountLine(va)}
            after={<StatusChip kind="program" status={va.status} />}
          >
            {va.virtual_accounts_program.name}
          </Cell>
        ))}
      </Section>
      <Section header="Open a new account">
        {programs.loading && <ListSkeleton rows={2} label="Loading programs" />}
        {programs.error && !programs.data && (
          <ErrorState compact error={programs.error} onRetry={programs.refresh} />
        )}
        {programs.data && available.length === 0 && (
          <EmptyState compact title="All set" description="This wallet already has every account on offer." />
        )}
        {available.map((p) => (
          <Cell
            key={p.id}
            multiline
            onClick={() => setConfirm(p)}
            description={p.description}
            after={<span className="w-link">Open</span>}
          >
            {p.name}
          </Cell>
        ))}
      </Section>
      <Sheet
        open={confirm !== null}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={confirm?.name ?? ''}
        primary={confirm ? { text: 'Open account', onClick: () => open(confirm), loading: busy } : undefined}
      >
        {confirm && (
          <div className="w-form">
            <Text>{confirm.description}</Text>
            <p className="w-sub">
              Receive {confirm.account_currency_details.symbol}, credited as{' '}
              {confirm.destination_currency_details.symbol} · provided by {confirm.integration_vendor.name}
            </p>
            {confirm.consent_text && <p className="w-sub">{confirm.consent_text}</p>}
          </div>
        )}
      </Sheet>
    </Screen>
  );
}

/**
 * "Receive USD by ACH (US) or Domestic wire (US)", and where it lands when that differs
 * ("… · arrives as USDC"): never "USD → USD · ACH, FEDWIRE".
 */
function accountLine(va: {
  account_currency: { meta: { symbol: string } };
  destination_currency: { meta: { symbol: string } };
  deposit_instructions?: { instruction_type: string }[] | null;
}): string {
  const from = va.account_currency.meta.symbol;
  const to = va.destination_currency.meta.symbol;
  const how = railsInWords((va.deposit_instructions ?? []).map((i) => i.instruction_type));
  return `Receive ${from} by ${how}${from === to ? '' : ` · arrives as ${to}`}`;
}
