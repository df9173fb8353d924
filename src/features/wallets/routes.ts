import { lazy } from 'react';
import { lazyScreen } from '../../routing/lazy-screen';
import { patterns } from '../../routing/paths';
import type { RouteDef } from '../../routing/route-def';

/** Routes of the wallets feature; every screen is its own lazy chunk. */
export const walletsRoutes: RouteDef[] = [
  { path: patterns.home, tab: 'home', component: lazyScreen(() => import('./HomeScreen')) },
  { path: patterns.walletTransaction, component: lazy(() => import('./TransactionDetailScreen')) },
  { path: patterns.walletTransactions, component: lazy(() => import('./TransactionsScreen')) },
  { path: patterns.walletDeposit, component: lazy(() => import('./DepositScreen')) },
  { path: patterns.virtualAccount, component: lazy(() => import('./VirtualAccountScreen')) },
  { path: patterns.virtualAccounts, component: lazy(() => import('./VirtualAccountsScreen')) },
  { path: patterns.wallet, component: lazy(() => import('./WalletScreen')) },
];
