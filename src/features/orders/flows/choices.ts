import type { OrderTypeInfoV2, OtpCreateBody } from '../../../api/types';
import { otpRequestFor } from '../../second-factor';
import { useKycUnlock } from '../data';
import type { FlowContext, FlowOrder } from '../engine/flow';
import { type RecipientChoice, useRecipientChoice } from '../useRecipientChoice';

type Kyc = ReturnType<typeof useKycUnlock>;

/**
 * The order type and saved recipient of a flow that pays someone (send, buy, sell): the type the
 * user chose, else the flow's own default (never a type the wallet may not use yet: its "Verify
 * to unlock" shows instead); the recipient from the draft or the link
 * (`?recipient=&destination=`, from the recipient's screen).
 */
export function useTypeChoice(
  { walletId, draft, search }: FlowContext,
  offered: readonly OrderTypeInfoV2[],
  fallback: (kyc: Kyc, recipient: RecipientChoice) => OrderTypeInfoV2 | null | undefined,
) {
  const kyc = useKycUnlock(walletId);
  const recipient = useRecipientChoice(
    walletId,
    { recipient: search.get('recipient'), destination: search.get('destination') },
    draft,
  );
  const chosen = offered.find((o) => o.id === draft.get('typeId'));
  const type = chosen ?? fallback(kyc, recipient) ?? null;
  return { kyc, recipient, type, unlocked: !!type && kyc.isUnlocked(type) };
}

interface Priced {
  type?: OrderTypeInfoV2 | null;
  orderType?: string;
  from: { uuid: string; meta: { symbol: string } } | null | undefined;
  to?: { uuid: string; meta: { symbol: string } } | null | undefined;
  recipient?: Pick<RecipientChoice, 'cpId' | 'destId'>;
}

/** What the second-factor sheet shows and asks the platform to confirm, for the bound order. */
export function secondFactor(
  form: Priced,
  order: FlowOrder,
  summary: string,
): { summary: string; request: OtpCreateBody | null } {
  const { from, recipient } = form;
  const to = form.to ?? from;
  const orderType = form.type?.id ?? form.orderType;
  return {
    summary,
    request:
      orderType && from && to
        ? otpRequestFor({
            requestId: order.requestId,
            orderType,
            walletId: order.walletId,
            fromSymbol: from.meta.symbol,
            toSymbol: to.meta.symbol,
            fromCurrencyId: from.uuid,
            toCurrencyId: to.uuid,
            fromAmount: order.pay,
            toAmount: order.receive,
            ...(recipient
              ? { counterpartyAccountId: recipient.cpId, counterpartyDestinationId: recipient.destId }
              : {}),
          })
        : null,
  };
}
