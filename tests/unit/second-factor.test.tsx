import { AppRoot } from '@telegram-apps/telegram-ui';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import type { OtpCreateBody } from '../../src/api/types/otp';
import { wireNumber } from '../../src/shared/wire-json';
import { click, deferred, flush, inAct, type Mounted, mount, typeInto } from './react-harness';

/**
 * The second-factor sheet against a scripted totp service: channel choice, resend countdown,
 * code expiry (419), wrong codes with attempts left, denial, and approval exactly once.
 */
const api = {
  createVerification: vi.fn(),
  requestCode: vi.fn(),
  verifyCode: vi.fn(),
  verificationStatus: vi.fn(),
};
vi.mock('../../src/features/second-factor/data', () => api);
const { SecondFactorSheet } = await import('../../src/features/second-factor/SecondFactorSheet');

const request: OtpCreateBody = {
  request_id: 'rq-1',
  order_type: 'WITHDRAWAL_CRYPTO',
  amount: wireNumber('10'),
  wallet_id: 'w',
  meta: {
    type: 'ORDER',
    sub_type: 'WITHDRAWAL_CRYPTO',
    currency: 'USDT',
    from_currency: 'USDT',
    to_currency: 'USDT',
    from_currency_id: 'c',
    to_currency_id: 'c',
    from_amount: wireNumber('10'),
    to_amount: wireNumber('9'),
    counterparty_account_id: '',
    counterparty_destination_id: '',
  },
};
const httpError = (status: number, serverMessage: string) =>
  new ApiError({
    kind: 'http',
    status,
    service: 'totp',
    method: 'POST',
    path: '/api/otp-verification/verify',
    serverMessage,
  });

let view: Mounted | undefined;
const settle = async () => {
  for (let i = 0; i < 6; i++) await flush();
};
/** Settles, then lets TanStack tell the sheet (on its next tick) that its calls are over. */
const afterWrites = async () => {
  await settle();
  await inAct(() => new Promise((r) => setTimeout(r, 0)));
  await settle();
};
const text = () => document.body.textContent ?? '';
const codeInput = () => document.querySelector<HTMLInputElement>('input[aria-label="Verification code"]')!;
const button = (label: string | RegExp) =>
  [...document.querySelectorAll('button')].find((b) =>
    typeof label === 'string' ? b.textContent?.trim() === label : label.test(b.textContent ?? ''),
  );

async function open(onApproved = vi.fn()) {
  view = await mount(
    <AppRoot>
      <SecondFactorSheet open request={request} onApproved={onApproved} onCancel={() => {}} />
    </AppRoot>,
  );
  await settle();
  return onApproved;
}

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  api.requestCode.mockResolvedValue({
    success: true,
    message: 'Code sent to d***@sandbox.dev.',
    validity: 300,
    requests_made: 1,
    max_requests: 3,
  });
  api.verificationStatus.mockResolvedValue({
    request_id: 'rq-1',
    status: 'PENDING',
    created_at: '',
    updated_at: '',
  });
});
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  vi.useRealTimers();
});

