import type { BrowserContext } from 'playwright-core';
import { onTestFinished } from 'vitest';

/**
 * Every platform call the app makes is checked against API.md §1.2 (issue 9): a header the app
 * adds beyond the contract (an Idempotency-Key, a retry marker…) is recorded, and the harness
 * fails the test. Headers the browser itself manages are not the app's to choose and are allowed.
 */
const CONTRACT = new Set(['x-tenant-id', 'authorization', 'captcha', 'content-type', 'app-enviroment']);
const BROWSER_MANAGED = new Set([
  'accept',
  'accept-encoding',
  'accept-language',
  'cache-control',
  'connection',
  'content-length',
  'host',
  'origin',
  'pragma',
  'referer',
  'user-agent',
]);

export interface HeaderViolation {
  url: string;
  header: string;
}

export async function watchContractHeaders(context: BrowserContext, violations: HeaderViolation[]) {
  context.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/__platform/')) return;
    for (const name of Object.keys(request.headers())) {
      const header = name.toLowerCase();
      if (CONTRACT.has(header) || BROWSER_MANAGED.has(header) || header.startsWith('sec-')) continue;
      violations.push({ url: `${request.method()} ${request.url()}`, header });
    }
  });
  // Fail the very test that sent it; contexts opened outside a test are checked by stop().
  try {
    onTestFinished(() => assertContractHeaders(violations));
  } catch {
    // not inside a test
  }
}

export function assertContractHeaders(violations: HeaderViolation[]) {
  if (violations.length === 0) return;
  const lines = violations.map((v) => `  ${v.header} on ${v.url}`);
  violations.length = 0;
  throw new Error(`Headers outside API.md §1.2 went out:\n${lines.join('\n')}`);
}
