import { useEffect, useRef, useSyncExternalStore } from 'react';
import { t, useLaterCatalogues } from '../i18n';
import {
  exitDevMock,
  type MockButton,
  mockChrome,
  onMockChrome,
  pressMockBack,
  pressMockMain,
  pressMockSecondary,
  setMockInsets,
  switchMockTheme,
} from './dev-mock';
import css from './dev-mock-chrome.css?inline';

/**
 * DEV / sandbox builds only: the Telegram client's own controls around the app in the mocked
 * Telegram (launch/dev-mock.ts), drawn from the same bridge events a client reads — a header with
 * Back (while the app shows the BackButton) or Close (leaves the mock), and a theme switch that
 * sends `theme_changed`; a bottom bar with the MainButton and SecondaryButton while the app shows
 * them. Presses go back to the app as the client's events do. Its styles come with this chunk,
 * never with the app's stylesheet.
 */
export default function DevMockChrome() {
  useLaterCatalogues(); // its words are in a later namespace
  const chrome = useSyncExternalStore(onMockChrome, mockChrome, mockChrome);
  const header = useRef<HTMLElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  const buttons = [chrome.secondary, chrome.main].filter((b) => b.visible).length > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the bar comes and goes with `buttons`; its new element is observed.
  useEffect(() => {
    const measure = () =>
      setMockInsets({
        top: header.current?.offsetHeight ?? 0,
        bottom: bar.current?.offsetHeight ?? 0,
      });
    measure();
    const observer = new ResizeObserver(measure);
    if (header.current) observer.observe(header.current);
    if (bar.current) observer.observe(bar.current);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [buttons]);

  const light = chrome.theme === 'light';
  return (
    <>
      <style>{css}</style>
      <section ref={header} className="dev-tg-header" aria-label={t('access.devMock.label')}>
        {chrome.back ? (
          <button type="button" className="dev-tg-header__left" onClick={pressMockBack}>
            ‹ {t('access.devMock.back')}
          </button>
        ) : (
          <button type="button" className="dev-tg-header__left" onClick={exitDevMock}>
            ✕ {t('access.devMock.leave')}
          </button>
        )}
        <span className="dev-tg-header__title">{t('access.devMock.title')}</span>
        <button
          type="button"
          className="dev-tg-header__theme"
          aria-label={t(light ? 'access.devMock.toDark' : 'access.devMock.toLight')}
          onClick={switchMockTheme}
        >
          {light ? '☾' : '☀'}
        </button>
      </section>
      {buttons && (
        <div
          ref={bar}
          className={`dev-tg-bar dev-tg-bar--${chrome.secondary.position}`}
          aria-label={t('access.devMock.buttons')}
          role="toolbar"
        >
          <BarButton button={chrome.secondary} secondary onPress={pressMockSecondary} />
          <BarButton button={chrome.main} onPress={pressMockMain} />
        </div>
      )}
    </>
  );
}

function BarButton({
  button,
  secondary = false,
  onPress,
}: {
  button: MockButton;
  secondary?: boolean;
  onPress: () => void;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  // The colours the app asked for, through the CSSOM (the policy refuses style attributes).
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.setProperty('--dev-tg-button', button.color ?? '');
    el.style.setProperty('--dev-tg-button-text', button.textColor ?? '');
  }, [button.color, button.textColor]);
  if (!button.visible) return null;
  return (
    <button
      ref={ref}
      type="button"
      className={secondary ? 'dev-tg-button dev-tg-button--secondary' : 'dev-tg-button'}
      disabled={!button.active || button.progress}
      aria-busy={button.progress}
      onClick={onPress}
    >
      {button.progress ? <span className="dev-tg-button__spinner" aria-hidden="true" /> : button.text}
    </button>
  );
}
