import { useLocation } from 'wouter';
import { t } from '../../../i18n';
import { paths } from '../../../routing/paths';
import { EmptyState } from '../../../ui/EmptyState';
import { MainButton } from '../../../ui/MainButton';

/**
 * A flow that cannot do anything yet (nothing to withdraw, exchange or transfer): why, and the
 * way forward as the screen's primary action, adding money to this wallet (its deposit screen:
 * a crypto address, or bank details), instead of an empty form with only Back.
 */
export function NothingToSend({ walletId, title, text }: { walletId: string; title: string; text: string }) {
  const [, navigate] = useLocation();
  return (
    <div data-testid="nothing-to-send">
      <EmptyState title={title} description={text} />
      <MainButton text={t('orders.empty.addMoney')} onClick={() => navigate(paths.walletDeposit(walletId))} />
    </div>
  );
}
