import { Cell, Section } from '@telegram-apps/telegram-ui';
import { useLocation } from 'wouter';
import type { WalletSummary } from '../../../api/types/wallets';
import { t, useLaterCatalogues } from '../../../i18n';
import { verificationWallet } from '../../../lib/verification-wallet';
import { paths } from '../../../routing/paths';
import { StatusChip } from '../../../ui/StatusChip';
import { kycStatuses } from '../../../ui/status';
import '../wallet-screens.css';

/**
 * Home's "Get started" for an account that cannot do anything yet: create a wallet (when there is
 * none), add money (the deposit screen: a crypto address, or bank details), verify (the KYC of the
 * wallet verification is for). Every step stays listed, done ones ticked, until all are done.
 * Loaded only for such accounts, apart from home's first screen.
 */
export default function FirstRun({
  wallets,
  funded,
  onCreateWallet,
}: {
  wallets: readonly WalletSummary[];
  funded: boolean;
  onCreateWallet: () => void;
}) {
  useLaterCatalogues();
  const [, navigate] = useLocation();
  const target = verificationWallet(wallets);
  const kyc = target?.kyc_info?.status ?? 'UNVERIFIED';
  const steps = [
    ...(target
      ? []
      : [
          {
            id: 'wallet',
            title: t('wallets.firstRun.wallet.title'),
            hint: t('wallets.firstRun.wallet.hint'),
            done: false,
            go: onCreateWallet,
          },
        ]),
    {
      id: 'money',
      title: t('wallets.firstRun.money.title'),
      hint: t('wallets.firstRun.money.hint'),
      done: funded,
      go: target ? () => navigate(paths.walletDeposit(target.uuid)) : undefined,
    },
    {
      id: 'verify',
      title: t('wallets.firstRun.verify.title'),
      hint: t('wallets.firstRun.verify.hint'),
      done: kyc === 'APPROVED',
      // A review under way or finished shows its status; "Not verified" needs no chip.
      status: kyc === 'UNVERIFIED' ? undefined : kyc,
      go: target ? () => navigate(paths.kyc(target.uuid)) : undefined,
    },
  ];
  return (
    <Section header={t('wallets.firstRun.header')} data-testid="first-run">
      {steps.map((s, i) => (
        <Cell
          key={s.id}
          data-testid={`first-run-${s.id}`}
          data-done={s.done}
          multiline
          disabled={!s.go}
          onClick={s.go}
          before={
            s.done ? (
              <span className="w-kind w-kind--in" role="img" aria-label={t('wallets.firstRun.done')}>
                ✓
              </span>
            ) : (
              <span className="w-avatar" aria-hidden="true">
                {i + 1}
              </span>
            )
          }
          subtitle={s.hint}
          after={
            'status' in s && s.status ? <StatusChip statuses={kycStatuses} status={s.status} /> : undefined
          }
        >
          {s.title}
        </Cell>
      ))}
    </Section>
  );
}
