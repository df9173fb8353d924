/**
 * Money in the app. The arithmetic is src/shared/decimal.ts, the one decimal module the app and
 * the sandbox share, re-exported here so app code keeps importing lib/money. Reading what the user
 * typed (their language's digits and separators) is lib/amount-text: a module of its own, so the
 * first screens, which show amounts but take none, do not download it.
 */
export * from '../shared/decimal';
