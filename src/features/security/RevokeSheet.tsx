import { Caption, Text } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { totpApi } from '../../api/endpoints/otp';
import { isApiError } from '../../api/errors';
import { call } from '../../api/http';
import { rememberAuthenticator } from '../../lib/authenticator-id';
import { invalidate } from '../../lib/query';
import { TextInput } from '../../ui/Labeled';
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
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      setCode('');
      setError(null);
    }
  }, [open]);

  const revoke = async () => {
    if (!/^\d{6}$/.test(code)) return setError('Enter the 6-digit code from your authenticator app.');
    setBusy(true);
    setError(null);
    try {
      await call(totpApi.revoke, { body: { token: code } });
      invalidate(totpApi.status);
      if (userId) rememberAuthenticator(userId, null);
      showToast('Authenticator app turned off');
      onClose();
    } catch (err) {
      setError(isApiError(err) ? err.message : 'Something went wrong. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Sheet
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title="Turn off authenticator?"
      primary={{ text: 'Turn off', onClick: () => void revoke(), loading: busy, disabled: code.length !== 6 }}
    >
      <div className="security-form">
        <Text>Orders will then be confirmed with a code sent by email or SMS instead.</Text>
        <TextInput
          header="Current code from the app"
          aria-label="Current code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="000000"
          value={code}
          status={error ? 'error' : 'default'}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
        />
        {error ? (
          <Caption role="alert" className="security-error">
            {error}
          </Caption>
        ) : null}
      </div>
    </Sheet>
  );
}
