import { useMutation } from '@tanstack/react-query';
import { Button } from '@telegram-apps/telegram-ui';
import { type ReactNode, useId, useRef, useState } from 'react';
import { kycApi } from '../../../api/endpoints/kyc';
import { messageOf } from '../../../api/errors';
import { call } from '../../../api/http';
import type { FormField } from '../../../api/types/kyc';
import { progressTransport } from '../../../api/upload-transport';
import { t } from '../../../i18n';
import { queryClient } from '../../../lib/server-state/client';
import { KYC_UPLOAD_MAX_BYTES, KYC_UPLOAD_TYPES, uploadProblem } from '../../../shared/form-rules';
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
 * limits, src/shared/form-rules.ts), uploaded through POST /storage/kyc with its progress shown,
 * sent again with one tap when it failed; the answer is the upload's `fullPath`.
 */
export function FileInput({ field, path, label, aside, value, onChange, error }: FileInputProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useMutation(
    {
      mutationFn: (f: File) => {
        setProgress(0);
        const body = new FormData();
        body.set('file', f, f.name);
        return call(kycApi.upload, { body, transport: progressTransport(setProgress) });
      },
      onSuccess: (stored) => onChange(stored.fullPath),
    },
    queryClient,
  );

  const choose = (f: File | undefined) => {
    if (input.current) input.current.value = ''; // the same file may be chosen again
    if (!f) return;
    setFile(f);
    const problem = uploadProblem(f);
    setRefused(problem ? uploadProblemText(problem) : null);
    if (!problem) upload.mutate(f);
  };

  const failed = upload.isError
    ? t('kycforms.file.failed', { reason: messageOf(upload.error, t('kyc.rail.failed')) })
    : null;
  const shownError = refused ?? failed ?? error;
  const percent = Math.round(progress * 100);
  const mb = KYC_UPLOAD_MAX_BYTES / 1024 / 1024;

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
        accept={field.accept ?? KYC_UPLOAD_TYPES.join(',')}
        onChange={(e) => choose(e.target.files?.[0])}
      />
      <div className="kyc-file__row">
        {upload.isPending ? (
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
                {file && upload.isSuccess
                  ? t('kycforms.file.uploaded', { name: file.name })
                  : t('kycforms.file.uploadedEarlier')}
              </p>
            ) : null}
            {failed && file ? (
              <Button size="m" mode="bezeled" onClick={() => upload.mutate(file)}>
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
