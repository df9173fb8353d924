import { AppRoot } from '@telegram-apps/telegram-ui';
import { act, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buttonLabelled,
  click,
  deferred,
  flush,
  inAct,
  type Mounted,
  mount,
  tapTwice,
  typeInto,
} from './react-harness';

/**
 * Every web auth form sends once however often it is tapped while its call runs (issue 21: the
 * forms' writes are mutations, whose busy state reaches React a tick after the call started). The
 * calls answer only when the test says.
 */
const calls = {
  signUpWithTelegram: vi.fn(),
  requestPhone: vi.fn(),
  signOut: vi.fn(),
  signInWithPassword: vi.fn(),
  sendCode: vi.fn(),
  verifyCode: vi.fn(),
  signUp: vi.fn(),
  finishSignUp: vi.fn(),
  sendMagicLink: vi.fn(),
};
vi.mock('../../src/features/auth/sign-in', async (original) => ({
  ...(await original<object>()),
  signInWithPassword: calls.signInWithPassword,
  sendCode: calls.sendCode,
  verifyCode: calls.verifyCode,
  signUpWithTelegram: calls.signUpWithTelegram,
}));
vi.mock('../../src/features/auth/telegram-contact', () => ({ requestPhone: calls.requestPhone }));
vi.mock('../../src/features/auth/sign-out', () => ({ signOut: calls.signOut }));
vi.mock('../../src/lib/launch-params', async (original) => ({
  ...(await original<object>()),
  readLaunchParams: () => ({ user: { id: 7, first_name: 'Ann' } }),
}));
/** Telegram's Main Button, as the screens declare it: its click is Telegram's, not a DOM event. */
const mainButton = { onClick: () => {} };
vi.mock('../../src/ui/MainButton', () => ({
  useMainButton: (options: { onClick: () => void }) => {
    mainButton.onClick = options.onClick;
  },
}));
vi.mock('../../src/features/auth/sign-up-flow', async (original) => ({
  ...(await original<object>()),
  signUp: calls.signUp,
  finishSignUp: calls.finishSignUp,
  sendMagicLink: calls.sendMagicLink,
}));
const { default: SignInScreen } = await import('../../src/features/auth/SignInScreen');
const { default: SignUpScreen } = await import('../../src/features/auth/SignUpScreen');
const { default: CodeSignInScreen } = await import('../../src/features/auth/CodeSignInScreen');
const { default: MagicLinkScreen } = await import('../../src/features/auth/MagicLinkScreen');
const { InviteStep } = await import('../../src/features/auth/InviteStep');
const { CheckEmail } = await import('../../src/features/auth/CheckEmail');
const { default: TelegramSignUpScreen } = await import('../../src/features/auth/TelegramSignUpScreen');
const { default: TelegramSwitchScreen } = await import('../../src/features/auth/TelegramSwitchScreen');
const { DevTelegramSwitch } = await import('../../src/features/auth/DevTelegramSwitch');

let view: Mounted | undefined;
const show = async (node: ReactNode) => {
  view = await mount(<AppRoot>{node}</AppRoot>);
};
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const submitButton = () => document.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const button = buttonLabelled;
// tapTwice (react-harness): TanStack tells React of a started call on its next tick, so the
// mutation's own guard is what holds wherever nothing else renders in between.

beforeEach(() => {
  for (const fn of Object.values(calls)) fn.mockReset();
  history.replaceState(null, '', '/');
});
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

