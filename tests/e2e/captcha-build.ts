import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/**
 * A sandbox build with a captcha provider configured (README, "Captcha"), into dist-captcha/:
 * the captcha journeys need the provider's code and CSP in the build, which the shared dist/
 * must not have (a build without captcha carries none of it). Built in a child process, as
 * two-origin.ts explains (the test worker's NODE_ENV would make a development bundle).
 */
export const CAPTCHA_DIST = 'dist-captcha';
export const CAPTCHA_SITE_KEY = '1x00000000000000000000AA';

const run = promisify(execFile);

export async function captchaBuild(
  provider: 'turnstile' | 'hcaptcha' | 'recaptcha' = 'turnstile',
): Promise<string> {
  const vite = fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url));
  await run(
    process.execPath,
    [vite, 'build', '--mode', 'sandbox', '--logLevel', 'warn', '--outDir', CAPTCHA_DIST, '--emptyOutDir'],
    {
      env: {
        ...process.env,
        VITE_CAPTCHA_PROVIDER: provider,
        VITE_CAPTCHA_SITE_KEY: CAPTCHA_SITE_KEY,
        NODE_ENV: 'production',
      },
    },
  );
  return CAPTCHA_DIST;
}
