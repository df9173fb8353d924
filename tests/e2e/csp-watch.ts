import type { BrowserContext } from 'playwright-core';

/**
 * Records every Content-Security-Policy violation in a browser context. The built app carries the
 * policy (a <meta> written by src/build/csp-plugin.ts), so a violation means the app, a library or
 * the Telegram environment did something the shipped policy forbids: the journey fails.
 */
export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
  page: string;
}

export async function watchCsp(context: BrowserContext, into: CspViolation[]): Promise<void> {
  await context.exposeBinding('__reportCspViolation', (_source, v: CspViolation) => {
    into.push(v);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation(v: unknown): void }).__reportCspViolation;
    document.addEventListener(
      'securitypolicyviolation',
      (e) =>
        report({
          directive: e.effectiveDirective,
          blocked: e.blockedURI,
          source: `${e.sourceFile}:${e.lineNumber}`,
          sample: e.sample,
          page: location.pathname,
        }),
      true,
    );
  });
}

export function assertNoCspViolations(violations: CspViolation[]): void {
  if (violations.length === 0) return;
  const lines = violations.map(
    (v) => `  ${v.directive} blocked ${v.blocked || 'inline'} at ${v.source} on ${v.page}`,
  );
  throw new Error(`Content-Security-Policy violations:\n${lines.join('\n')}`);
}
