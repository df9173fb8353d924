import { useLocation } from 'wouter';
import { paths } from '../../../app/paths';

/** Deposit, Withdraw, Exchange, Transfer for one wallet (the last three are the orders feature's flows). */
const ICONS = {
  deposit: 'M12 4v12m0 0l-5-5m5 5l5-5M5 20h14',
  withdraw: 'M12 20V8m0 0l-5 5m5-5l5 5M5 4h14',
  exchange: 'M7 7h12l-3-3M17 17H5l3 3',
  transfer: 'M4 12h14m0 0l-5-5m5 5l-5 5',
};

export function ActionBar({ walletId }: { walletId: string | null }) {
  const [, navigate] = useLocation();
  const actions = [
    { id: 'deposit', text: 'Deposit', to: walletId ? paths.walletDeposit(walletId) : null },
    { id: 'withdraw', text: 'Withdraw', to: walletId ? paths.withdraw(walletId) : null },
    { id: 'exchange', text: 'Exchange', to: walletId ? paths.exchange(walletId) : null },
    { id: 'transfer', text: 'Transfer', to: walletId ? paths.transfer(walletId) : null },
  ] as const;
  return (
    <nav className="w-actions" aria-label="Quick actions">
      {actions.map((a) => (
        <button
          key={a.id}
          type="button"
          className="w-action"
          disabled={!a.to}
          onClick={() => a.to && navigate(a.to)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path
              d={ICONS[a.id]}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {a.text}
        </button>
      ))}
    </nav>
  );
}
