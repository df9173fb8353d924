/**
 * The one input every screen lists the user's wallets with, so all of them share one cache entry;
 * the HTML's early request asks for the same (src/build/route-preload.ts), so the app adopts it.
 */
export const MY_WALLETS = { query: { include_shared: true, limit: 100, offset: 0 } };
