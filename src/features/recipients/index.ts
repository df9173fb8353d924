/**
 * Public entry of the recipients feature (a wallet's counterparties, called recipients on screen,
 * and their bank or crypto destinations): what the order flows pick from and add to.
 */
export { DestinationSheet } from './DestinationSheet';
export { useCounterparties, useDestinations } from './data';
export { destinationRow } from './destination-text';
export { KindIcon } from './KindIcon';