describe('SecondFactorSheet', () => {
  it('with one channel it sends the code at once and shows expiry and the resend countdown', async () => {
    api.createVerification.mockResolvedValue({
      request_id: 'rq-1',
      status: 'PENDING',
      channels: [{ channel: 'EMAIL', validity: 300, max_requests: 3 }],
    });
    await open();
    expect(api.createVerification).toHaveBeenCalledWith(request);
    expect(api.requestCode).toHaveBeenCalledWith({ request_id: 'rq-1', channel: 'EMAIL' });
    expect(text()).toContain('Code sent to d***@sandbox.dev.');
    expect(text()).toMatch(/The code expires in [45]:\d\d/);
    const resend = button(/Send again in 0:\d\d/);
    expect(resend?.disabled).toBe(true);
  });

  it('with an authenticator, asks for its code first whatever order the platform lists; email is the other method (issue 20 #9)', async () => {
    api.createVerification.mockResolvedValue({
      request_id: 'rq-1',
      status: 'PENDING',
      channels: [
        { channel: 'EMAIL', validity: 300, max_requests: 3 },
        { channel: 'TOTP', validity: 300, max_requests: 3 },
      ],
    });
    api.requestCode.mockResolvedValue({
      success: true,
      message: 'Enter the current code from your authenticator app.',
    });
    await open();
    // Straight to the app's code: nothing is sent by email.
    expect(api.requestCode).toHaveBeenCalledTimes(1);
    expect(api.requestCode).toHaveBeenCalledWith({ request_id: 'rq-1', channel: 'TOTP' });
    expect(text()).toContain('Codes change every 30 seconds');
    expect(button(/Send again/)).toBeUndefined();
    await click(button('Use another method')!);
    await settle();
    const offered = [...document.querySelectorAll('*')]
      .filter((el) => el.children.length === 0 && /^(Authenticator app|Email)$/.test(el.textContent ?? ''))
      .map((el) => el.textContent);
    expect(offered).toEqual(['Authenticator app', 'Email']);
  });

  it('has a title and a close button, which cancels', async () => {
    api.createVerification.mockResolvedValue({
      request_id: 'rq-1',
      status: 'PENDING',
      channels: [
        { channel: 'EMAIL', validity: 300, max_requests: 3 },
        { channel: 'SMS', validity: 300, max_requests: 3 },
      ],
    });
    const onCancel = vi.fn();
    view = await mount(
      <AppRoot>
        <SecondFactorSheet
          open
          request={request}
          onApproved={() => {}}
          onCancel={onCancel}
          title="Confirm the withdrawal"
        />
      </AppRoot>,
    );
    await settle();
    const dialog = document.querySelector('[role="dialog"]')!;
    const titleId = dialog.getAttribute('aria-labelledby');
    expect(titleId && document.getElementById(titleId)?.textContent).toBe('Confirm the withdrawal');
    expect(api.requestCode).not.toHaveBeenCalled(); // codes cost: email and SMS wait for a choice
    await click(document.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('a wrong code says how many attempts are left and keeps the sheet; the right one approves once', async () => {
    api.createVerification.mockResolvedValue({
      request_id: 'rq-1',
      status: 'PENDING',
      channels: [{ channel: 'SMS', validity: 300, max_requests: 3 }],
    });
    const approved = await open();
    api.verifyCode.mockRejectedValueOnce(httpError(400, 'The code is incorrect. 4 attempts left.'));
    await typeInto(codeInput(), '111111');
    await settle();
    expect(api.verifyCode).toHaveBeenCalledWith({ request_id: 'rq-1', channel: 'SMS', otp: '111111' });
    expect(text()).toContain('The code is incorrect. 4 attempts left.');
    expect(approved).not.toHaveBeenCalled();

    api.verifyCode.mockResolvedValueOnce({ success: true });
    api.verificationStatus.mockResolvedValueOnce({
      request_id: 'rq-1',
      status: 'APPROVED',
      created_at: '',
      updated_at: '',
    });
    await typeInto(codeInput(), '222222');
    await settle();
    expect(approved).toHaveBeenCalledTimes(1);
    expect(text()).toContain('Confirmed');
  });

  it('an expired code (419) asks for a new one and enables "Send again"', async () => {
    api.createVerification.mockResolvedValue({
      request_id: 'rq-1',
      status: 'PENDING',
      channels: [{ channel: 'EMAIL', validity: 300, max_requests: 3 }],
    });
    await open();
    api.verifyCode.mockRejectedValueOnce(httpError(419, 'The code has expired. Ask for a new code.'));
    await typeInto(codeInput(), '123456');
    await settle();
    expect(text()).toContain('This code has expired. Send a new code.');
    const resend = button(/Send again \(2 left\)/);
    expect(resend?.disabled).toBe(false);
    api.requestCode.mockResolvedValueOnce({
      success: true,
      message: 'Code sent again.',
      validity: 300,
      requests_made: 2,
      max_requests: 3,
    });
    await click(resend!);
    await settle();
    expect(api.requestCode).toHaveBeenCalledTimes(2);
    expect(text()).toContain('Code sent again.');
  });

  it('the fifth wrong code ends in a denial with no way to keep guessing', async () => {
    api.createVerification.mockResolvedValue({
      request_id: 'rq-1',
      status: 'PENDING',
      channels: [{ channel: 'EMAIL', validity: 300, max_requests: 3 }],
    });
    const approved = await open();
    api.verifyCode.mockRejectedValueOnce(
      httpError(400, 'Too many wrong codes: this confirmation was denied. Start the order again.'),
    );
    api.verificationStatus.mockResolvedValueOnce({
      request_id: 'rq-1',
      status: 'DENIED',
      created_at: '',
      updated_at: '',
    });
    await typeInto(codeInput(), '999999');
    await settle();
    expect(text()).toContain('Confirmation denied');
    expect(text()).toContain('Start the order again.');
    expect(codeInput()).toBeNull();
    expect(approved).not.toHaveBeenCalled();
  });

  it('an already approved verification (retry after a lost response) approves without asking again', async () => {
    api.createVerification.mockResolvedValue({ request_id: 'rq-1', status: 'APPROVED', channels: [] });
    const approved = await open();
    expect(approved).toHaveBeenCalledTimes(1);
    expect(api.requestCode).not.toHaveBeenCalled();
  });

  it('a second tap while a code is asked for, or checked, sends nothing (issue 21: mutations)', async () => {
    api.createVerification.mockResolvedValue({
      request_id: 'rq-1',
      status: 'PENDING',
      channels: [
        { channel: 'EMAIL', validity: 300, max_requests: 3 },
        { channel: 'SMS', validity: 300, max_requests: 3 },
      ],
    });
    await open();
    const sent = deferred<unknown>();
    api.requestCode.mockReturnValueOnce(sent.promise);
    const email = [...document.querySelectorAll<HTMLElement>('*')].find(
      (el) => el.children.length === 0 && el.textContent === 'Email',
    )!;
    // Two taps before the sheet renders again: only the mutation's guard can refuse the second.
    await act(async () => {
      email.click();
      email.click();
    });
    expect(api.requestCode).toHaveBeenCalledTimes(1);
    sent.resolve({ success: true, message: 'Code sent.', validity: 300, requests_made: 1, max_requests: 3 });
    await afterWrites();

    api.verifyCode.mockRejectedValueOnce(httpError(400, 'The code is incorrect. 4 attempts left.'));
    await typeInto(codeInput(), '111111');
    await settle();
    await afterWrites();
    const checked = deferred<unknown>();
    api.verifyCode.mockReturnValueOnce(checked.promise);
    const confirm = button('Confirm')!;
    await act(async () => {
      confirm.click();
      confirm.click();
    });
    expect(api.verifyCode).toHaveBeenCalledTimes(2); // the wrong code, then this one once
    checked.resolve({ success: true });
    await settle();
  });
});
