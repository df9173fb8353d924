import { Title } from '@telegram-apps/telegram-ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { canGoBack } from '../app/history-depth';
import { telegram } from '../lib/platform';

/**
 * The frame of every screen: the title (document title too), and "back" — Telegram's BackButton
 * inside Telegram, an in-page arrow on the web. Root screens (tabs, sign-in) have no back.
 */
export interface ScreenProps {
  title: string;
  children: ReactNode;
  /** A root screen shows no back control. */
  root?: boolean;
  /** Where back goes when the screen was opened directly (no in-app history). Default "/". */
  backTo?: string;
  /** Hide the in-page title (e.g. a screen with its own hero header). Telegram shows none. */
  hideTitle?: boolean;
}

export function Screen({ title, children, root = false, backTo = '/', hideTitle = false }: ScreenProps) {
  const [, navigate] = useLocation();
  const goBack = useRef(() => {});
  goBack.current = () => (canGoBack() ? history.back() : navigate(backTo, { replace: true }));

  useEffect(() => {
    document.title = `${title} · Money`;
  }, [title]);

  useEffect(() => {
    const tg = telegram();
    if (!tg) return;
    tg.backButton.set(!root);
    if (root) return;
    return tg.backButton.onClick(() => goBack.current());
  }, [root]);

  const inTelegram = telegram() !== null;
  return (
    <main className="screen">
      {!inTelegram && (!root || !hideTitle) && (
        <header className="screen-header">
          {!root && (
            <button type="button" className="screen-back" aria-label="Back" onClick={() => goBack.current()}>
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
                <path
                  d="M15 5l-7 7 7 7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
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
      {(inTelegram || hideTitle) && <h1 className="visually-hidden">{title}</h1>}
      {children}
    </main>
  );
}
