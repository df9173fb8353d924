import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Git-ignored folder where the dev sandbox keeps its state between restarts. */
export const SANDBOX_DATA_DIR = process.env.SANDBOX_DATA_DIR ?? join(root, '.sandbox-data');
export const SANDBOX_KEYS_DIR = join(root, 'sandbox', 'keys');
