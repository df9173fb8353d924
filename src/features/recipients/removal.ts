import { isApiError } from '../../api/errors';
import { haptic } from '../../lib/platform';
import { showToast } from '../../ui/toast';

/**
 * A recipient or one of their accounts deleted from a sheet: done is felt and said; a refusal
 * (409: an order that is still running uses it) is felt and shown in the platform's own sentence,
 * anything else as `failed`.
 */
export async function removeWithFeedback(
  remove: () => Promise<unknown>,
  words: { done: string; failed: string },
  then: { onDone: () => void; onFailed: (message: string) => void },
): Promise<void> {
  try {
    await remove();
    haptic('success');
    showToast(words.done, { tone: 'success' });
    then.onDone();
  } catch (err) {
    haptic('error');
    then.onFailed(isApiError(err) ? err.message : words.failed);
  }
}
