import { Cell, Section } from '@telegram-apps/telegram-ui';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { t } from '../../../i18n';
import { paths } from '../../../routing/paths';
import '../wallet-screens.css';

// The statement sheet (period picker, Sheet and form parts) loads on first tap, not with the wallet.
const StatementSheet = lazy(() => import('../StatementSheet').then((m) => ({ default: m.StatementSheet })));

/**
 * Everything a wallet can do beyond the four quick actions, as one list: each row names the flow
 * and says in a few words what it is for. Rows only for screens that exist (no dead buttons).
 */
const ICONS = {
  sell: 'M3 7h18v10H3zM12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM6.5 12h.01M17.5 12h.01',
  buy: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 8v8M8 12h8',
  send: 'M21 3L10 14M21 3l-7 18-4-7-7-4z',
  recipients:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM3 20a6 6 0 0 1 12 0M16 5a3 3 0 0 1 0 6M21 20a5 5 0 0 0-4-5',
  cards: 'M3 6h18v12H3zM3 10h18M7 15h4',
  bank: 'M4 9l8-5 8 5M5 9v9m14-9v9M9 9v9m6-9v9M3 20h18',
  statement: 'M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h5',
} as const;

/** A row goes to a screen (`to`) or, without one, opens the sheet named by its id. */
type Row = { id: keyof typeof ICONS; title: string; subtitle: string; to?: string };

export function moreRows(walletId: string, verified = true): Row[] {
  // Bank rails need a verified identity: say so before the tap leads to verification.
  return [
    {
      id: 'sell',
      title: t('wallets.more.sell.title'),
      subtitle: t(verified ? 'wallets.more.sell.subtitle' : 'wallets.more.sell.subtitleUnverified'),
      to: paths.sell(walletId),
    },
    {
      id: 'buy',
      title: t('wallets.more.buy.title'),
      subtitle: t(verified ? 'wallets.more.buy.subtitle' : 'wallets.more.buy.subtitleUnverified'),
      to: paths.buy(walletId),
    },
    {
      id: 'send',
      title: t('wallets.more.send.title'),
      subtitle: t('wallets.more.send.subtitle'),
      to: paths.send(walletId),
    },
    {
      id: 'recipients',
      title: t('wallets.more.recipients.title'),
      subtitle: t('wallets.more.recipients.subtitle'),
      to: paths.counterparties(walletId),
    },
    {
      id: 'cards',
      title: t('wallets.more.cards.title'),
      subtitle: t('wallets.more.cards.subtitle'),
      to: paths.subAccounts(walletId),
    },
    {
      id: 'bank',
      title: t('wallets.more.bank.title'),
      subtitle: t('wallets.more.bank.subtitle'),
      to: paths.virtualAccounts(walletId),
    },
    {
      id: 'statement',
      title: t('wallets.more.statement.title'),
      subtitle: t('wallets.more.statement.subtitle'),
    },
  ];
}

export function MoreActions({ walletId, verified = true }: { walletId: string; verified?: boolean }) {
  const [, navigate] = useLocation();
  const [statementOpen, setStatementOpen] = useState(false);
  // Mounted from the first open on, so closing plays the sheet's animation instead of vanishing.
  const [statementUsed, setStatementUsed] = useState(false);
  const openStatement = () => {
    setStatementUsed(true);
    setStatementOpen(true);
  };
  return (
    <>
      <Section header={t('wallets.more.header')} data-testid="more-actions">
        {moreRows(walletId, verified).map((r) => (
          <Cell
            key={r.id}
            multiline
            data-testid={`more-${r.id}`}
            onClick={() => (r.to ? navigate(r.to) : openStatement())}
            subtitle={r.subtitle}
            before={
              <span className="w-icon">
                <svg viewBox="0 0 24 24" aria-hidden="true">
                  <path
                    d={ICONS[r.id]}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </span>
            }
          >
            {r.title}
          </Cell>
        ))}
      </Section>
      {statementUsed && (
        <Suspense fallback={null}>
          <StatementSheet walletId={walletId} open={statementOpen} onOpenChange={setStatementOpen} />
        </Suspense>
      )}
    </>
  );
}
