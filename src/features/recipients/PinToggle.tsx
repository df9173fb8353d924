import { useMutation } from '@tanstack/react-query';
import { messageOf } from '../../api/errors';
import type { Counterparty } from '../../api/types';
import { t } from '../../i18n';
import { haptic } from '../../lib/platform';
import { queryClient } from '../../lib/server-state/client';
import { showToast } from '../../ui/toast';
import { pinMutation } from './data';
import './recipients.css';

/** The pin's mutation for one wallet: toggles, says why when the platform refused. */
export function usePin(walletId: string) {
  const pin = useMutation(pinMutation(walletId), queryClient);
  return (counterparty: Counterparty) =>
    pin.mutate(
      { counterparty, pinned: !counterparty.is_pinned },
      {
        onSuccess: () => haptic('light'),
        onError: (err) => {
          haptic('error');
          showToast(messageOf(err, t('recipients.pin.failed')), { tone: 'error' });
        },
      },
    );
}

/**
 * A recipient's pin as a toggle beside its row (a sibling of the row, not inside it: one control
 * may not hold another). A 44 px target around a star, filled while pinned.
 */
export function PinToggle({
  counterparty,
  onToggle,
}: {
  counterparty: Counterparty;
  onToggle: (c: Counterparty) => void;
}) {
  return (
    <button
      type="button"
      className="rc-pin"
      aria-pressed={counterparty.is_pinned}
      aria-label={t('recipients.pin.toggle', { name: counterparty.name })}
      onClick={() => onToggle(counterparty)}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
          fill={counterparty.is_pinned ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
