import type { SandboxModule } from '../context.ts';
import { registerCounterpartyRoutes } from '../counterparties/routes.ts';

/** counterparties (API.md §8): per-wallet counterparties and their bank or crypto destinations. */
export const registerCounterparties: SandboxModule = (ctx) => registerCounterpartyRoutes(ctx);
