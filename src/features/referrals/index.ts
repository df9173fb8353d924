/** Public entry of the referrals feature: Profile's row that leads to it. */
export { ReferralsEntry } from './ReferralsEntry';
