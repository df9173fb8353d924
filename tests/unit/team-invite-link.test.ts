import { describe, expect, it } from 'vitest';
import { inviteLinks } from '../../src/features/team/invite-link';
import { fromStartParam } from '../../src/routing/deep-links';

/** An invite's links (issue 22): the Telegram start param and the web path open the same screen. */
describe('invite links', () => {
  it('builds the Telegram and web links of one code, and the start param lands on the invite', () => {
    const links = inviteLinks('Ab3xYz9', '@money_bot', 'https://app.example/');
    expect(links).toEqual({
      telegram: 'https://t.me/money_bot?startapp=invite_Ab3xYz9',
      web: 'https://app.example/invite/Ab3xYz9',
    });
    expect(fromStartParam('invite_Ab3xYz9')).toBe('/invite/Ab3xYz9');
  });

  it('offers only the web link without a bot, or for a code a start param cannot carry', () => {
    expect(inviteLinks('Ab3', null, 'https://app.example').telegram).toBeNull();
    // "_" separates a start param's segments: such a code has a web link only.
    const odd = inviteLinks('a_b', 'money_bot', 'https://app.example');
    expect(odd.telegram).toBeNull();
    expect(odd.web).toBe('https://app.example/invite/a_b');
  });

  it('never lands a start param on anything but one invite code', () => {
    expect(fromStartParam('invite')).toBeNull();
    expect(fromStartParam('invite_a_b')).toBeNull();
  });
});
