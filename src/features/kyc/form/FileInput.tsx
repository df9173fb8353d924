import { Button } from '@telegram-apps/telegram-ui';
import { type ReactNode, useId, useRef } from 'react';
import { kycApi } from '../../../api/endpoints/kyc';
import { messageOf } from '../../../api/errors';
import { call } from '../../../api/http';
import type { FormField } from '../../../api/types/kyc';
import { t } from '../../../i18n';
import { useFileUpload } from '../../../lib/use-file-upload';
import { KYC_UPLOAD } from '../../../shared/upload-rules';
import { uploadProblemText } from './form-messages';

export interface FileInputProps {
  field: FormField;
  path: string;
  label: ReactNode;
  aside?: string;
  /** The uploaded file's reference (`fullPath`), '' while none. */
  value: string;
  onChange: (fullPath: string) => void;
  error: string | null;
}

/**
 * A document for a file field: checked for size and type before a byte leaves (the platform's
 * limits, src/shared/upload-rules.ts), uploaded through POST /storage/kyc with its progress shown,
 * sent again with one tap when it failed (lib/use-file-upload.ts); the answer is the upload's
 * `fullPath`.
 */
export function FileInput({ field, path, label, aside, value, onChange, error }: FileInputProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useFileUpload({
    limits: KYC_UPLOAD,
    send: (body, transport) => call(kycApi.upload, { body, transport }),
    onSuccess: (stored) => onChange(stored.fullPath),
  });
  const { file, percent } = upload;
  const choose = (f: File | undefined) => {
    if (input.current) input.current.value = ''; // the same file may be chosen again
    upload.choose(f);
  };

  const refused = upload.refused ? uploadProblemText(upload.refused) : null;
  const failed = upload.error
    ? t('kycforms.file.failed', { reason: messageOf(upload.error, t('kyc.rail.failed')) })
    : null;
  const shownError = refused ?? failed ?? error;
  const mb = KYC_UPLOAD.maxBytes / 1024 / 1024;

  return (
    <div className="ui-field kyc-file" data-invalid={shownError ? 'true' : undefined}>
      <div className="ui-field__head">
        <span className="ui-field__label" id={`${id}-label`}>
          {label}
        </span>
        {aside ? <span className="ui-field__aside">{aside}</span> : null}
      </div>
      {/* The system's file chooser, opened by the button below (the input itself is not drawn). */}
      <input
        ref={input}
        hidden
        type="file"
        name={path}
        accept={field.accept ?? upload.accept}
        onChange={(e) => choose(e.target.files?.[0])}
      />
      <div className="kyc-file__row">
        {upload.pending ? (
          <div className="kyc-file__progress" aria-live="polite">
            <progress
              max={100}
              value={percent}
              aria-label={t('kycforms.file.uploading', { name: file?.name ?? '', percent })}
            />
            <span dir="auto">{t('kycforms.file.uploading', { name: file?.name ?? '', percent })}</span>
          </div>
        ) : (
          <>
            {value && !refused && !failed ? (
              <p className="kyc-file__done" dir="auto" data-testid={`uploaded-${path}`}>
                {file && upload.answer
                  ? t('kycforms.file.uploaded', { name: file.name })
                  : t('kycforms.file.uploadedEarlier')}
              </p>
            ) : null}
            {failed && file ? (
              <Button size="m" mode="bezeled" onClick={upload.retry}>
                {t('kycforms.file.retry')}
              </Button>
            ) : null}
            <Button
              size="m"
              mode={value ? 'plain' : 'bezeled'}
              aria-describedby={`${id}-label ${id}-note`}
              onClick={() => input.current?.click()}
            >
              {value ? t('kycforms.file.replace') : t('kycforms.file.choose')}
            </Button>
          </>
        )}
      </div>
      <p
        id={`${id}-note`}
        className={shownError ? 'ui-field__note ui-field__note--error' : 'ui-field__note'}
        role={shownError ? 'alert' : undefined}
      >
        {shownError ?? t('kycforms.file.hint', { mb })}
      </p>
    </div>
  );
}
