/**
 * Public entry of the orders feature: what other features may use. The recipients screens read
 * order types and currencies and start a payment again; the card top-up runs as an order.
 */
export { CurrencyPicker } from './components/CurrencyPicker';
export { QuoteCard } from './components/QuoteCard';
export { ReviewBody } from './components/ReviewSheet';
export { duplicateWarning } from './components/SubmitFooter';
export { cryptoSendTypes, isCryptoDestination } from './crypto-send';
export { holdingsOf, refreshWallets, useChains, useCurrencies, useOrderTypes, useWallet } from './data';
export { useDraft } from './intent/useDraft';
export { isFinal, STATUS_SENTENCE } from './order-labels';
export { rampTypeFor } from './ramp-types';
export { submitErrorText, useOrderSubmit } from './submit';
export { summaryOf } from './summary';
export { useOrderQuote } from './useOrderQuote';
