/** Public entry of the reauth feature: a fresh proof of presence before a secret is shown. */
export { hasFreshProof } from './proof';
export { RequireProof } from './RequireProof';
