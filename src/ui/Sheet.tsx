import { Button, Modal } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { isTelegram } from '../lib/platform';
import { useMainButton } from './MainButton';

/**
 * A bottom sheet (telegram-ui Modal). Its primary action rides on Telegram's MainButton inside
 * Telegram, and is an in-sheet button on the web.
 */
export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  primary?: { text: string; onClick: () => void; loading?: boolean; disabled?: boolean };
}

export function Sheet({ open, onOpenChange, title, children, primary }: SheetProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} header={<Modal.Header>{title}</Modal.Header>}>
      <div className="sheet-body">
        {children}
        {open && primary && <SheetPrimary {...primary} />}
      </div>
    </Modal>
  );
}

function SheetPrimary({
  text,
  onClick,
  loading = false,
  disabled = false,
}: NonNullable<SheetProps['primary']>) {
  const telegram = isTelegram();
  useMainButton({ text, onClick, loading, disabled, visible: telegram });
  if (telegram) return null;
  return (
    <div className="sheet-primary">
      <Button
        size="l"
        stretched
        loading={loading}
        disabled={disabled || loading}
        onClick={onClick}
        type="button"
      >
        {text}
      </Button>
    </div>
  );
}
