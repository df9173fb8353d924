import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { t } from '../../../i18n';
import { useOffered } from '../../../lib/tenant-config';
import { paths } from '../../../routing/paths';
import { LineIcon } from '../../../ui/LineIcon';

/**
 * Deposit, Withdraw, Exchange, Transfer for one wallet (the last three are the orders feature's
 * flows), less what the tenant does not offer.
 */
const ICONS = {
  deposit: 'M12 4v12m0 0l-5-5m5 5l5-5M5 20h14',
  withdraw: 'M12 20V8m0 0l-5 5m5-5l5 5M5 4h14',
  exchange: 'M7 7h12l-3-3M17 17H5l3 3',
  transfer: 'M4 12h14m0 0l-5-5m5 5l-5 5',
};

// Loaded on demand: only Home with several wallets asks.
const ChooseWalletSheet = lazy(() => import('../../../ui/ChooseWalletSheet'));

const ACTIONS = [
  { id: 'deposit', textKey: 'home.actions.deposit', path: paths.walletDeposit },
  { id: 'withdraw', textKey: 'home.actions.withdraw', path: paths.withdraw },
  { id: 'exchange', textKey: 'home.actions.exchange', path: paths.exchange },
  { id: 'transfer', textKey: 'home.actions.transfer', path: paths.transfer },
] as const;

/**
 * `walletId` names the wallet; without one (Home), `choices` are the user's wallets: one is used
 * as is, several make the action ask which one.
 */
export function ActionBar({
  walletId,
  choices = [],
}: {
  walletId: string | null;
  choices?: readonly { uuid: string; name: string | null }[];
}) {
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState<(typeof ACTIONS)[number] | null>(null);
  const only = walletId ?? (choices.length === 1 ? choices[0]!.uuid : null);
  // Withdraw and Exchange only when the tenant offers them (lib/tenant-config.ts).
  const hidden = [!useOffered('cryptoWithdrawal') && 'withdraw', !useOffered('exchange') && 'exchange'];
  const actions = ACTIONS.filter((a) => !hidden.includes(a.id)).map((a) => ({
    ...a,
    to: only ? a.path(only) : null,
    ask: !only && choices.length > 1,
  }));
  return (
    <nav className="w-actions" aria-label={t('home.actions.label')}>
      {actions.map((a) => (
        <button
          key={a.id}
          type="button"
          className="w-action"
          disabled={!a.to && !a.ask}
          onClick={() => (a.to ? navigate(a.to) : a.ask && setAsking(ACTIONS.find((x) => x.id === a.id)!))}
        >
          <LineIcon d={ICONS[a.id]} />
          {t(a.textKey)}
        </button>
      ))}
      {asking && (
        <Suspense fallback={null}>
          <ChooseWalletSheet
            action={asking.id}
            wallets={choices}
            onClose={() => setAsking(null)}
            onChoose={(id) => {
              setAsking(null);
              navigate(asking.path(id));
            }}
          />
        </Suspense>
      )}
    </nav>
  );
}
