import { Section } from '@telegram-apps/telegram-ui';
import type { MessageKey } from '../../i18n';
import { t } from '../../i18n';
import { APPEARANCE_CHOICES, setAppearanceChoice, useAppearanceChoice } from '../../lib/appearance';
import { RadioCell } from '../../ui/RadioCell';

const LABELS = {
  system: 'profile.appearance.system',
  light: 'profile.appearance.light',
  dark: 'profile.appearance.dark',
} as const satisfies Record<string, MessageKey>;

/** Web only (Telegram's theme rules inside Telegram): system, light or dark. */
export function AppearanceSection() {
  const choice = useAppearanceChoice();
  return (
    <Section header={t('profile.appearance.header')}>
      {APPEARANCE_CHOICES.map((c) => (
        <RadioCell
          key={c}
          name="appearance"
          value={c}
          checked={choice === c}
          onChoose={() => setAppearanceChoice(c)}
        >
          {t(LABELS[c])}
        </RadioCell>
      ))}
    </Section>
  );
}
