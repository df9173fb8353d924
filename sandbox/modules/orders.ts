import type { SandboxModule } from '../context.ts';
import { resumeOpenOrders } from '../orders/progress.ts';
import { registerOrderRoutes } from '../orders/routes.ts';

/**
 * orders (API.md §11, §15, §16): exchange rates, the calculator (v1 and v2), order types with
 * their KYC rails, order creation for exchange / withdrawal / internal transfer / on- and
 * off-ramps / crypto transfers, idempotency by request_id, and status progress over time.
 */
export const registerOrders: SandboxModule = (ctx) => {
  registerOrderRoutes(ctx);
  resumeOpenOrders(ctx);
};
