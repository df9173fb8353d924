import { Title } from '@telegram-apps/telegram-ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { isRtl, t, useLocale } from '../i18n';
import { isTelegram } from '../lib/platform';
import { canGoBack } from '../routing/history-depth';
import { useBackHandler } from './back-button';
import { LineIcon } from './LineIcon';

/**
 * The frame of every screen: the title in the page (document title too) on the web and in
 * Telegram alike, and "back" — Telegram's BackButton inside Telegram, an in-page arrow on the
 * web. Root screens (tabs, sign-in) have no back.
 */
export interface ScreenProps {
  title: string;
  children: ReactNode;
  /** A root screen shows no back control. */
  root?: boolean;
  /** Where back goes when the screen was opened directly (no in-app history). Default "/". */
  backTo?: string;
  /** Hide the in-page title (a screen whose own hero names it); it stays the document title. */
  hideTitle?: boolean;
  /** Back always goes to backTo, never into history (a finished flow must not lead back into it). */
  backFixed?: boolean;
}

export function Screen({
  title,
  children,
  root = false,
  backTo = '/',
  hideTitle = false,
  backFixed = false,
}: ScreenProps) {
  const [, navigate] = useLocation();
  const goBack = useRef(() => {});
  goBack.current = () => (!backFixed && canGoBack() ? history.back() : navigate(backTo, { replace: true }));

  useEffect(() => {
    document.title = `${title} · Money`;
  }, [title]);

  // Root screens register too (with no back): Telegram's button hides only when one is shown.
  useBackHandler(isTelegram(), root ? null : () => goBack.current());

  const inTelegram = isTelegram();
  // Back points the way the page reads from: right in Arabic and Persian.
  const backPath = isRtl(useLocale()) ? 'M9 5l7 7-7 7' : 'M15 5l-7 7 7 7';
  return (
    <main className="screen">
      {/* Telegram's own header shows only the bot's name: the title is in the page there too. */}
      {(!root || !hideTitle) && (
        <header className="screen-header">
          {!root && !inTelegram && (
            <button
              type="button"
              className="screen-back"
              aria-label={t('common.action.back')}
              onClick={() => goBack.current()}
            >
              <LineIcon d={backPath} stroke={2.2} size={24} />
            </button>
          )}
          {!hideTitle && (
            <Title level="3" weight="2" className="screen-title" Component="h1">
              {title}
            </Title>
          )}
        </header>
      )}
      {/* Every page has one h1, the screen's name, even where it is not shown (screen readers). */}
      {hideTitle && <h1 className="visually-hidden">{title}</h1>}
      {children}
    </main>
  );
}
