import { useMutation } from '@tanstack/react-query';
import { Text } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { totpApi } from '../../api/endpoints/otp';
import { messageOf } from '../../api/errors';
import { call } from '../../api/http';
import { requireSuccess } from '../../api/totp-verify';
import { t } from '../../i18n';
import { rememberAuthenticator } from '../../lib/authenticator-id';
import { invalidateEndpoint, queryClient } from '../../lib/server-state/client';
import { CodeField } from '../../ui/CodeField';
import { ErrorCaption } from '../../ui/ErrorCaption';
import { Sheet } from '../../ui/Sheet';
import { showToast } from '../../ui/toast';

/**
 * Turning the authenticator off asks for a current code: whoever holds the unlocked phone alone
 * should not be able to remove the second factor. (`token` = the code; see sandbox/otp/authenticators.ts.)
 */
export function RevokeSheet({
  open,
  userId,
  onClose,
}: {
  open: boolean;
  userId: string | undefined;
  onClose: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const revocation = useMutation(
    { mutationFn: (token: string) => call(totpApi.revoke, { body: { token } }) },
    queryClient,
  );
  const busy = revocation.isPending;

  useEffect(() => {
    if (open) {
      setCode('');
      setError(null);
    }
  }, [open]);

  const revoke = async () => {
    if (!/^\d{6}$/.test(code)) return setError(t('profile.security.enterAppCode'));
    setError(null);
    try {
      requireSuccess(await revocation.mutateAsync(code), t('profile.failed'));
      invalidateEndpoint(totpApi.status);
      if (userId) rememberAuthenticator(userId, null);
      showToast(t('profile.revoke.turnedOff'));
      onClose();
    } catch (err) {
      setError(messageOf(err, t('profile.failed')));
    }
  };

  return (
    <Sheet
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t('profile.revoke.title')}
      primary={{
        text: t('profile.revoke.confirm'),
        onClick: () => void revoke(),
        loading: busy,
        disabled: code.length !== 6,
      }}
    >
      <div className="security-form">
        <Text>{t('profile.revoke.body')}</Text>
        <CodeField label={t('profile.revoke.codeLabel')} value={code} invalid={!!error} onChange={setCode} />
        <ErrorCaption text={error} className="security-error" />
      </div>
    </Sheet>
  );
}
