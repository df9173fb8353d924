/**
 * Public entry of the orders feature: what other features may use. The card top-up is an order
 * flow like the others (flows/card-top-up.tsx), shown in a sheet over the card.
 */
export { refreshWallets } from './data';
export { CardTopUpSheet } from './flows/CardTopUpSheet';
export { isFinal, STATUS_SENTENCE } from './order-labels';
