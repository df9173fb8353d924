import { Button } from '@telegram-apps/telegram-ui';
import { useEffect, useRef, useState } from 'react';
import type { WalletUser } from '../../api/types/team';
import { t } from '../../i18n';
import { FormError } from '../../ui/FormError';
import { Sheet } from '../../ui/Sheet';
import { memberName, personOf, useMemberChange } from './data';
import { ROLE_HINT, ROLE_TITLE } from './roles';
import { useSheetAction } from './use-sheet-action';

/**
 * One member: change the role (the owner only), pause or resume their access, remove them (asked
 * twice: it takes their access at once). Closes once the platform has said yes.
 */
export function MemberSheet({
  walletId,
  member,
  canChangeRole,
  onClose,
}: {
  walletId: string;
  member: WalletUser | null;
  canChangeRole: boolean;
  onClose: () => void;
}) {
  // The last member shown stays in the sheet while it slides away.
  const last = useRef(member);
  if (member) last.current = member;
  const shown = member ?? last.current;
  const id = shown ? (personOf(shown)?.id ?? -1) : -1;
  const change = useMemberChange(walletId, id);
  const [confirming, setConfirming] = useState(false);
  const open = member !== null;
  const { run, error } = useSheetAction(change, open, onClose);

  useEffect(() => {
    if (!open) return;
    setConfirming(false);
    change.reset();
  }, [open, change.reset]);

  if (!shown) return null;
  const name = memberName(shown);

  const otherRole = shown.role === 'admin' ? 'user' : 'admin';
  // Pause an active member, resume a paused one.
  const access = shown.is_active
    ? { kind: 'pause' as const, text: t('team.member.pause'), done: t('team.member.pausedDone', { name }) }
    : {
        kind: 'resume' as const,
        text: t('team.member.resume'),
        done: t('team.member.resumedDone', { name }),
      };
  return (
    <Sheet
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={name}
      primary={
        confirming
          ? {
              text: t('team.member.removeConfirm'),
              onClick: () => void run({ kind: 'remove' }, t('team.member.removed', { name })),
              loading: change.isPending,
            }
          : undefined
      }
    >
      {confirming ? (
        <p className="team-note" data-testid="remove-warning">
          {t('team.member.removeWarning', { name })}
        </p>
      ) : (
        <>
          <p className="team-note">
            {t(ROLE_TITLE[shown.role])} — {t(ROLE_HINT[shown.role])}
          </p>
          {!shown.is_active && <p className="team-note">{t('team.member.pausedHint')}</p>}
          <div className="team-sheet-actions">
            {canChangeRole && (
              <Button
                size="l"
                mode="bezeled"
                stretched
                loading={change.isPending && change.variables?.kind === 'role'}
                onClick={() =>
                  void run(
                    { kind: 'role', role: otherRole },
                    t('team.member.roleChanged', { name, role: t(ROLE_TITLE[otherRole]) }),
                  )
                }
              >
                {t(otherRole === 'admin' ? 'team.member.makeAdmin' : 'team.member.makeUser')}
              </Button>
            )}
            <Button
              size="l"
              mode="bezeled"
              stretched
              loading={change.isPending && change.variables?.kind === access.kind}
              onClick={() => void run({ kind: access.kind }, access.done)}
            >
              {access.text}
            </Button>
            <Button
              size="l"
              mode="plain"
              stretched
              className="team-destructive"
              onClick={() => setConfirming(true)}
            >
              {t('team.member.remove')}
            </Button>
          </div>
        </>
      )}
      <FormError text={error} submitted />
    </Sheet>
  );
}
