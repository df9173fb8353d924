import type { SandboxModule } from '../context.ts';

/** virtual-accounts: routes not yet implemented in the sandbox. */
export const registerVirtualAccounts: SandboxModule = () => {};
