import type { SandboxModule } from '../context.ts';

/** system: routes not yet implemented in the sandbox. */
export const registerSystem: SandboxModule = () => {};
