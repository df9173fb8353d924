import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { messageOf } from '../../../api/errors';
import type { KycEntityPatch } from '../../../api/types/kyc';
import { t } from '../../../i18n';
import { paths } from '../../../routing/paths';
import { useMainButton } from '../../../ui/MainButton';
import { showToast } from '../../../ui/toast';
import type { useKycForm } from './use-kyc-form';

/** Why a send failed: the refusal to show under the fields it names, and the form's sentence. */
export interface SendFailure {
  refusal: unknown;
  sentence: string;
}

/**
 * Sending a form's answers, the same on every form screen, from the MainButton or Enter: checked
 * first (every problem shown and counted in a sentence); saved, the draft is dropped, a toast says
 * so and the screen goes back to verification; refused, the platform's sentence stands under the
 * field it names and under the form. `explain` tells a failure of the screen's own apart (a rail's
 * answers saved, its submit refused); any other is said in the platform's words.
 */
export function useAnswersSubmit(
  walletId: string,
  form: ReturnType<typeof useKycForm>,
  {
    save,
    savedText,
    button,
    explain,
  }: {
    save: UseMutationResult<unknown, Error, KycEntityPatch>;
    savedText: string;
    button: { text: string; visible: boolean };
    explain?: (err: unknown) => SendFailure | undefined;
  },
) {
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setFailure(null);
    if (!form.attempt()) {
      setFailure(t('kycforms.form.checkAnswers', { count: form.problemCount }));
      return;
    }
    try {
      await save.mutateAsync(form.patch());
      form.clear();
      showToast(savedText, { tone: 'success' });
      navigate(paths.kyc(walletId), { replace: true });
    } catch (err) {
      const failed = explain?.(err) ?? { refusal: err, sentence: messageOf(err, t('kyc.rail.failed')) };
      form.refuse(failed.refusal);
      setFailure(failed.sentence);
    }
  };

  useMainButton({ ...button, onClick: () => void submit(), loading: save.isPending });
  return { submit, failure };
}
