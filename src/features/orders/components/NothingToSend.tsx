import { useLocation } from 'wouter';
import { type MessageKey, t } from '../../../i18n';
import { paths } from '../../../routing/paths';
import { EmptyState } from '../../../ui/EmptyState';
import { MainButton } from '../../../ui/MainButton';

/**
 * A flow that cannot do anything yet (nothing to withdraw, exchange or transfer): why, and the
 * way forward as the screen's primary action, adding money to this wallet (its deposit screen:
 * a crypto address, or bank details), instead of an empty form with only Back.
 */
const WORDS: Record<'exchange' | 'transfer' | 'withdraw', [title: MessageKey, text: MessageKey]> = {
  exchange: ['orders.exchange.emptyTitle', 'orders.exchange.emptyText'],
  transfer: ['orders.transfer.emptyTitle', 'orders.transfer.emptyText'],
  withdraw: ['orders.withdraw.emptyTitle', 'orders.withdraw.emptyText'],
};

export function NothingToSend({ walletId, flow }: { walletId: string; flow: keyof typeof WORDS }) {
  const [title, text] = WORDS[flow];
  const [, navigate] = useLocation();
  return (
    <div data-testid="nothing-to-send">
      <EmptyState title={t(title)} description={t(text)} />
      <MainButton text={t('orders.empty.addMoney')} onClick={() => navigate(paths.walletDeposit(walletId))} />
    </div>
  );
}
