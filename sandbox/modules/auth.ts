import type { SandboxModule } from '../context.ts';

/** auth: routes not yet implemented in the sandbox. */
export const registerAuth: SandboxModule = () => {};
