import { Button } from '@telegram-apps/telegram-ui';
import { useRef } from 'react';
import type { WalletInvite } from '../../api/types/team';
import { t } from '../../i18n';
import { formatDate } from '../../lib/format';
import { isTelegram, shareLink } from '../../lib/platform';
import { useTenantConfig } from '../../lib/tenant-config';
import { CopyField } from '../../ui/CopyField';
import { FormError } from '../../ui/FormError';
import { Sheet } from '../../ui/Sheet';
import { showToast } from '../../ui/toast';
import { isExpired, useRevokeInvite } from './data';
import { inviteLinks } from './invite-link';
import { ROLE_TITLE } from './roles';
import { useSheetAction } from './use-sheet-action';

/**
 * A waiting invite: its links to send (the platform also emailed the code), sharing them, and
 * revoking it. Opened right after sending one, and from the list.
 */
export function InviteLinkSheet({
  walletId,
  invite,
  onClose,
}: {
  walletId: string;
  invite: WalletInvite | null;
  onClose: () => void;
}) {
  const last = useRef(invite);
  if (invite) last.current = invite;
  const shown = invite ?? last.current;
  const revoke = useRevokeInvite(walletId);
  const botName = useTenantConfig().data?.tg_bot_name;
  const open = invite !== null;
  const { run, error } = useSheetAction(revoke, open, onClose);

  if (!shown) return null;
  const links = inviteLinks(shown.code, botName, window.location.origin);
  // Inside Telegram the Telegram link opens the Mini App; elsewhere the web link works everywhere.
  const primaryLink = isTelegram() ? (links.telegram ?? links.web) : links.web;
  const expired = isExpired(shown);

  const share = async () => {
    const how = await shareLink(primaryLink, t('team.link.shareText'));
    if (how === 'copied') showToast(t('team.link.copied'), { tone: 'success' });
    if (how === 'failed') showToast(t('team.link.shareFailed'), { tone: 'error' });
  };
  return (
    <Sheet
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t('team.link.title')}
      primary={expired ? undefined : { text: t('team.link.share'), onClick: () => void share() }}
    >
      <p className="team-note">
        {expired
          ? t('team.link.expiredNote', { email: shown.email })
          : t('team.link.note', {
              email: shown.email,
              role: t(ROLE_TITLE[shown.role]),
              date: formatDate(shown.expires_at),
            })}
      </p>
      {!expired && links.telegram && (
        <CopyField
          label={t('team.link.telegram')}
          value={links.telegram}
          mono
          copiedText={t('team.link.copied')}
        />
      )}
      {!expired && (
        <CopyField label={t('team.link.web')} value={links.web} mono copiedText={t('team.link.copied')} />
      )}
      <div className="team-sheet-actions">
        <Button
          size="l"
          mode="plain"
          stretched
          className="team-destructive"
          loading={revoke.isPending}
          onClick={() => void run(shown.id, t('team.link.revoked', { email: shown.email }))}
        >
          {t('team.link.revoke')}
        </Button>
      </div>
      <FormError text={error} submitted />
    </Sheet>
  );
}
