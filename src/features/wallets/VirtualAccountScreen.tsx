import { Cell, Section } from '@telegram-apps/telegram-ui';
import { useParams } from 'wouter';
import { virtualAccountsApi } from '../../api/endpoints/virtual-accounts';
import type { DepositInstruction, InstructionAddress } from '../../api/types/virtual-accounts';
import { type MessageKey, t } from '../../i18n';
import { formatDate } from '../../lib/format';
import { endpointQuery } from '../../lib/server-state/client';
import { useRead } from '../../lib/server-state/use-read';
import { paths } from '../../routing/paths';
import { CopyField } from '../../ui/CopyField';
import { ErrorState } from '../../ui/ErrorState';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { Screen } from '../../ui/Screen';
import { StaleNotice } from '../../ui/StaleNotice';
import { StatusChip } from '../../ui/StatusChip';
import { WalletNotFoundScreen } from './components/States';
import { programStatuses } from './program-statuses';
import { railName } from './rail-names';
import './wallets.css';

const oneLine = (a: InstructionAddress) =>
  [
    a.address_line1,
    a.address_line2,
    a.city,
    [a.state, a.postal_code].filter(Boolean).join(' '),
    a.country_code,
  ]
    .filter(Boolean)
    .join(', ');

/** One virtual account: bank details per rail, every field copyable. */
export default function VirtualAccountScreen() {
  const { walletId = '', vaId = '' } = useParams<{ walletId: string; vaId: string }>();
  const va = useRead(endpointQuery(virtualAccountsApi.get, { path: { uuid: vaId } }));
  const d = va.data;

  if (va.error?.status === 403) {
    return <WalletNotFoundScreen title={t('wallets.va.account.notFound')} />;
  }
  return (
    <Screen
      title={d?.virtual_accounts_program.name ?? t('wallets.va.account.fallbackTitle')}
      backTo={paths.virtualAccounts(walletId)}
    >
      {va.loading && <ListSkeleton rows={6} label={t('wallets.va.account.loading')} />}
      {va.error && !d && (
        <ErrorState
          error={va.error.status === 404 ? t('wallets.va.account.missing') : va.error}
          onRetry={va.error.status === 404 ? undefined : va.refresh}
        />
      )}
      {d && (
        <>
          <StaleNotice of={[va]} />
          <Section footer={t('wallets.va.account.footer', { date: formatDate(d.created_at) })}>
            <Cell
              subtitle={t('wallets.va.account.receive', {
                from: d.account_currency,
                to: d.destination_currency,
              })}
              after={<StatusChip statuses={programStatuses} status={d.status} />}
            >
              {d.virtual_accounts_program.name}
            </Cell>
            <CopyField
              label={t('wallets.va.account.beneficiary')}
              value={d.account_details.beneficiary.name}
            />
            <CopyField label={t('wallets.va.account.bank')} value={d.account_details.bankName} />
          </Section>
          {(d.deposit_instructions ?? []).map((ins) => (
            <InstructionSection key={ins.instruction_type} ins={ins} />
          ))}
          {d.crypto_deposit_details.map((c) => (
            <Section key={c.deposit_address} header={t('wallets.va.account.deliveredTo')}>
              <CopyField label={t('wallets.va.account.walletAddress')} value={c.deposit_address} mono />
            </Section>
          ))}
        </>
      )}
    </Screen>
  );
}

/** A bank detail: its label, its value, and whether it is a code read character by character (mono). */
type Field = [label: MessageKey, value: string | undefined, mono: boolean];

function InstructionSection({ ins }: { ins: DepositInstruction }) {
  const fields: Field[] = [
    ['wallets.va.field.accountHolder', ins.account_holder_name, false],
    ['wallets.va.field.iban', ins.iban, true],
    ['wallets.va.field.accountNumber', ins.iban ? undefined : ins.account_number, true],
    ['wallets.va.field.routing', ins.account_routing_number, true],
    ['wallets.va.field.swift', ins.swift_bic, true],
    ['wallets.va.field.sortCode', ins.sort_code, true],
    ['wallets.va.field.bankName', ins.institution_name, false],
    [
      'wallets.va.field.bankAddress',
      ins.institution_address ? oneLine(ins.institution_address) : undefined,
      false,
    ],
    [
      'wallets.va.field.holderAddress',
      ins.account_holder_address ? oneLine(ins.account_holder_address) : undefined,
      false,
    ],
    ['wallets.va.field.reference', ins.memo, true],
    ['wallets.va.field.currency', ins.asset_type_id, false],
  ];
  return (
    <Section header={railName(ins.instruction_type)} data-rail={ins.instruction_type}>
      {fields
        .filter((f): f is [MessageKey, string, boolean] => !!f[1])
        .map(([label, value, mono]) => (
          <CopyField key={label} label={t(label)} value={value} mono={mono} />
        ))}
    </Section>
  );
}
