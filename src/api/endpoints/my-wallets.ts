/**
 * The one input every screen lists the user's wallets with, so all of them share one cache entry;
 * the HTML's early request asks for the same (src/build/route-preload.ts), so the app adopts it.
 */
export const MY_WALLETS = { query: { include_shared: true, limit: 100, offset: 0 } };

/**
 * A wallet's latest rows, as its screen and home's recent activity ask for them; the HTML's early
 * script asks for the same on a link to a wallet (src/boot/launch.ts), so the app adopts it.
 */
export const RECENT_ROWS = { query: { limit: 5, offset: 0 } };
