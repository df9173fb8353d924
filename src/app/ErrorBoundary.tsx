import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * Catches render errors so one broken screen never blanks the app. A failed lazy chunk (offline,
 * or a deploy replaced the files) gets its own wording: reloading fixes it.
 */
interface Props {
  children: ReactNode;
  /** Changing this (e.g. the location) clears the error: navigating away recovers. */
  resetKey?: string;
}

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Screen crashed', error, info.componentStack);
  }

  componentDidUpdate(prev: Props) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk =
      /dynamically imported module|Failed to fetch|Importing a module script failed|ChunkLoadError/i.test(
        error.message,
      );
    return (
      <div className="full-screen" role="alert">
        <Placeholder
          header={chunk ? "Couldn't load this screen" : 'Something went wrong'}
          description={
            chunk
              ? 'Check your connection, then reload the app.'
              : 'This screen hit an unexpected error. Try again, or go back to the home screen.'
          }
          action={
            <div className="stack">
              <Button
                size="m"
                onClick={() => (chunk ? window.location.reload() : this.setState({ error: null }))}
              >
                {chunk ? 'Reload' : 'Try again'}
              </Button>
              <Button size="m" mode="plain" onClick={() => window.location.assign('/')}>
                Go home
              </Button>
            </div>
          }
        />
      </div>
    );
  }
}
