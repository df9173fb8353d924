import { Caption, Section, Spinner } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { LOCALE_NAMES, LOCALES, langTag, switchLocale, t, type UserLocale, useLocale } from '../../i18n';
import { rememberLocale } from '../../lib/locale-choice';
import { RadioCell } from '../../ui/RadioCell';
import { Sheet } from '../../ui/Sheet';

/**
 * The ten languages, each written in itself (a reader finds their own language whatever the app
 * speaks now), as a radio group: arrow keys move, screen readers say which one is chosen. Picking
 * one switches the app once its sentences have loaded, then keeps the choice (localStorage; in
 * Telegram also its CloudStorage, so other devices follow).
 */
export function LanguageSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const current = useLocale();
  const [pending, setPending] = useState<UserLocale | null>(null);
  const [failed, setFailed] = useState(false);

  const pick = async (locale: UserLocale) => {
    if (pending) return;
    if (locale === current) return onClose();
    setPending(locale);
    setFailed(false);
    try {
      // The whole app re-renders in the new language (App keys its tree by locale), this sheet too.
      await switchLocale(locale);
      rememberLocale(locale);
    } catch {
      setFailed(true);
    } finally {
      setPending(null);
    }
  };

  return (
    <Sheet open={open} onOpenChange={(o) => !o && onClose()} title={t('profile.language.choose')}>
      <Section>
        {LOCALES.map((locale) => (
          <RadioCell
            key={locale}
            name="locale"
            value={locale}
            checked={(pending ?? current) === locale}
            disabled={pending !== null}
            onChoose={() => void pick(locale)}
            after={pending === locale ? <Spinner size="s" /> : undefined}
          >
            {/* Each name in its own language and direction, inside the app's layout. */}
            <span lang={langTag(locale)} dir="auto">
              {LOCALE_NAMES[locale]}
            </span>
          </RadioCell>
        ))}
      </Section>
      {failed && (
        <Caption role="alert" className="profile-error profile-pad">
          {t('profile.language.failed')}
        </Caption>
      )}
    </Sheet>
  );
}
