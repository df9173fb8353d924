import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { t } from '../i18n';
import { paths } from '../routing/paths';

/**
 * Catches render errors so one broken screen never blanks the app. Screens are lazy chunks: when
 * one cannot be downloaded (offline, or a redeploy replaced the hashed files the open app points
 * at) that is not a crash, and only a reload helps — React.lazy keeps the failed import, so
 * "Try again" would fail the same way.
 */

/** How each browser (and bundler) words a dynamic import that could not be loaded. */
const CHUNK_LOAD_MESSAGES = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload helper: the chunk's stylesheet did not load
  /Loading (CSS )?chunk [\w-]+ failed/i, // webpack-style ChunkLoadError messages
];

/** True for a lazy screen's code that did not load, false for any other error. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_LOAD_MESSAGES.some((re) => re.test(message));
}

interface Props {
  children: ReactNode;
  /** Changing this (e.g. the location) clears the error: navigating away recovers. */
  resetKey?: string;
}

interface State {
  error: Error | null;
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export class ErrorBoundary extends Component<Props, State> {
  // Set in the constructor, not as class fields: see ApiError (src/api/errors.ts).
  declare private readonly connectionChanged: () => void;
  declare private readonly retry: () => void;
  declare private readonly goHome: () => void;

  constructor(props: Props) {
    super(props);
    this.state = { error: null };
    this.connectionChanged = () => {
      if (this.state.error) this.forceUpdate();
    };
    this.retry = () => this.setState({ error: null });
    this.goHome = () => {
      // In-app navigation: a full page load would drop Telegram's launch parameters from the URL.
      navigate(paths.home());
      this.setState({ error: null });
    };
  }

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidMount() {
    // The wording follows the connection (offline ↔ new version) while the message is up.
    window.addEventListener('online', this.connectionChanged);
    window.addEventListener('offline', this.connectionChanged);
  }

  componentWillUnmount() {
    window.removeEventListener('online', this.connectionChanged);
    window.removeEventListener('offline', this.connectionChanged);
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    if (isChunkLoadError(error)) console.warn('Screen code did not load', error);
    else console.error('Screen crashed', error, info.componentStack);
  }

  componentDidUpdate(prev: Props) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isChunkLoadError(error)) {
      const offline = isOffline();
      return (
        <div className="full-screen" role="alert" data-testid="screen-error" data-kind="chunk">
          <Placeholder
            header={offline ? t('common.boundary.offline.title') : t('common.boundary.update.title')}
            description={offline ? t('common.boundary.offline.body') : t('common.boundary.update.body')}
            action={
              <Button size="m" onClick={() => window.location.reload()}>
                {t('common.boundary.reload')}
              </Button>
            }
          />
        </div>
      );
    }
    return (
      <div className="full-screen" role="alert" data-testid="screen-error" data-kind="crash">
        <Placeholder
          header={t('common.boundary.crash.title')}
          description={t('common.boundary.crash.body')}
          action={
            <div className="stack">
              <Button size="m" onClick={this.retry}>
                {t('common.action.tryAgain')}
              </Button>
              <Button size="m" mode="plain" onClick={this.goHome}>
                {t('common.boundary.goHome')}
              </Button>
            </div>
          }
        />
      </div>
    );
  }
}
