import { Cell, Section } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { ApiError, messageOf } from '../../api/errors';
import { type CardDetail, LIMIT_PERIODS, type LimitPeriod } from '../../api/types/issuing';
import { parseAmountInput } from '../../lib/amount-text';
import { formatCurrencyAmount } from '../../lib/format';
import { haptic } from '../../lib/platform';
import { TextInput } from '../../ui/Labeled';
import { Sheet } from '../../ui/Sheet';
import { useSubmitFailure } from '../../ui/submit-failure';
import { showToast } from '../../ui/toast';
import { setLimit } from './actions';
import { PERIOD_LABEL } from './labels';

/** Spending limits per period: enabled, cap, spent so far. */
export function LimitsSection({ card }: { card: CardDetail }) {
  const [editing, setEditing] = useState<LimitPeriod | null>(null);
  const limits = card.limits!;
  const currency = card.fiat_account.currency;
  return (
    <Section
      header="Spending limits"
      footer="Limits apply to purchases; top-ups and refunds are not counted. A limit can be set or changed here, not removed."
    >
      {LIMIT_PERIODS.map((p) => {
        const enabled = limits[`${p}_enabled`];
        const cap = limits[`${p}_cap`];
        const spent = limits[`${p}_spent`];
        return (
          <Cell
            key={p}
            data-testid={`limit-${p}`}
            onClick={() => setEditing(p)}
            data-state={enabled ? 'on' : 'off'}
            // One state per period: its cap with what is spent against it, or simply Off.
            subtitle={
              enabled
                ? `Cap ${formatCurrencyAmount(cap, currency)} · spent ${formatCurrencyAmount(spent, currency)}`
                : undefined
            }
            after={enabled ? undefined : 'Off'}
          >
            {PERIOD_LABEL[p]}
          </Cell>
        );
      })}
      {editing && <LimitSheet card={card} period={editing} onClose={() => setEditing(null)} />}
    </Section>
  );
}

function LimitSheet({
  card,
  period,
  onClose,
}: {
  card: CardDetail;
  period: LimitPeriod;
  onClose: () => void;
}) {
  const limits = card.limits!;
  const [text, setText] = useState(limits[`${period}_enabled`] ? String(limits[`${period}_cap`]) : '');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const failureRef = useSubmitFailure<HTMLDivElement>(error);
  const code = card.fiat_account.currency.meta.code;

  const save = async () => {
    if (saving) return;
    const parsed = parseAmountInput(text, 2);
    if (!parsed.ok) {
      haptic('error');
      return setError(parsed.reason);
    }
    const cap = parsed.value;
    setSaving(true);
    setError('');
    try {
      await setLimit(card.card_id, period, cap);
      haptic('success');
      showToast(`${PERIOD_LABEL[period]} limit set`, { tone: 'success' });
      onClose();
    } catch (err) {
      haptic('error');
      const field = err instanceof ApiError ? err.fields[`${period}_cap`] : undefined;
      setError(field ?? messageOf(err, 'Could not save the limit.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${PERIOD_LABEL[period]} limit`}
      primary={{ text: 'Save limit', onClick: save, loading: saving }}
    >
      <Cell
        readOnly
        multiline
        description={`Spent so far: ${formatCurrencyAmount(limits[`${period}_spent`], card.fiat_account.currency)}`}
      >
        {/* API.md's LimitsUpdate only takes a number per cap: there is no way to switch one off. */}A limit
        can be raised or lowered here, but not removed.
      </Cell>
      <TextInput
        header={`Limit amount (${code})`}
        inputMode="decimal"
        placeholder="0.00"
        value={text}
        status={error ? 'error' : 'default'}
        onChange={(e) => setText(e.target.value)}
        aria-label="Limit amount"
      />
      {error && (
        <div ref={failureRef} className="cards-field-error" role="alert">
          {error}
        </div>
      )}
    </Sheet>
  );
}
