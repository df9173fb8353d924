import type { Page } from 'playwright-core';
import { type AppOptions, signInWeb, startApp, type TestApp } from '../harness';

/** A fresh app and sandbox with a phone-sized page signed in as the demo user (no sign-in UI). */
export async function startSignedIn(
  opts: AppOptions = {},
): Promise<{ app: TestApp; page: Page; token: string }> {
  const app = await startApp(opts);
  const { page } = await app.phone();
  const token = (await signInWeb(app, page)).access_token;
  return { app, page, token };
}
