import type { ReferralLevel } from '../../api/types/referrals';
import { t } from '../../i18n';
import { formatNumber } from '../../lib/format';

/** A level's reward in words: "5% cashback", "1 free card"; a reward type we do not know, as a number. */
export function rewardText(reward: ReferralLevel['reward']): string {
  if (reward.type === 'cashback_percent')
    return t('referrals.reward.cashback', { percent: formatNumber(String(reward.value)) });
  if (reward.type === 'free_card') return t('referrals.reward.freeCards', { count: reward.value });
  return formatNumber(String(reward.value));
}
