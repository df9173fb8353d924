import { t } from '../../i18n';
import { haptic } from '../../lib/platform';
import { CLIPBOARD_CLEAR_MS, clearSecretNow, copySecret } from '../../lib/secret-clipboard';
import { onOwnerChange } from '../../session/owner-change';
import { showToast } from '../../ui/toast';

// A copied key belongs to the account that made it: a change of owner clears it now.
onOwnerChange(() => void clearSecretNow());

/**
 * Copies a key's secret (an API key's or a frontend key's) under the app's secret rule
 * (lib/secret-clipboard.ts): cleared after a minute where that is safe, never over something the
 * user copied later; the toast says which. `copied` is the toast's headline.
 */
export async function copyKeySecret(value: string, copied = t('frontendkeys.secret.copied')): Promise<void> {
  const outcome = await copySecret(value);
  if (outcome === 'failed') {
    showToast(t('frontendkeys.secret.copyFailed'), { tone: 'error' });
    return;
  }
  haptic('success');
  showToast(copied, {
    tone: 'success',
    description:
      outcome === 'copied-will-clear'
        ? t('frontendkeys.secret.willClear', { seconds: CLIPBOARD_CLEAR_MS / 1000 })
        : t('frontendkeys.secret.clearYourself'),
    duration: 4000,
  });
}
