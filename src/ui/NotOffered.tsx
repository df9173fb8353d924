import { Button } from '@telegram-apps/telegram-ui';
import { useLocation } from 'wouter';
import { config } from '../config';
import { type MessageKey, t, useLaterCatalogues } from '../i18n';
import type { TenantFeature } from '../lib/tenant-config';
import { canGoBack } from '../routing/history-depth';
import { paths } from '../routing/paths';
import { FullScreenMessage } from './FullScreenMessage';

const SENTENCES = {
  kyc: 'tenant.notOffered.kyc',
  exchange: 'tenant.notOffered.exchange',
  autoExchange: 'tenant.notOffered.autoExchange',
  cryptoWithdrawal: 'tenant.notOffered.cryptoWithdrawal',
  referrals: 'tenant.notOffered.referrals',
} as const satisfies Record<TenantFeature, MessageKey>;

/** A link or route to a service this tenant does not offer: said plainly, with the way back. */
export default function NotOffered({ feature }: { feature: TenantFeature }) {
  useLaterCatalogues();
  const [, navigate] = useLocation();
  // Back where the user came from inside the app; from a link, home.
  const back = () => (canGoBack() ? history.back() : navigate(paths.home(), { replace: true }));
  return (
    <FullScreenMessage
      title={t('tenant.notOffered.title')}
      body={t(SENTENCES[feature], { app: config.appName })}
      action={
        <Button size="m" onClick={back}>
          {t(canGoBack() ? 'tenant.notOffered.back' : 'tenant.notOffered.home')}
        </Button>
      }
    />
  );
}
