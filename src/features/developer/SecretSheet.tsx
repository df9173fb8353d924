import { Caption, Section, Text } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { t } from '../../i18n';
import { CheckboxCell } from '../../ui/CheckboxCell';
import { CopyField } from '../../ui/CopyField';
import { Emphasis } from '../../ui/Emphasis';
import { Sheet } from '../../ui/Sheet';

/**
 * The secret of a new or rotated key, shown exactly once: the platform stores only its hash.
 * Closing needs an explicit "I saved it" so nobody loses a key by a stray swipe.
 */
export interface SecretWords {
  title: string;
  body: (name: string) => string;
  label: string;
  /** What to do when the secret is lost. */
  lost: string;
}

export function SecretSheet({
  secret,
  keyName,
  onDone,
  words,
  onCopy,
}: {
  secret: string | null;
  keyName: string;
  onDone: () => void;
  /** The sheet's sentences; default an API key's. */
  words?: SecretWords;
  /** Copies the secret: under the secret rule (secret-copy.ts), never a plain copy. */
  onCopy: (value: string) => void;
}) {
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (secret) setSaved(false);
  }, [secret]);
  // The key the sheet is about, kept while it slides out: the caller forgets it on close, and
  // the sentence read "the secret of ." for the length of the animation.
  const [named, setNamed] = useState(keyName);
  if (secret !== null && keyName !== named) setNamed(keyName);
  return (
    <Sheet
      open={secret !== null}
      onOpenChange={(o) => {
        if (!o && saved) onDone();
      }}
      title={words?.title ?? t('profile.secret.title')}
      primary={{ text: t('profile.secret.done'), onClick: onDone, disabled: !saved }}
    >
      <Text className="dev-pad" Component="p">
        <Emphasis sentence={words?.body ?? ((name) => t('profile.secret.body', { name }))} value={named} />
      </Text>
      {secret && (
        <CopyField
          label={words?.label ?? t('profile.secret.label')}
          value={secret}
          mono
          copiedText={t('profile.secret.copied')}
          onCopy={onCopy}
        />
      )}
      <Section>
        <CheckboxCell checked={saved} onChange={setSaved}>
          {t('profile.secret.saved')}
        </CheckboxCell>
      </Section>
      <Caption className="dev-muted dev-pad">{words?.lost ?? t('profile.secret.lost')}</Caption>
    </Sheet>
  );
}
