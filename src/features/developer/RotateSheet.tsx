import { Caption, Text } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { developerApi } from '../../api/endpoints/developer';
import { isApiError } from '../../api/errors';
import { call } from '../../api/http';
import type { ApiKey } from '../../api/types/developer';
import { t } from '../../i18n';
import { invalidate } from '../../lib/query';
import { Emphasis } from '../../ui/Emphasis';
import { Sheet } from '../../ui/Sheet';

/** Confirms a rotation: the old secret stops working at once, so integrations must be updated. */
export function RotateSheet({
  apiKey,
  onClose,
  onRotated,
}: {
  apiKey: ApiKey | null;
  onClose: () => void;
  onRotated: (secret: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rotate = async () => {
    if (!apiKey) return;
    setBusy(true);
    setError(null);
    try {
      const { apiKey: secret } = await call(developerApi.rotate, { body: { uuid: apiKey.id } });
      invalidate(developerApi.list);
      onRotated(secret);
    } catch (err) {
      setError(isApiError(err) ? err.message : t('profile.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Sheet
      open={apiKey !== null}
      onOpenChange={(o) => !o && onClose()}
      title={t('profile.rotate.title')}
      primary={{ text: t('profile.rotate.confirm'), onClick: () => void rotate(), loading: busy }}
    >
      <Text className="dev-pad" Component="p">
        <Emphasis sentence={(name) => t('profile.rotate.body', { name })} value={apiKey?.name} />
      </Text>
      {error ? (
        <Caption role="alert" className="dev-error">
          {error}
        </Caption>
      ) : null}
    </Sheet>
  );
}
