import type { SandboxModule } from '../context.ts';

/** developer: routes not yet implemented in the sandbox. */
export const registerDeveloper: SandboxModule = () => {};
