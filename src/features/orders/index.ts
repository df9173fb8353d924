/**
 * Public entry of the orders feature: what other features may use. The card top-up runs as an
 * order (quote, review, submit, outcome).
 */
export { QuoteCard } from './components/QuoteCard';
export { ReviewBody } from './components/ReviewSheet';
export { duplicateWarning } from './components/SubmitFooter';
export { holdingsOf, refreshWallets, useFreshWallet } from './data';
export { useDraft } from './intent/useDraft';
export { isFinal, STATUS_SENTENCE } from './order-labels';
export { submitErrorText, useOrderSubmit } from './submit';
export { summaryOf } from './summary';
export { useOrderQuote } from './useOrderQuote';
