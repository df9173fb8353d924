import type { SandboxModule } from '../context.ts';

/** counterparties: routes not yet implemented in the sandbox. */
export const registerCounterparties: SandboxModule = () => {};
