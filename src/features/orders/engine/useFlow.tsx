import { useSearch } from 'wouter';
import { t } from '../../../i18n';
import { cmp } from '../../../lib/money';
import { useFreshWallet } from '../data';
import { useDraft } from '../intent/useDraft';
import { useOrderSubmit } from '../submit';
import { summaryOf } from '../summary';
import { useOrderQuote } from '../useOrderQuote';
import type { FlowContext, FlowDefinition, FlowForm, PricedOrder } from './flow';

/**
 * Runs one flow: its wallet and draft, its form, the quote bound to the form, what review and
 * result say, and the submit. Everything a flow used to wire by hand, once.
 */
export function useFlow<F extends FlowForm>(
  def: FlowDefinition<F>,
  walletId: string,
  /** A flow shown in a sheet follows its order in place instead of opening the order screen. */
  onDone?: (orderUuid: string | null) => void,
) {
  const search = new URLSearchParams(useSearch());
  const wallet = useFreshWallet(walletId);
  const draft = useDraft(def.name, walletId);
  const ctx: FlowContext = { walletId, wallet, draft, search };
  const form = def.useForm(ctx);
  const to = form.to ?? form.from;
  const quote = useOrderQuote({
    orderType: form.orderType,
    fromCurrencyId: form.from?.uuid ?? null,
    toCurrencyId: to?.uuid ?? null,
    toAddress: form.toAddress ?? null,
    disabled: !!form.quoteOff,
    version: def.calcVersion ?? 2,
    draft,
    fromRules: form.fromRules,
    toRules: form.toRules ?? form.fromRules,
    fromCurrency: form.from,
    toCurrency: to,
  });
  const order: PricedOrder | null = quote.priced ? { walletId, ...quote.priced } : null;
  const summary =
    quote.bound && order
      ? (def.summary ?? ((s) => s))(summaryOf(def.kind, quote.bound, form.from, to, form.where), order)
      : null;

  const submit = useOrderSubmit({
    flow: def.name,
    walletId,
    generation: def.generation,
    intentOf: { ...form.intent, amount: order?.amount, reverse: quote.isReverse },
    canSend: !!order && form.complete,
    send: (requestId) => def.send(form, { ...order!, requestId }),
    match: order && def.match ? def.match(form, order) : null,
    summary,
    alsoRefresh: form.alsoRefresh,
    onReset: () => {
      quote.fields.reset();
      if (def.clearAfter) draft.clear();
    },
    onDone,
  });

  // What the quote makes the user pay (fees included) is more than the balance.
  const overBalance = !!form.balance && !!order && cmp(order.pay, form.balance) > 0;
  const fieldError = (form.errorFields ?? []).map(submit.fieldError).find((e) => e !== null) ?? null;
  const { Fields } = def;
  const reads = [wallet, ...(form.reads ?? [])];
  return {
    ctx,
    form,
    quote,
    summary,
    submit,
    /** Every choice made, a bound quote, within the balance. */
    ready: form.complete && !!order && !overBalance,
    overBalance: overBalance ? t(def.overBalanceKey ?? 'orders.form.overBalance') : null,
    /** The sheet the platform's second factor opens, when the flow can ask for one. */
    confirm: def.confirm
      ? order
        ? def.confirm(form, { ...order, requestId: submit.requestId })
        : { summary: '', request: null }
      : undefined,
    /** The form has input, or an order is on its way. */
    dirty: !!quote.fields.fromText || !!quote.fields.toText || !!form.dirty,
    /** A refusal of one of the form's fields, said under the form. */
    fieldError,
    /** The flow's own fields, wired to the form, the quote and the submit. */
    fields: <Fields form={form} quote={quote} busy={submit.submitting} ctx={ctx} fieldError={fieldError} />,
    load: {
      error: reads.find((r) => r.error)?.error ?? null,
      loading: reads.some((r) => r.loading),
      refreshing: wallet.updating,
      retry: () => void Promise.all(reads.map((r) => r.refresh())),
    },
  };
}

export type Flow = ReturnType<typeof useFlow>;
