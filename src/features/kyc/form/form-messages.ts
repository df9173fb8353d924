import { t } from '../../../i18n';
import type { FormProblem } from '../../../shared/form-rules';
import type { UploadProblem } from '../../../shared/upload-rules';

/**
 * The sentence for what the shared form rules found wrong, in the user's language. A pattern the
 * platform explains in its own words keeps them: it knows what its pattern means, we do not.
 */
export function problemText(p: FormProblem): string {
  switch (p.code) {
    case 'pattern':
      return p.params.message ?? t('kycforms.problem.pattern');
    case 'minLength':
    case 'maxLength':
      return t(`kycforms.problem.${p.code}`, { limit: p.params.limit });
    case 'min':
    case 'max':
      return t(`kycforms.problem.${p.code}`, { limit: p.params.limit });
    default:
      return t(`kycforms.problem.${p.code}`);
  }
}

export function uploadProblemText(p: UploadProblem): string {
  return p.code === 'fileSize'
    ? t('kycforms.upload.fileSize', { mb: p.params.mb })
    : t(`kycforms.upload.${p.code}`);
}
