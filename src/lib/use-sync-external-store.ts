/**
 * wouter imports `useSyncExternalStore` through the `use-sync-external-store` shim, written for
 * React 16/17. React 18 has the hook itself: vite.config.ts points the shim here, which takes
 * the shim's CommonJS code (and its interop helpers) off the first screen.
 */
export { useSyncExternalStore } from 'react';
