/**
 * Knows whether "back" would stay inside the app. Every pushState is stamped with a depth one
 * above the current entry; a screen opened straight from a link (depth 0) goes to its parent
 * path instead of leaving the app (or closing the Telegram webview).
 */
const KEY = '__depth';

function depthOf(state: unknown): number {
  return state && typeof state === 'object' && KEY in state
    ? Number((state as Record<string, unknown>)[KEY]) || 0
    : 0;
}

export function installHistoryDepth(): void {
  const push = history.pushState.bind(history);
  const replace = history.replaceState.bind(history);
  history.pushState = (state: unknown, unused: string, url?: string | URL | null) =>
    push({ ...(state as object), [KEY]: depthOf(history.state) + 1 }, unused, url);
  history.replaceState = (state: unknown, unused: string, url?: string | URL | null) =>
    replace({ ...(state as object), [KEY]: depthOf(history.state) }, unused, url);
}

export function canGoBack(): boolean {
  return depthOf(history.state) > 0;
}