describe('a second tap while the call runs sends nothing', () => {
  it('password sign-in', async () => {
    const answer = deferred<string>();
    calls.signInWithPassword.mockReturnValue(answer.promise);
    await show(<SignInScreen />);
    await typeInto(input('email'), 'demo@sandbox.dev');
    await typeInto(input('password'), 'demo-password');
    await tapTwice(submitButton());
    expect(calls.signInWithPassword).toHaveBeenCalledTimes(1);
    expect(calls.signInWithPassword).toHaveBeenCalledWith('demo@sandbox.dev', 'demo-password', undefined);
    answer.resolve('/');
    await flush();
  });

  it('a signed-in form stays busy: tapping again as it leaves sends nothing', async () => {
    calls.signInWithPassword.mockResolvedValue('/wallets');
    await show(<SignInScreen />);
    await typeInto(input('email'), 'demo@sandbox.dev');
    await typeInto(input('password'), 'demo-password');
    await click(submitButton());
    await flush();
    await new Promise((r) => setTimeout(r, 0)); // TanStack's notice of the success reaches React
    await flush();
    expect(submitButton().disabled).toBe(true); // still busy until the screen is gone
    await click(submitButton());
    expect(calls.signInWithPassword).toHaveBeenCalledTimes(1);
    expect(location.pathname).toBe('/wallets');
  });

  it('sign-up', async () => {
    const answer = deferred<string>();
    calls.signUp.mockReturnValue(answer.promise);
    await show(<SignUpScreen />);
    await typeInto(input('email'), 'new@sandbox.dev');
    await typeInto(input('password'), 'Str0ng-password!');
    await tapTwice(submitButton());
    // The flow's chunk is imported before the call.
    await vi.waitFor(() => expect(calls.signUp).toHaveBeenCalled());
    await flush();
    expect(calls.signUp).toHaveBeenCalledTimes(1);
    expect(calls.signUp).toHaveBeenCalledWith('new@sandbox.dev', 'Str0ng-password!', undefined);
    answer.resolve('/');
    await flush();
  });

  it('a code: asking for it, and signing in with it', async () => {
    const sent = deferred<void>();
    calls.sendCode.mockReturnValue(sent.promise);
    await show(<CodeSignInScreen />);
    await typeInto(input('email'), 'demo@sandbox.dev');
    await tapTwice(submitButton());
    expect(calls.sendCode).toHaveBeenCalledTimes(1);
    sent.resolve();
    await flush();

    const signedIn = deferred<string>();
    calls.verifyCode.mockReturnValue(signedIn.promise);
    await typeInto(input('token'), '123456'); // the sixth digit sends it
    await click(submitButton());
    expect(calls.verifyCode).toHaveBeenCalledTimes(1);
    expect(calls.verifyCode).toHaveBeenCalledWith('email', 'demo@sandbox.dev', '123456', undefined);
    signedIn.resolve('/');
    await flush();
  });

  it('a magic link', async () => {
    const sent = deferred<undefined>();
    calls.sendMagicLink.mockReturnValue(sent.promise);
    await show(<MagicLinkScreen />);
    await typeInto(input('email'), 'demo@sandbox.dev');
    await tapTwice(submitButton());
    expect(calls.sendMagicLink).toHaveBeenCalledTimes(1);
    sent.resolve(undefined);
    await flush();
  });

  it('the invite code at finalize', async () => {
    const finalized = deferred<string>();
    calls.finishSignUp.mockReturnValue(finalized.promise);
    await show(<InviteStep pair={{ access_token: 'a', refresh_token: 'r' }} onStep={() => {}} />);
    await typeInto(input('invite_code'), 'FRIENDS');
    await tapTwice(submitButton());
    expect(calls.finishSignUp).toHaveBeenCalledTimes(1);
    expect(calls.finishSignUp).toHaveBeenCalledWith({ access_token: 'a', refresh_token: 'r' }, 'FRIENDS');
    finalized.resolve('/');
    await flush();
  });

  it('the confirmation email again', async () => {
    const sent = deferred<undefined>();
    const resend = vi.fn(() => sent.promise);
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    await show(
      <CheckEmail subtitle="" email="new@sandbox.dev" body="" resend={resend} onOtherEmail={() => {}} />,
    );
    await inAct(() => vi.advanceTimersByTime(61_000)); // "Send again" opens after its countdown
    vi.useRealTimers();
    await tapTwice(button('Send the link again'));
    expect(resend).toHaveBeenCalledTimes(1);
    sent.resolve(undefined);
    await flush();
  });

  it("the Telegram sign-up: Telegram's button pressed twice", async () => {
    calls.requestPhone.mockResolvedValue('+447700900123');
    const answer = deferred<unknown>();
    calls.signUpWithTelegram.mockReturnValue(answer.promise);
    await show(<TelegramSignUpScreen />);
    await act(async () => {
      mainButton.onClick();
      mainButton.onClick();
    });
    await flush();
    expect(calls.requestPhone).toHaveBeenCalledTimes(1);
    expect(calls.signUpWithTelegram).toHaveBeenCalledTimes(1);
    answer.resolve({ kind: 'failed', reason: 'auth.form.failed' });
    await flush();
  });

  it("leaving the web session for Telegram's account: signed out once", async () => {
    const out = deferred<void>();
    calls.signOut.mockReturnValue(out.promise);
    await show(<TelegramSwitchScreen />);
    await act(async () => {
      mainButton.onClick();
      mainButton.onClick();
    });
    expect(calls.signOut).toHaveBeenCalledTimes(1);
    out.resolve();
    await flush();
  });

  it("the sandbox's 'Open as Telegram user'", async () => {
    const answer = deferred<Response>();
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockReturnValue(answer.promise);
    try {
      await show(<DevTelegramSwitch />);
      await tapTwice(document.querySelector<HTMLButtonElement>('.dev-switch button')!);
      expect(fetchSpy.mock.calls.filter(([url]) => String(url).includes('/telegram/init-data'))).toHaveLength(
        1,
      );
      answer.resolve(new Response('', { status: 503 }));
      await flush();
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
