import { Button } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';

/**
 * Another way on an auth screen, under its main action: a full-width text button ("Send the code
 * again", "Use another email", "Try the check again"), never a form submit.
 */
export function AltAction({
  onClick,
  disabled,
  children,
}: {
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="button" size="m" mode="plain" stretched disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  );
}
