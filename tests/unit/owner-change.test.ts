import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * One owner per tab (issue 19, finding 1): every reset registered with the hub runs whenever the
 * stored session's owner changes — here, or in another tab (storage events) — and only then. A tab
 * is a fresh module graph over the same storage, as in renewal-tabs.test.ts.
 */
async function openTab() {
  vi.resetModules();
  const session = await import('../../src/api/session');
  const hub = await import('../../src/session/owner-change');
  const resets: (string | null)[] = [];
  hub.onOwnerChange((owner) => resets.push(owner));
  return { session, hub, resets };
}

/** What the browser tells other tabs after this tab wrote `key`. */
function storageEvent(key: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key }));
}

const pair = (n: number) => ({ access_token: `access-${n}`, refresh_token: `refresh-${n}` });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the owner-change hub', () => {
  it('a sign-in, a renewal, another sign-in and a sign-out: resets run on each change of owner only', async () => {
    const { session, hub, resets } = await openTab();
    expect(hub.checkOwner()).toBeNull();
    session.startSession('web:a', pair(1));
    session.storeTokens(pair(2)); // renewal: same owner
    session.startSession('web:a', pair(3)); // the same owner again (a Telegram relaunch is like this)
    session.startSession('web:b', pair(4));
    session.clearTokens();
    expect(resets).toEqual([null, 'web:a', 'web:b', null]);
  });

  it('another tab’s sign-out and sign-in reach this tab through storage events', async () => {
    const { session, hub, resets } = await openTab();
    session.startSession('tg:1', pair(1));
    expect(hub.checkOwner()).toBe('tg:1');
    resets.length = 0;
    // The other tab clears the pair, then signs in as someone else.
    localStorage.clear();
    storageEvent(null);
    localStorage.setItem('app/balancesOwner', 'web:b');
    storageEvent('app/balancesOwner');
    localStorage.setItem('access_token', 'access-b');
    storageEvent('access_token');
    expect(resets).toEqual([null, 'web:b']);
  });

  it('an owner change the tab has not been told of yet is found when data is bound to an owner', async () => {
    const { session, hub, resets } = await openTab();
    session.startSession('web:a', pair(1));
    resets.length = 0;
    localStorage.setItem('app/balancesOwner', 'web:b'); // no event delivered yet
    expect(hub.checkOwner()).toBe('web:b');
    expect(resets).toEqual(['web:b']);
  });

  it('a reload after another tab changed the owner drops what this tab kept (the stamp is stale)', async () => {
    const first = await openTab();
    first.session.startSession('web:a', pair(1));
    expect(sessionStorage.getItem('app/tabOwner')).toBe('web:a');
    // Meanwhile, elsewhere: signed out and in as b. This tab reloads.
    first.session.startSession('web:b', pair(2));
    sessionStorage.setItem('app/tabOwner', 'web:a');
    const reloaded = await openTab();
    expect(reloaded.hub.checkOwner()).toBe('web:b');
    expect(reloaded.resets).toEqual(['web:b']);
    // Same owner at the next reload: nothing to drop.
    const again = await openTab();
    again.hub.checkOwner();
    expect(again.resets).toEqual([]);
  });

  it('a stored session of unknown owner is nobody’s: a session that gets one starts afresh', async () => {
    const { session, hub, resets } = await openTab();
    localStorage.setItem('access_token', 'legacy');
    expect(hub.checkOwner()).toBe(session.UNKNOWN_OWNER);
    session.adoptSession('web:x');
    expect(resets).toEqual([session.UNKNOWN_OWNER, 'web:x']);
    session.adoptSession('web:y'); // only a session without an owner adopts one
    expect(session.sessionOwner()).toBe('web:x');
  });

  it('a new owner’s Telegram pair without a refresh token never keeps the last owner’s', async () => {
    const { session } = await openTab();
    session.startSession('web:a', pair(1));
    session.startSession('tg:7', { access_token: 'tg-access' });
    expect(session.getRefreshToken()).toBeNull();
    session.storeTokens({ access_token: 'tg-access-2', refresh_token: 'tg-refresh' });
    session.startSession('tg:7', { access_token: 'tg-access-3' }); // the same user again keeps it
    expect(session.getRefreshToken()).toBe('tg-refresh');
  });
});
