import { useMutation } from '@tanstack/react-query';
import { Cell, Section, Text } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { virtualAccountsApi } from '../../api/endpoints/virtual-accounts';
import { messageOf } from '../../api/errors';
import type { VAProgram } from '../../api/types/virtual-accounts';
import { t } from '../../i18n';
import { useRailUnlock } from '../../lib/kyc-unlock';
import { haptic } from '../../lib/platform';
import { endpointQuery, queryClient } from '../../lib/server-state/client';
import { useRead } from '../../lib/server-state/use-read';
import { paths } from '../../routing/paths';
import { EmptyState } from '../../ui/EmptyState';
import { ReadPlaceholder } from '../../ui/ReadPlaceholder';
import { Screen } from '../../ui/Screen';
import { Sheet } from '../../ui/Sheet';
import { StaleNotice } from '../../ui/StaleNotice';
import { StatusChip } from '../../ui/StatusChip';
import { showToast } from '../../ui/toast';
import { WalletNotFoundScreen } from './components/States';
import { isNotFound, openVirtualAccount, vaListInput } from './data';
import { programStatuses } from './program-statuses';
import { railsInWords } from './rail-names';
import './wallets.css';
import './wallet-screens.css';

/** Bank accounts of a wallet (virtual accounts) and the programs to open a new one from. */
export default function VirtualAccountsScreen() {
  const { walletId = '' } = useParams<{ walletId: string }>();
  const [, navigate] = useLocation();
  const accounts = useRead(endpointQuery(virtualAccountsApi.list, vaListInput(walletId)));
  const programs = useRead(
    endpointQuery(
      virtualAccountsApi.programs,
      accounts.error ? null : { query: { wallet_id: walletId, offset: 0, limit: 50 } },
    ),
  );
  const [confirm, setConfirm] = useState<VAProgram | null>(null);
  // A program names the KYC rail its accounts need (kyc_rails_id): the bank opens one only for a
  // holder verified on it. Until then the program leads to that verification.
  const rails = useRailUnlock(walletId);
  const locked = (p: VAProgram) =>
    !rails.loading && !rails.isUnlocked(p.kyc_rails_id ? [p.kyc_rails_id] : []);
  const openAccount = useMutation(
    { mutationFn: (programId: string) => openVirtualAccount(walletId, programId) },
    queryClient,
  );
  const busy = openAccount.isPending;

  if (isNotFound(accounts.error)) {
    return <WalletNotFoundScreen />;
  }
  const owned = new Set((accounts.data?.data ?? []).map((a) => a.va_programs_id));
  const available = (programs.data?.data ?? []).filter((p) => !owned.has(p.id));

  const open = async (program: VAProgram) => {
    try {
      const created = await openAccount.mutateAsync(program.id);
      haptic('success');
      showToast(t('wallets.va.list.opened', { name: program.name }), { tone: 'success' });
      setConfirm(null);
      navigate(paths.virtualAccount(walletId, created.id));
    } catch (err) {
      haptic('error');
      showToast(messageOf(err, t('wallets.va.list.openFailed')), { tone: 'error' });
    }
  };

  return (
    <Screen title={t('wallets.va.list.title')} backTo={paths.wallet(walletId)}>
      <StaleNotice of={[accounts, programs]} />
      <Section header={t('wallets.va.list.yours.header')} footer={t('wallets.va.list.yours.footer')}>
        <ReadPlaceholder read={accounts} rows={2} label={t('wallets.va.list.loading')} compact />
        {accounts.data?.data.length === 0 && (
          <EmptyState
            compact
            title={t('wallets.va.list.empty.title')}
            description={t('wallets.va.list.empty.description')}
          />
        )}
        {accounts.data?.data.map((va) => (
          <Cell
            key={va.id}
            onClick={() => navigate(paths.virtualAccount(walletId, va.id))}
            subtitle={accountLine(va)}
            after={<StatusChip statuses={programStatuses} status={va.status} />}
          >
            {va.virtual_accounts_program.name}
          </Cell>
        ))}
      </Section>
      <Section header={t('wallets.va.list.new')}>
        <ReadPlaceholder read={programs} rows={2} label={t('wallets.va.list.programsLoading')} compact />
        {programs.data && available.length === 0 && (
          <EmptyState
            compact
            title={t('wallets.va.list.allSet.title')}
            description={t('wallets.va.list.allSet.description')}
          />
        )}
        {available.map((p) => (
          <Cell
            key={p.id}
            multiline
            data-testid={`va-program-${p.code}`}
            onClick={() => (locked(p) ? navigate(paths.kyc(walletId, p.kyc_rails_id)) : setConfirm(p))}
            description={
              locked(p) ? `${p.description} ${t('wallets.va.list.needsVerification')}` : p.description
            }
            after={
              <span className="w-link">
                {locked(p) ? t('wallets.va.list.verifyFirst') : t('wallets.va.list.open')}
              </span>
            }
          >
            {p.name}
          </Cell>
        ))}
      </Section>
      <Sheet
        open={confirm !== null}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={confirm?.name ?? ''}
        primary={
          confirm
            ? { text: t('wallets.va.list.confirm'), onClick: () => open(confirm), loading: busy }
            : undefined
        }
      >
        {confirm && (
          <div className="w-form">
            <Text>{confirm.description}</Text>
            <p className="w-sub">
              {t('wallets.va.list.terms', {
                from: confirm.account_currency_details.symbol,
                to: confirm.destination_currency_details.symbol,
                vendor: confirm.integration_vendor.name,
              })}
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
  return from === to
    ? t('wallets.va.list.line', { from, rails: how })
    : t('wallets.va.list.lineArrives', { from, rails: how, to });
}
