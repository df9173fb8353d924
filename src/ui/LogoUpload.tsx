import { Button } from '@telegram-apps/telegram-ui';
import { type ReactNode, useId, useRef } from 'react';
import { messageOf } from '../api/errors';
import { t } from '../i18n';
import { useFileUpload } from '../lib/use-file-upload';
import { LOGO_UPLOAD, type UploadProblem } from '../shared/upload-rules';
import { NameAvatar } from './NameAvatar';
import './logo-upload.css';

export interface LogoUploadProps {
  /** The picture now (`logo_url`), null without one: the initials of `name` then. */
  src: string | null | undefined;
  name: string;
  /** The button's words: "Add photo" / "Change photo", "Add logo" / "Change logo". */
  addLabel: string;
  changeLabel: string;
  /** Said once the platform took it ("Photo updated"). */
  doneLabel: string;
  /** Sends the multipart body to this picture's route. */
  send: (body: FormData, transport: typeof fetch) => Promise<unknown>;
  /** Re-reads what carries `logo_url`, so the new picture shows at once. */
  onUploaded: () => Promise<unknown>;
  /** Shown between the picture and the button (the profile's name). */
  children?: ReactNode;
  testId: string;
}

/**
 * A picture the user uploads (the profile's, a business wallet's logo, API.md §19): the picture or
 * initials, a button opening the system's picture chooser, then the shared upload
 * (lib/use-file-upload.ts) with LOGO_UPLOAD's limits: a wrong type or too large a file is refused
 * with a sentence naming it before a byte leaves; progress while it goes; a failure with one tap to
 * send the same file again. Nothing the user had is lost: the old picture stays until the new one
 * is the platform's.
 */
export function LogoUpload(props: LogoUploadProps) {
  const { src, name, send, onUploaded, testId } = props;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useFileUpload({ limits: LOGO_UPLOAD, send, onSuccess: () => void onUploaded() });
  const mb = LOGO_UPLOAD.maxBytes / 1024 / 1024;
  const fileName = upload.file?.name ?? '';
  const refused = upload.refused ? refusalText(upload.refused, fileName) : null;
  const failed = upload.error
    ? t('logos.failed', { reason: messageOf(upload.error, t('logos.failedFallback')) })
    : null;
  const problem = refused ?? failed;

  return (
    <div className="ui-logo" data-testid={testId}>
      <NameAvatar name={name} src={src} size={72} />
      {props.children}
      {/* The system's picture chooser, opened by the button below (the input itself is not drawn). */}
      <input
        ref={input}
        hidden
        type="file"
        accept={upload.accept}
        data-testid={`${testId}-input`}
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = ''; // the same file may be chosen again
          upload.choose(f);
        }}
      />
      {upload.pending ? (
        <div className="ui-logo__progress" aria-live="polite">
          <progress max={100} value={upload.percent} aria-labelledby={`${id}-progress`} />
          <span id={`${id}-progress`}>{t('logos.uploading', { percent: upload.percent })}</span>
        </div>
      ) : (
        <div className="ui-logo__actions">
          <Button
            size="s"
            mode="bezeled"
            aria-describedby={`${id}-note`}
            onClick={() => input.current?.click()}
          >
            {src ? props.changeLabel : props.addLabel}
          </Button>
          {failed && (
            <Button size="s" mode="plain" onClick={upload.retry}>
              {t('logos.retry')}
            </Button>
          )}
        </div>
      )}
      <p
        id={`${id}-note`}
        className={problem ? 'ui-logo__note ui-logo__note--error' : 'ui-logo__note'}
        role={problem ? 'alert' : undefined}
        aria-live={problem ? undefined : 'polite'}
        dir="auto"
      >
        {problem ??
          (upload.answer !== undefined && !upload.pending ? props.doneLabel : t('logos.hint', { mb }))}
      </p>
    </div>
  );
}

/** What is wrong with the chosen file, naming it. */
function refusalText(p: UploadProblem, name: string): string {
  switch (p.code) {
    case 'fileSize':
      return t('logos.refused.fileSize', { name, mb: p.params.mb });
    case 'fileType':
      return t('logos.refused.fileType', { name });
    default:
      return t('logos.refused.fileEmpty', { name });
  }
}
