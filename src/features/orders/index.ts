/**
 * Public entry of the orders feature: what other features may use. The card top-up is an order
 * flow like the others (flows/card-top-up.tsx), shown in a sheet over the card; so is money back
 * from a card or card account to its wallet (flows/card-withdraw.tsx).
 */
export { refreshWallets, useOrderUntilFinal } from './data';
export { CardTopUpSheet } from './flows/CardTopUpSheet';
export { CardWithdrawSheet } from './flows/CardWithdrawSheet';
export { isFinal, STATUS_SENTENCE } from './order-labels';
