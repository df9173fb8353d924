import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { messageOf } from '../../api/errors';
import { t } from '../../i18n';
import { haptic } from '../../lib/platform';
import { showToast } from '../../ui/toast';

/**
 * A team sheet's action (a member's change, an invite's revocation), one at a time: done, a
 * haptic tick, a toast saying what changed and the sheet closed; refused, a haptic buzz and the
 * platform's sentence in the sheet until it opens again.
 */
export function useSheetAction<V>(
  mutation: UseMutationResult<unknown, Error, V>,
  open: boolean,
  onClose: () => void,
) {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) setError(null);
  }, [open]);

  const run = async (vars: V, done: string) => {
    if (mutation.isPending) return;
    setError(null);
    try {
      await mutation.mutateAsync(vars);
      haptic('success');
      showToast(done, { tone: 'success' });
      onClose();
    } catch (err) {
      haptic('error');
      setError(messageOf(err, t('team.failed')));
    }
  };
  return { run, error };
}
