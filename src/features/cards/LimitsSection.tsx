import { useMutation } from '@tanstack/react-query';
import { Cell, Section } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { messageOf } from '../../api/errors';
import { type CardDetail, LIMIT_PERIODS, type LimitPeriod } from '../../api/types/issuing';
import { t } from '../../i18n';
import { parseAmountInput } from '../../lib/amount-text';
import { formatCurrencyAmount } from '../../lib/format';
import { haptic } from '../../lib/platform';
import { queryClient } from '../../lib/server-state/client';
import { TextInput } from '../../ui/Labeled';
import { Sheet } from '../../ui/Sheet';
import { showToast } from '../../ui/toast';
import { limitMutation } from './data';
import { PERIOD_LABEL } from './labels';
import { SubmitFailure } from './SubmitFailure';

/** Spending limits per period: enabled, cap, spent so far. */
export function LimitsSection({ card }: { card: CardDetail }) {
  const [editing, setEditing] = useState<LimitPeriod | null>(null);
  const limits = card.limits!;
  const currency = card.fiat_account.currency;
  return (
    <Section header={t('cards.limits.title')} footer={t('cards.limits.footer')}>
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
                ? t('cards.limits.cap', {
                    cap: formatCurrencyAmount(cap, currency),
                    spent: formatCurrencyAmount(spent, currency),
                  })
                : undefined
            }
            after={enabled ? undefined : t('cards.limits.off')}
          >
            {t(PERIOD_LABEL[p])}
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
  const limit = useMutation(limitMutation(), queryClient);
  const saving = limit.isPending;
  const code = card.fiat_account.currency.meta.code;

  const save = () => {
    if (saving) return;
    const parsed = parseAmountInput(text, 2);
    if (!parsed.ok) {
      haptic('error');
      return setError(parsed.reason);
    }
    const cap = parsed.value;
    setError('');
    limit.mutate(
      { cardId: card.card_id, period, cap },
      {
        onSuccess: () => {
          haptic('success');
          showToast(t('cards.limits.saved', { period }), { tone: 'success' });
          onClose();
        },
        onError: (err) => {
          haptic('error');
          setError(err.fields[`${period}_cap`] ?? messageOf(err, t('cards.limits.saveFailed')));
        },
      },
    );
  };

  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('cards.limits.sheetTitle', { period })}
      primary={{ text: t('cards.limits.save'), onClick: save, loading: saving }}
    >
      <Cell
        readOnly
        multiline
        description={t('cards.limits.spentSoFar', {
          amount: formatCurrencyAmount(limits[`${period}_spent`], card.fiat_account.currency),
        })}
      >
        {/* API.md's LimitsUpdate only takes a number per cap: there is no way to switch one off. */}
        {t('cards.limits.noRemove')}
      </Cell>
      <TextInput
        header={t('cards.limits.amountWithCode', { code })}
        inputMode="decimal"
        placeholder="0.00"
        value={text}
        status={error ? 'error' : 'default'}
        onChange={(e) => setText(e.target.value)}
        aria-label={t('cards.limits.amount')}
      />
      <SubmitFailure text={error} />
    </Sheet>
  );
}
