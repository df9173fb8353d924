import type { SandboxModule } from '../context.ts';

/** user: routes not yet implemented in the sandbox. */
export const registerUser: SandboxModule = () => {};
