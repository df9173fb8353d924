import { existsSync } from 'node:fs';

/** The system Chromium that browser tests drive: $CHROME_PATH, then Debian's /usr/bin/chromium. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => !!p && existsSync(p)) ?? null;
}

export const CHROMIUM_MISSING = [
  'No Chromium found for the browser tests.',
  "Install Debian's package:  sudo apt-get install -y chromium",
  'or point CHROME_PATH at an existing Chromium or Chrome binary.',
].join('\n');

/** Flags for a closed-network, root-run, headless Chromium. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
