import type { SandboxModule } from '../context.ts';

/** orders: routes not yet implemented in the sandbox. */
export const registerOrders: SandboxModule = () => {};
