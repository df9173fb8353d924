import { useMutation } from '@tanstack/react-query';
import { Text } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { developerApi } from '../../api/endpoints/developer';
import { isApiError } from '../../api/errors';
import { call } from '../../api/http';
import type { ApiKey } from '../../api/types/developer';
import { t } from '../../i18n';
import { invalidateEndpoint, queryClient } from '../../lib/server-state/client';
import { Emphasis } from '../../ui/Emphasis';
import { ErrorCaption } from '../../ui/ErrorCaption';
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
  const rotation = useMutation(
    { mutationFn: (uuid: string) => call(developerApi.rotate, { body: { uuid } }) },
    queryClient,
  );
  const busy = rotation.isPending;
  const [error, setError] = useState<string | null>(null);
  const rotate = async () => {
    if (!apiKey) return;
    setError(null);
    try {
      const { apiKey: secret } = await rotation.mutateAsync(apiKey.id);
      void invalidateEndpoint(developerApi.list);
      onRotated(secret);
    } catch (err) {
      setError(isApiError(err) ? err.message : t('profile.failed'));
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
      <ErrorCaption text={error} className="dev-error" />
    </Sheet>
  );
}
