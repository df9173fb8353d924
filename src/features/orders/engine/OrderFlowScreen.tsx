import { useParams } from 'wouter';
import { t } from '../../../i18n';
import { paths } from '../../../routing/paths';
import { FlowScreen } from '../components/FlowScreen';
import { OrderResultView } from '../components/OrderResultView';
import { QuoteSummary } from '../components/QuoteSummary';
import { SubmitFooter } from '../components/SubmitFooter';
import type { FlowDefinition, FlowForm } from './flow';
import { useFlow } from './useFlow';
import '../orders.css';

/** The one screen every order flow is shown in: the flow's fields, its quote and its action. */
export function OrderFlowScreen<F extends FlowForm>({ def }: { def: FlowDefinition<F> }) {
  const { walletId = '' } = useParams<{ walletId: string }>();
  const flow = useFlow(def, walletId);
  const { form, quote, submit } = flow;
  return (
    <FlowScreen
      title={t(def.titleKey)}
      backTo={paths.wallet(walletId)}
      error={flow.load.error}
      onRetry={flow.load.retry}
      loading={flow.load.loading}
      refreshing={flow.load.refreshing}
      skeletonRows={def.skeletonRows}
      result={
        submit.result && (
          <OrderResultView summary={submit.result.summary} walletId={walletId} onNew={submit.startOver} />
        )
      }
      empty={form.empty}
    >
      {flow.fields}
      {!form.waiting && (
        <>
          <QuoteSummary
            calc={quote.shown}
            from={form.from}
            to={form.to ?? form.from}
            overBalance={flow.overBalance}
          />
          <SubmitFooter
            submit={submit}
            text={t(def.actionKey)}
            ready={flow.ready}
            summary={flow.summary}
            quote={quote}
            walletId={walletId}
            dirty={flow.dirty}
            error={flow.fieldError}
            confirm={flow.confirm}
          />
        </>
      )}
    </FlowScreen>
  );
}
