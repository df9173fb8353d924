import type { SandboxModule } from '../context.ts';

/** cards: routes not yet implemented in the sandbox. */
export const registerCards: SandboxModule = () => {};
