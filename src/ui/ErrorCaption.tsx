import { Caption } from '@telegram-apps/telegram-ui';

/**
 * Why a sheet's last step failed, read out as it appears (role alert); nothing when there is no
 * error. `className` places it in its sheet (colour and padding).
 */
export function ErrorCaption({ text, className }: { text: string | null | undefined; className: string }) {
  return text ? (
    <Caption role="alert" className={className}>
      {text}
    </Caption>
  ) : null;
}
