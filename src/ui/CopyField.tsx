/**
 * A labelled value with a copy button (addresses, IBANs, memo, API keys). Tapping the row or the
 * button copies the full value and confirms with a snackbar; the text stays selectable as a
 * last resort when the clipboard is refused.
 */
import { Cell, IconButton } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { activeLocale, intlTag, t } from '../i18n';
import { copyText } from '../lib/clipboard';
import { showToast } from './toast';
import './ui.css';

export interface CopyFieldProps {
  label: string;
  /** The exact text copied. */
  value: string;
  /** What to show instead of the full value (e.g. a shortened address). */
  display?: ReactNode;
  /** Monospace, for addresses and keys. */
  mono?: boolean;
  /** Toast text; default "Copied". */
  copiedText?: string;
  /**
   * The value reads left to right even in Arabic and Persian (addresses, IBANs, keys, codes).
   * Default: monospace values do; others (a name, a bank) take the direction of their own first
   * letters (`dir="auto"`), so an Arabic bank name reads right to left and an order id left to right.
   */
  ltr?: boolean;
  /** Copies instead of the plain copy with its toast (a secret: lib/secret-clipboard's rule). */
  onCopy?: (value: string) => void;
}

export async function copyWithToast(value: string, copiedText?: string): Promise<boolean> {
  const ok = await copyText(value);
  if (ok) showToast(copiedText ?? t('ui.copy.done'), { tone: 'success' });
  else showToast(t('ui.copy.failed'), { tone: 'error' });
  return ok;
}

function CopyIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="8" y="8" width="12" height="12" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M16 5.5A1.5 1.5 0 0 0 14.5 4h-9A1.5 1.5 0 0 0 4 5.5v9A1.5 1.5 0 0 0 5.5 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  );
}

export function CopyField({ label, value, display, mono, copiedText, ltr = mono, onCopy }: CopyFieldProps) {
  const copy = () => {
    if (onCopy) onCopy(value);
    else void copyWithToast(value, copiedText);
  };
  return (
    <Cell
      className="ui-copy"
      subhead={label}
      multiline
      onClick={copy}
      after={
        <IconButton
          mode="plain"
          size="s"
          className="ui-copy__button"
          aria-label={t('ui.copy.button', { what: label.toLocaleLowerCase(intlTag(activeLocale())) })}
          onClick={(e) => {
            e.stopPropagation();
            copy();
          }}
        >
          <CopyIcon />
        </IconButton>
      }
    >
      <span
        className={`ui-copy__value${mono ? ' ui-copy__value--mono' : ''}${ltr ? ' ui-ltr' : ''}`}
        dir={ltr ? 'ltr' : 'auto'}
      >
        {display ?? value}
      </span>
    </Cell>
  );
}
