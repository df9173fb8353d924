import { Cell } from '@telegram-apps/telegram-ui';
import { Link } from 'wouter';
import { t } from '../../i18n';
import { useOffered } from '../../lib/tenant-config';
import { paths } from '../../routing/paths';

/** Profile's way in to the referral program: there only when the tenant runs one. */
export function ReferralsEntry({ className }: { className?: string }) {
  if (!useOffered('referrals')) return null;
  return (
    <Link href={paths.referrals()} asChild>
      <Cell Component="a" className={className} description={t('referrals.entry.hint')}>
        {t('referrals.entry.title')}
      </Cell>
    </Link>
  );
}
