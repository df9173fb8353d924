/**
 * What a page did wrong that a user may not see but a journey must not let pass: an uncaught
 * error or promise rejection, a Content-Security-Policy violation (the built app enforces its
 * policy: csp-watch.ts is Chromium's side of the same check), a sentence missing from the
 * catalogues (i18n-watch.ts). Installed in every engine page before the app's own scripts.
 */
export interface PageIssue {
  kind: 'error' | 'rejection' | 'csp' | 'missing sentence';
  message: string;
  page: string;
}

/** Runs in the page (sent as text: self-contained). */
export function watchPage(_arg: null, report: (issue: PageIssue) => void): void {
  const page = () => location.pathname;
  window.addEventListener('error', (e) => {
    // Uncaught exceptions only: a failed image or script load is an Event, not an ErrorEvent.
    if (e instanceof ErrorEvent) {
      report({ kind: 'error', message: `${e.message} at ${e.filename}:${e.lineno}`, page: page() });
    }
  });
  window.addEventListener('unhandledrejection', (e) => {
    const reason = e.reason as { stack?: string } | undefined;
    report({ kind: 'rejection', message: String(reason?.stack ?? reason), page: page() });
  });
  document.addEventListener(
    'securitypolicyviolation',
    (e) =>
      report({
        kind: 'csp',
        message: `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`,
        page: page(),
      }),
    true,
  );
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith('i18n: no message')) {
      report({ kind: 'missing sentence', message: args[0], page: page() });
    }
    consoleError.apply(console, args);
  };
}
