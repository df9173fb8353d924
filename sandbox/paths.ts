import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the three platform services live: /__platform/core, /__platform/v2, /__platform/totp. */
export const PLATFORM_PREFIX = '/__platform';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Git-ignored folder where the dev sandbox keeps its state between restarts. */
export const SANDBOX_DATA_DIR = process.env.SANDBOX_DATA_DIR ?? join(root, '.sandbox-data');
export const SANDBOX_KEYS_DIR = join(root, 'sandbox', 'keys');
