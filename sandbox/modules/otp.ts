import type { SandboxModule } from '../context.ts';

/** otp: routes not yet implemented in the sandbox. */
export const registerOtp: SandboxModule = () => {};
