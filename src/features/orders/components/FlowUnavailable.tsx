import { t } from '../../../i18n';
import { EmptyState } from '../../../ui/EmptyState';

/** The wallet is offered none of the flow's order types: why, in the flow's words. */
export function FlowUnavailable({ text }: { text: string }) {
  return <EmptyState title={t('orders.flow.unavailable')} description={text} />;
}
