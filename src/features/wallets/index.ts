/** Public entry of the wallets feature: what other features may use. */
export { CreateWalletSheet } from './CreateWalletSheet';
