import { Caption } from '@telegram-apps/telegram-ui';

/** Why the sheet's last step failed, read out as it appears; nothing when there is no error. */
export function ErrorCaption({ text }: { text: string | null }) {
  return text ? (
    <Caption role="alert" className="security-error">
      {text}
    </Caption>
  ) : null;
}
