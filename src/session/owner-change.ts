import { useSyncExternalStore } from 'react';
import { onTokensChange, sessionOwner } from '../api/session';

/**
 * One owner per tab. Everything that keeps account data — the query cache, the balance snapshot,
 * money-form drafts and their "maybe sent" markers, the proof of presence — registers here how to
 * drop it. Whenever the owner of the stored session changes (a sign-in, a sign-out, a session that
 * cannot be renewed, another Telegram user, or another tab doing any of these: storage events),
 * every reset runs at once, synchronously, so the tab never paints the previous owner's data again.
 *
 * The owner this tab's data belongs to is stamped in sessionStorage: drafts outlive a reload, and a
 * reload after another tab changed the owner finds the stamp stale and resets them before use.
 */
export type OwnerReset = (owner: string | null) => void;

const TAB_KEY = 'app/tabOwner';
const resets = new Set<OwnerReset>();
const epochListeners = new Set<() => void>();
let epoch = 0;
/** The owner of this tab's data; undefined until first checked. */
let known: string | null | undefined = readStamp();

/** Registers how to drop one kind of account data; it runs on every change of owner. */
export function onOwnerChange(reset: OwnerReset): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

/**
 * Compares the stored session's owner with the one this tab's data belongs to, and drops that
 * data when they differ. Runs on every token change (here or in another tab) and before data is
 * bound to an owner; answers the owner the tab's data belongs to from now on.
 */
export function checkOwner(): string | null {
  const owner = sessionOwner();
  if (owner === known) return owner;
  known = owner;
  writeStamp(owner);
  for (const reset of [...resets]) reset(owner);
  epoch += 1;
  for (const listener of [...epochListeners]) listener();
  return owner;
}

/** Changes with every owner change: what is rendered for one owner is keyed by it. */
function ownerEpoch(): number {
  return epoch;
}

function subscribeOwnerEpoch(listener: () => void): () => void {
  epochListeners.add(listener);
  return () => epochListeners.delete(listener);
}

/** The owner epoch, re-rendering on every change of owner. */
export function useOwnerEpoch(): number {
  return useSyncExternalStore(subscribeOwnerEpoch, ownerEpoch, ownerEpoch);
}

onTokensChange(() => void checkOwner());

function readStamp(): string | null | undefined {
  try {
    const stamp = sessionStorage.getItem(TAB_KEY);
    return stamp === null ? undefined : stamp || null;
  } catch {
    return undefined;
  }
}

function writeStamp(owner: string | null): void {
  try {
    sessionStorage.setItem(TAB_KEY, owner ?? '');
  } catch {
    // storage blocked: nothing of this tab outlives the page either
  }
}
