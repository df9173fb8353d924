import type { SandboxModule } from '../context.ts';

/** kyc: routes not yet implemented in the sandbox. */
export const registerKyc: SandboxModule = () => {};
