import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { sandboxPlugin, sandboxPublicKeyBase64 } from './sandbox/vite-plugin.ts';
import { telegramUiA11y } from './tools/telegram-ui-a11y.ts';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const usesSandbox = !env.VITE_API_URL && !env.VITE_API_V2_URL;
  return {
    plugins: [react(), telegramUiA11y(), usesSandbox ? sandboxPlugin() : null],
    define:
      usesSandbox && !env.VITE_SERVER_PUBLIC_KEY_BASE64
        ? { 'import.meta.env.VITE_SERVER_PUBLIC_KEY_BASE64': JSON.stringify(sandboxPublicKeyBase64()) }
        : {},
    server: { port: 5173, host: true },
    preview: { port: 4173, host: true },
    // manifest: bench/bundle.mjs reads it to size the first screen.
    build: { target: 'es2020', sourcemap: false, reportCompressedSize: false, manifest: true },
    test: {
      projects: [
        {
          extends: true,
          test: { name: 'unit', environment: 'happy-dom', include: ['tests/unit/**/*.test.{ts,tsx}'] },
        },
        {
          extends: true,
          test: { name: 'contract', environment: 'node', include: ['tests/contract/**/*.test.ts'] },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['tests/e2e/**/*.test.ts'],
            globalSetup: ['tests/e2e/global-setup.ts'],
            fileParallelism: false,
            testTimeout: 60_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  };
});
