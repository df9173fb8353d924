import { Placeholder } from '@telegram-apps/telegram-ui';
import { t } from '../../../i18n';
import { GoHomeButton } from '../../../ui/GoHomeButton';
import { Screen } from '../../../ui/Screen';

/** A wallet that does not exist or is not shared with this user (404 and 403 look the same). */
export function WalletNotFound() {
  return (
    <div className="full-screen" data-testid="wallet-not-found">
      <Placeholder
        header={t('wallets.notFound.header')}
        description={t('wallets.notFound.description')}
        action={<GoHomeButton>{t('wallets.notFound.goHome')}</GoHomeButton>}
      />
    </div>
  );
}

/** A screen of a wallet that is not there for this user: its title, and WalletNotFound. */
export function WalletNotFoundScreen({ title, backTo }: { title?: string; backTo?: string }) {
  return (
    <Screen title={title ?? t('wallets.notFound.screenTitle')} backTo={backTo}>
      <WalletNotFound />
    </Screen>
  );
}
