/** Public entry of the reauth feature: a fresh proof of presence before a secret is shown. */
export { hasFreshProof } from './proof';
export { ReauthSheet } from './ReauthSheet';
export { type BehindProof, behindProof } from './RequireProof';
