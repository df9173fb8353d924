import { useMutation } from '@tanstack/react-query';
import { Button } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { developerApi } from '../../api/endpoints/developer';
import { call } from '../../api/http';
import { API_KEY_ROLES, type APIKeyRole, type ApiKey } from '../../api/types/developer';
import { t } from '../../i18n';
import { invalidateEndpoint, queryClient } from '../../lib/server-state/client';
import { ErrorCaption } from '../../ui/ErrorCaption';
import { TextField } from '../../ui/Field';
import { Sheet } from '../../ui/Sheet';
import { RoleChoice } from './RoleChoice';
import { refusalErrors } from './refusal-errors';

export const KEY_NAME_MAX = 64;

export interface KeyFormProps {
  open: boolean;
  /** Editing an existing key (name and role); absent = create. */
  editing?: ApiKey | null;
  onClose: () => void;
  /** After create: the new key's secret, to show once. */
  onCreated?: (name: string, secret: string) => void;
  /** Edit mode: rotate the secret (asks for confirmation elsewhere). */
  onRotate?: (key: ApiKey) => void;
}

/** Create a key (name + role) or change an existing key's name and role. */
export function KeySheet({ open, editing, onClose, onCreated, onRotate }: KeyFormProps) {
  const [name, setName] = useState('');
  const [role, setRole] = useState<APIKeyRole>('READ_ONLY');
  const [errors, setErrors] = useState<{ name?: string; role?: string; form?: string }>({});
  const onSaved = { onSuccess: () => invalidateEndpoint(developerApi.list) };
  const update = useMutation(
    {
      mutationFn: (body: { uuid: string; role: typeof role }) => call(developerApi.update, { body }),
      ...onSaved,
    },
    queryClient,
  );
  const create = useMutation(
    {
      mutationFn: (body: { name: string; role: typeof role }) => call(developerApi.create, { body }),
      ...onSaved,
    },
    queryClient,
  );
  const busy = update.isPending || create.isPending;

  useEffect(() => {
    if (!open) return;
    setName(editing?.name ?? '');
    setRole(
      (API_KEY_ROLES as readonly string[]).includes(editing?.role ?? '')
        ? (editing!.role as APIKeyRole)
        : 'READ_ONLY',
    );
    setErrors({});
  }, [open, editing]);

  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) return setErrors({ name: t('profile.key.nameRequired') });
    if (trimmed.length > KEY_NAME_MAX)
      return setErrors({ name: t('profile.validation.tooLong', { max: KEY_NAME_MAX }) });
    setErrors({});
    const refused = (err: unknown) => setErrors(refusalErrors(err, t('profile.failed')));
    if (editing) {
      // API.md §10: the update body is {uuid, role}; the platform cannot rename a key.
      update.mutateAsync({ uuid: editing.id, role }).then(() => onClose(), refused);
    } else {
      create
        .mutateAsync({ name: trimmed, role })
        .then((created) => onCreated?.(created.name, created.apiKey), refused);
    }
  };

  return (
    <Sheet
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={editing ? t('profile.key.editTitle') : t('profile.key.newTitle')}
      primary={{
        text: editing ? t('profile.key.save') : t('profile.key.create'),
        onClick: () => void submit(),
        loading: busy,
      }}
    >
      {/* The platform's update carries only the role (API.md §10): a key's name is fixed. */}
      <TextField
        label={t('profile.key.name')}
        placeholder={t('profile.key.namePlaceholder')}
        maxLength={KEY_NAME_MAX + 10}
        value={name}
        readOnly={!!editing}
        error={errors.name}
        hint={editing ? t('profile.key.nameFixed') : undefined}
        onChange={(e) => setName(e.target.value)}
      />
      <RoleChoice header={t('profile.key.access')} name="role" value={role} onChange={setRole} />
      <ErrorCaption text={errors.role} className="dev-error" />
      <ErrorCaption text={errors.form} className="dev-error" />
      {editing && onRotate ? (
        <Button size="m" mode="plain" stretched onClick={() => onRotate(editing)}>
          {t('profile.key.rotate')}
        </Button>
      ) : null}
    </Sheet>
  );
}
