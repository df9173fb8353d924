import { t } from '../../i18n';
import { openExternal } from '../../lib/platform';
import { showToast } from '../../ui/toast';

/** Support answers in the tenant's Telegram bot; without one configured, say where to write. */
export function getHelp(botName: string | null): void {
  if (botName) {
    openExternal(`https://t.me/${encodeURIComponent(botName)}`);
    return;
  }
  showToast(t('profile.help.writeToBot'), { duration: 5000 });
}
