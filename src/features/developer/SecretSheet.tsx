import { Caption, Cell, Checkbox, Section, Text } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { t } from '../../i18n';
import { CopyField } from '../../ui/CopyField';
import { Emphasis } from '../../ui/Emphasis';
import { Sheet } from '../../ui/Sheet';

/**
 * The secret of a new or rotated key, shown exactly once: the platform stores only its hash.
 * Closing needs an explicit "I saved it" so nobody loses a key by a stray swipe.
 */
export function SecretSheet({
  secret,
  keyName,
  onDone,
}: {
  secret: string | null;
  keyName: string;
  onDone: () => void;
}) {
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (secret) setSaved(false);
  }, [secret]);
  return (
    <Sheet
      open={secret !== null}
      onOpenChange={(o) => {
        if (!o && saved) onDone();
      }}
      title={t('profile.secret.title')}
      primary={{ text: t('profile.secret.done'), onClick: onDone, disabled: !saved }}
    >
      <Text className="dev-pad" Component="p">
        <Emphasis sentence={(name) => t('profile.secret.body', { name })} value={keyName} />
      </Text>
      {secret && (
        <CopyField
          label={t('profile.secret.label')}
          value={secret}
          mono
          copiedText={t('profile.secret.copied')}
        />
      )}
      <Section>
        <Cell
          Component="label"
          multiline
          before={<Checkbox checked={saved} onChange={(e) => setSaved(e.target.checked)} />}
        >
          {t('profile.secret.saved')}
        </Cell>
      </Section>
      <Caption className="dev-muted dev-pad">{t('profile.secret.lost')}</Caption>
    </Sheet>
  );
}
