import { Caption, Cell, Checkbox, Section, Text } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { CopyField } from '../../ui/CopyField';
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
      title="Save your API key"
      primary={{ text: 'Done', onClick: onDone, disabled: !saved }}
    >
      <Text className="dev-pad" Component="p">
        This is the only time you can see the secret of <b>{keyName}</b>. Copy it to a safe place now.
      </Text>
      {secret && <CopyField label="Secret key" value={secret} mono copiedText="API key copied" />}
      <Section>
        <Cell
          Component="label"
          multiline
          before={<Checkbox checked={saved} onChange={(e) => setSaved(e.target.checked)} />}
        >
          I saved the key somewhere safe
        </Cell>
      </Section>
      <Caption className="dev-muted dev-pad">
        Lost it? Rotate the key to get a new secret; the old one stops working.
      </Caption>
    </Sheet>
  );
}
