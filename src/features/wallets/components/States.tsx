import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { useLocation } from 'wouter';
import { t } from '../../../i18n';
import { paths } from '../../../routing/paths';
import { Screen } from '../../../ui/Screen';

/** A wallet that does not exist or is not shared with this user (404 and 403 look the same). */
export function WalletNotFound() {
  const [, navigate] = useLocation();
  return (
    <div className="full-screen" data-testid="wallet-not-found">
      <Placeholder
        header={t('wallets.notFound.header')}
        description={t('wallets.notFound.description')}
        action={
          <Button size="m" onClick={() => navigate(paths.home(), { replace: true })}>
            {t('wallets.notFound.goHome')}
          </Button>
        }
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
