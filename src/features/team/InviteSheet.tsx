import { Cell, Radio, Section } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { ApiError, messageOf } from '../../api/errors';
import type { WalletInvite } from '../../api/types/team';
import { MEMBER_ROLES, type MemberRole } from '../../api/types/wallets';
import { t } from '../../i18n';
import { haptic } from '../../lib/platform';
import { TextField } from '../../ui/Field';
import { FormError } from '../../ui/FormError';
import { Sheet } from '../../ui/Sheet';
import { useUnsavedGuard } from '../../ui/useUnsavedGuard';
import { useSendInvite } from './data';
import { ROLE_HINT, ROLE_TITLE } from './roles';

const EMAIL_MAX = 254;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Invite someone by email with a role; on success the caller shows the invite's link. */
export function InviteSheet({
  open,
  walletId,
  canInviteAdmin,
  onClose,
  onSent,
}: {
  open: boolean;
  walletId: string;
  /** Only the owner invites admins (the platform refuses an admin that tries). */
  canInviteAdmin: boolean;
  onClose: () => void;
  onSent: (invite: WalletInvite) => void;
}) {
  const send = useSendInvite(walletId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('user');
  const [errors, setErrors] = useState<{ email?: string; form?: string }>({});
  useUnsavedGuard(open && email.trim() !== '');
  const roles = canInviteAdmin ? MEMBER_ROLES : (['user'] as const);

  useEffect(() => {
    if (!open) return;
    setEmail('');
    setRole('user');
    setErrors({});
  }, [open]);

  const submit = async () => {
    if (send.isPending) return;
    const address = email.trim();
    if (!address) return setErrors({ email: t('team.invite.emailRequired') });
    if (address.length > EMAIL_MAX || !EMAIL_RE.test(address))
      return setErrors({ email: t('team.invite.emailInvalid') });
    setErrors({});
    try {
      const invite = await send.mutateAsync({ email: address, role });
      haptic('success');
      onSent(invite);
    } catch (err) {
      haptic('error');
      // A refusal naming the email (already a member, an invite waiting) goes under the field;
      // anything else under the form. What the user typed stays.
      if (err instanceof ApiError && err.fields.email) setErrors({ email: err.fields.email });
      else setErrors({ form: messageOf(err, t('team.failed')) });
    }
  };

  return (
    <Sheet
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t('team.invite.title')}
      primary={{ text: t('team.invite.send'), onClick: () => void submit(), loading: send.isPending }}
    >
      <TextField
        label={t('team.invite.email')}
        placeholder={t('team.invite.emailPlaceholder')}
        type="email"
        inputMode="email"
        autoComplete="off"
        maxLength={EMAIL_MAX + 10}
        value={email}
        error={errors.email}
        hint={t('team.invite.emailHint')}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Section header={t('team.invite.role')}>
        {roles.map((r) => (
          <Cell
            key={r}
            Component="label"
            multiline
            before={<Radio name="invite-role" value={r} checked={role === r} onChange={() => setRole(r)} />}
            description={t(ROLE_HINT[r])}
          >
            {t(ROLE_TITLE[r])}
          </Cell>
        ))}
      </Section>
      <FormError text={errors.form ?? null} submitted />
    </Sheet>
  );
}
