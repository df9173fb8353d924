import { type RefObject, useEffect, useRef } from 'react';
import { t } from '../i18n';
import { currentToast, dismissToast, showToast } from './toast';

/**
 * Feedback for a failed submit: when the form's failure sentence appears, a toast says so and the
 * sentence scrolls into view — under an open keyboard or a long form it would otherwise go unseen.
 * Attach the returned ref to the element that shows the sentence. The toast leaves with the
 * sentence (a new try, success, another screen): pinned at the top, it would cover the back control.
 */
export function useSubmitFailure<T extends HTMLElement>(message: string | null | undefined): RefObject<T> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!message) return;
    showToast(t('common.submitFailure.title'), {
      tone: 'error',
      description: t('common.submitFailure.body'),
    });
    const shown = currentToast()?.id;
    ref.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    return () => dismissToast(shown);
  }, [message]);
  return ref;
}
