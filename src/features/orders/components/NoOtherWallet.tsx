import { lazy, Suspense, useState } from 'react';
import { t } from '../../../i18n';
import { EmptyState } from '../../../ui/EmptyState';
import { MainButton } from '../../../ui/MainButton';

// The wallets feature's sheet, loaded when asked for (as home does).
const CreateWalletSheet = lazy(() => import('../../wallets').then((m) => ({ default: m.CreateWalletSheet })));

/** A transfer needs a second wallet of one's own: why, and creating one as the primary action. */
export function NoOtherWallet() {
  const [creating, setCreating] = useState(false);
  return (
    <div data-testid="nothing-to-send">
      <EmptyState
        title={t('orders.transfer.noOtherWalletTitle')}
        description={t('orders.transfer.noOtherWalletText')}
      />
      <MainButton text={t('orders.empty.newWallet')} onClick={() => setCreating(true)} visible={!creating} />
      {creating && (
        <Suspense fallback={null}>
          <CreateWalletSheet open={creating} onOpenChange={setCreating} />
        </Suspense>
      )}
    </div>
  );
}
