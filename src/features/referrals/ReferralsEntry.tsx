import { Cell } from '@telegram-apps/telegram-ui';
import { Link } from 'wouter';
import { t } from '../../i18n';
import { tenantConfigQuery } from '../../lib/server-state/shared-queries';
import { useRead } from '../../lib/server-state/use-read';
import { paths } from '../../routing/paths';
import { referralProgramOn } from './program';

/** Profile's way in to the referral program: there only when the tenant runs one. */
export function ReferralsEntry({ className }: { className?: string }) {
  const tenant = useRead(tenantConfigQuery());
  if (!referralProgramOn(tenant.data)) return null;
  return (
    <Link href={paths.referrals()} asChild>
      <Cell Component="a" className={className} description={t('referrals.entry.hint')}>
        {t('referrals.entry.title')}
      </Cell>
    </Link>
  );
}
