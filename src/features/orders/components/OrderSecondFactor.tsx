import type { OtpCreateBody } from '../../../api/types';
import { t } from '../../../i18n';
import { SecondFactorSheet } from '../../second-factor';
import type { OrderSubmit } from '../submit';

/** The confirmation sheet wired to an order submit: approved → the same request goes again. */
export function OrderSecondFactor({
  submit,
  request,
  summary,
}: {
  submit: OrderSubmit;
  request: OtpCreateBody | null;
  summary: string;
}) {
  if (!request) return null;
  return (
    <SecondFactorSheet
      open={submit.needsSecondFactor}
      request={request}
      onApproved={submit.confirmed}
      onCancel={submit.cancelSecondFactor}
      title={t('orders.secondFactor.title')}
      summary={summary}
    />
  );
}
