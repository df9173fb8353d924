import { Cell, Section } from '@telegram-apps/telegram-ui';
import { useEffect } from 'react';
import { t } from '../../../i18n';
import { renderDecimalsOf } from '../../../lib/format';
import { decimalsOf } from '../../../lib/money';
import { FeeAmount } from '../../../ui/FeeAmount';
import { Money } from '../../../ui/Money';
import { Sheet } from '../../../ui/Sheet';
import { confirmText as confirmTextOf, type OrderSummary } from '../summary';
import { RateRow } from './RateRow';
import { WhereCells } from './WhereCells';

/**
 * The last look before money moves: what is paid, what arrives, the rate, every fee, their total
 * and where it goes. Confirmed with Telegram's MainButton inside Telegram, an in-page button on
 * the web. While the quote is not fresh (it aged, or it is being replaced) the sheet says so,
 * asks for a new one, and cannot be confirmed until it is in.
 */
export function ReviewSheet({
  open,
  summary,
  fresh,
  refreshing,
  onRefresh,
  onConfirm,
  onClose,
  warning,
  confirmText,
  quoteError,
}: {
  open: boolean;
  summary: OrderSummary | null;
  /** A quote bound to the form is in. */
  fresh: boolean;
  refreshing: boolean;
  onRefresh: () => void;
  onConfirm: () => void;
  onClose: () => void;
  /** Shown above everything (e.g. "this may create a second order"). */
  warning?: string | null;
  confirmText?: string;
  /** Why the last quote failed: shown instead of asking again and again. */
  quoteError?: string | null;
}) {
  useEffect(() => {
    if (open && !fresh && !refreshing && !quoteError) onRefresh();
  }, [open, fresh, refreshing, quoteError, onRefresh]);
  const s = summary;
  return (
    <Sheet
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t('orders.review.title')}
      primary={{
        text: confirmText ?? (s ? confirmTextOf(s.kind) : t('orders.review.confirm')),
        onClick: onConfirm,
        loading: false,
        disabled: !fresh || !s,
      }}
    >
      <ReviewBody summary={s} fresh={fresh} warning={warning ?? quoteError} />
    </Sheet>
  );
}

/** The review's content, for a sheet that reviews in place (card top-up). */
export function ReviewBody({
  summary: s,
  fresh,
  warning,
}: {
  summary: OrderSummary | null;
  fresh: boolean;
  warning?: string | null;
}) {
  return (
    <>
      {warning && (
        <p className="o-review-warning" role="alert" data-testid="review-warning">
          {warning}
        </p>
      )}
      {!fresh && (
        <p className="o-review-stale" role="status" data-testid="review-stale">
          {t('orders.review.quoteExpired')}
        </p>
      )}
      {s && (
        <div data-testid="review" aria-busy={!fresh}>
          <Section>
            <Cell subhead={t('orders.summary.youPay')} readOnly>
              {/* Every digit that is sent, even past the usual rounding: what is seen is what is paid. */}
              <Money
                amount={s.pay}
                currency={s.from}
                decimals={Math.max(
                  renderDecimalsOf(typeof s.from === 'string' ? null : s.from),
                  decimalsOf(s.pay),
                )}
                className="o-review-big"
                data-testid="review-pay"
              />
            </Cell>
            <Cell subhead={t('orders.summary.youReceive')} readOnly>
              <Money
                amount={s.receive}
                currency={s.to}
                className="o-review-big"
                data-testid="review-receive"
              />
            </Cell>
            {s.rate && <RateRow {...s.rate} />}
            {s.destination && <WhereCells where={s.destination} />}
          </Section>
          <Section header={t('orders.summary.fees')}>
            {s.fees.map((f) => (
              <Cell key={f.key} subhead={f.label} readOnly data-testid="review-fee">
                <Money amount={f.amount} currency={s.from} />
              </Cell>
            ))}
            <Cell subhead={t('orders.summary.totalFees')} readOnly>
              <FeeAmount amount={s.feeTotal} currency={s.from} testId="review-fee-total" />
            </Cell>
            {s.markup && (
              <Cell subhead={s.markup.label} readOnly data-testid="review-markup">
                <Money amount={s.markup.amount} currency={s.from} />
              </Cell>
            )}
          </Section>
        </div>
      )}
    </>
  );
}
