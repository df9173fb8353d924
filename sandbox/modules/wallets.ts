import type { SandboxModule } from '../context.ts';

/** wallets: routes not yet implemented in the sandbox. */
export const registerWallets: SandboxModule = () => {};
