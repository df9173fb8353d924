import type { KycRail } from '../../api/types/kyc';
import { type MessageKey, t } from '../../i18n';

/**
 * A verification service's name in the user's language, by the rail's code. The platform names
 * its rails in English; a rail whose code we do not know keeps the platform's name (the screen
 * marks it as the platform's: `platformName` is true).
 */
const NAMES: Record<string, MessageKey> = {
  BASIC: 'kyc.rail.name.basic',
  US_BANKING: 'kyc.rail.name.usBanking',
  EU_BANKING: 'kyc.rail.name.euBanking',
};

export function railName(rail: Pick<KycRail, 'code' | 'name'>): { text: string; platformName: boolean } {
  const key = rail.code ? NAMES[rail.code] : undefined;
  return key ? { text: t(key), platformName: false } : { text: rail.name, platformName: true };
}
