import { Cell, Section } from '@telegram-apps/telegram-ui';
import { useParams } from 'wouter';
import { virtualAccountsApi } from '../../api/endpoints/virtual-accounts';
import type { DepositInstruction, InstructionAddress } from '../../api/types/virtual-accounts';
import { paths } from '../../app/paths';
import { formatDate } from '../../lib/format';
import { useQuery } from '../../lib/query';
import { CopyField } from '../../ui/CopyField';
import { ErrorState } from '../../ui/ErrorState';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { Screen } from '../../ui/Screen';
import { StatusChip } from '../../ui/StatusChip';
import { WalletNotFound } from './components/States';
import { RAIL_NAMES } from './rail-names';
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
  const va = useQuery(virtualAccountsApi.get, { path: { uuid: vaId } });
  const d = va.data;

  if (va.error?.status === 403) {
    return (
      <Screen title="Not found">
        <WalletNotFound />
      </Screen>
    );
  }
  return (
    <Screen
      title={d?.virtual_accounts_program.name ?? 'Bank account'}
      backTo={paths.virtualAccounts(walletId)}
    >
      {va.loading && <ListSkeleton rows={6} label="Loading bank details" />}
      {va.error && !d && (
        <ErrorState
          error={
            va.error.status === 404 ? 'This bank account does not exist. The link may be wrong.' : va.error
          }
          onRetry={va.error.status === 404 ? undefined : va.refresh}
        />
      )}
      {d && (
        <>
          <Section
            footer={`Include the reference so the payment reaches you. Opened ${formatDate(d.created_at)}.`}
          >
            <Cell
              subtitle={`Receive ${d.account_currency}, credited as ${d.destination_currency}`}
              after={<StatusChip kind="program" status={d.status} />}
            >
              {d.virtual_accounts_program.name}
            </Cell>
            <CopyField label="Beneficiary" value={d.account_details.beneficiary.name} />
            <CopyField label="Bank" value={d.account_details.bankName} />
          </Section>
          {(d.deposit_instructions ?? []).map((ins) => (
            <InstructionSection key={ins.instruction_type} ins={ins} />
          ))}
          {d.crypto_deposit_details.map((c) => (
            <Section key={c.deposit_address} header="Delivered to">
              <CopyField label="Wallet address" value={c.deposit_address} mono />
            </Section>
          ))}
        </>
      )}
    </Screen>
  );
}

function InstructionSection({ ins }: { ins: DepositInstruction }) {
  const fields: [string, string | undefined][] = [
    ['Account holder', ins.account_holder_name],
    ['IBAN', ins.iban],
    ['Account number', ins.iban ? undefined : ins.account_number],
    ['Routing number (ABA)', ins.account_routing_number],
    ['SWIFT / BIC', ins.swift_bic],
    ['Sort code', ins.sort_code],
    ['Bank name', ins.institution_name],
    ['Bank address', ins.institution_address ? oneLine(ins.institution_address) : undefined],
    ['Holder address', ins.account_holder_address ? oneLine(ins.account_holder_address) : undefined],
    ['Reference (memo)', ins.memo],
    ['Currency', ins.asset_type_id],
  ];
  return (
    <Section
      header={RAIL_NAMES[ins.instruction_type] ?? ins.instruction_type}
      data-rail={ins.instruction_type}
    >
      {fields
        .filter((f): f is [string, string] => !!f[1])
        .map(([label, value]) => (
          <CopyField
            key={label}
            label={label}
            value={value}
            mono={/number|IBAN|BIC|code|memo/i.test(label)}
          />
        ))}
    </Section>
  );
}
