import { useMutation } from '@tanstack/react-query';
import { Text } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { isApiError } from '../../api/errors';
import { revokeSession } from '../../api/sign-out';
import { t } from '../../i18n';
import { isolateInRtl } from '../../lib/format';
import { queryClient } from '../../lib/server-state/client';
import { openSignOut } from '../../session/sign-out-intent';
import { ErrorCaption } from '../../ui/ErrorCaption';
import { Sheet } from '../../ui/Sheet';

/**
 * "Sign out of all devices": the platform ends every session of the user (API.md §19, scope
 * global), this one included, so a lost phone or a shared browser is signed out too. Only once
 * the platform confirms does this device forget its tokens (through the logout route).
 */
export function SignOutEverywhereSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const signOut = useMutation({ mutationFn: () => revokeSession('global') }, queryClient);
  // Signed out everywhere: busy until this tab has left too.
  const busy = signOut.isPending || signOut.isSuccess;

  useEffect(() => {
    if (open) setError(null);
  }, [open]);

  const signOutEverywhere = async () => {
    setError(null);
    try {
      await signOut.mutateAsync();
      openSignOut(navigate, true);
    } catch (err) {
      const reason = isApiError(err) ? err.message : t('profile.signOutAll.unknown');
      setError(t('profile.signOutAll.failed', { reason: isolateInRtl(reason) }));
    }
  };

  return (
    <Sheet
      open={open}
      onOpenChange={(o) => !o && !busy && onClose()}
      title={t('profile.signOutAll.title')}
      primary={{
        text: t('profile.signOutAll.confirm'),
        onClick: () => void signOutEverywhere(),
        loading: busy,
      }}
    >
      <div className="security-form">
        <Text>{t('profile.signOutAll.body')}</Text>
        <ErrorCaption text={error} className="security-error" />
      </div>
    </Sheet>
  );
}
