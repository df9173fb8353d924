import { Cell, Radio, Section } from '@telegram-apps/telegram-ui';
import { APPEARANCE_CHOICES, setAppearanceChoice, useAppearanceChoice } from '../../lib/appearance';

const LABELS = { system: 'Same as device', light: 'Light', dark: 'Dark' } as const;

/** Web only (Telegram's theme rules inside Telegram): system, light or dark. */
export function AppearanceSection() {
  const choice = useAppearanceChoice();
  return (
    <Section header="Appearance">
      {APPEARANCE_CHOICES.map((c) => (
        <Cell
          key={c}
          Component="label"
          before={
            <Radio
              name="appearance"
              value={c}
              checked={choice === c}
              onChange={() => setAppearanceChoice(c)}
            />
          }
        >
          {LABELS[c]}
        </Cell>
      ))}
    </Section>
  );
}
