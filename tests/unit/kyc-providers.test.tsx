import { AppRoot } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flush, type Mounted, mount } from './react-harness';

/**
 * The real-provider path of the verification overlay, with the SDK modules replaced: against a
 * real platform (not the sandbox) the app must launch the Sumsub WebSDK / Persona client, hand
 * them a fresh token on expiry, and react to their completion events.
 */
const calls: { path: string; input: unknown }[] = [];
let tokenSeq = 0;

vi.mock('../../src/config', () => ({
  config: { isSandbox: false, apiUrl: 'https://api.example', apiV2Url: 'https://v2.example' },
}));
vi.mock('../../src/api/http', () => ({
  call: vi.fn(async (ep: { path: string }, input: unknown) => {
    calls.push({ path: ep.path, input });
    if (ep.path === '/kyc/sumsub/generate_token')
      return { user_data_id: 7, token: `real-token-${++tokenSeq}` };
    if (ep.path === '/persona/inquiries/init/{wallet_id}/{type}') return { inquiryId: 'inq_REAL123' };
    if (ep.path === '/persona/inquiries/{wallet_id}/{inquiry_id}/resume')
      return { inquiryId: 'inq_REAL123', sessionId: 'ses_1' };
    throw new Error(`unexpected ${ep.path}`);
  }),
}));

type Handler = (payload: unknown) => void;
const sumsub = {
  token: '',
  refresh: null as null | (() => Promise<string>),
  handlers: {} as Record<string, Handler>,
  launchedInto: null as HTMLElement | null,
  baseUrl: null as string | null,
};
vi.mock('@sumsub/websdk', () => {
  const builder = {
    withConf: () => builder,
    withBaseUrl: (url: string) => {
      sumsub.baseUrl = url;
      return builder;
    },
    withOptions: () => builder,
    on: (event: string, fn: Handler) => {
      sumsub.handlers[event] = fn;
      return builder;
    },
    build: () => ({
      // Like the real SDK: without a base URL the page address comes from inside the token.
      launch: (el: HTMLElement) => {
        sumsub.launchedInto = el;
        const frame = document.createElement('iframe');
        frame.src = `${sumsub.baseUrl ?? 'https://token-named.example'}/websdk/websdk.html`;
        el.replaceChildren(frame);
      },
    }),
  };
  return {
    default: {
      init: (token: string, refresh: () => Promise<string>) => {
        sumsub.token = token;
        sumsub.refresh = refresh;
        return builder;
      },
    },
  };
});

const persona = {
  options: null as null | Record<string, (...a: unknown[]) => undefined | unknown>,
  opened: 0,
  destroyed: 0,
};
vi.mock('persona', () => ({
  Client: class {
    constructor(options: Record<string, (...a: unknown[]) => void>) {
      persona.options = options;
      queueMicrotask(() => options.onReady?.());
    }
    open() {
      persona.opened++;
    }
    destroy() {
      persona.destroyed++;
    }
  },
}));

const { VerificationOverlay } = await import('../../src/features/kyc/VerificationOverlay');

let view: Mounted | undefined;
const render = async (node: ReactNode) => {
  view = await mount(<AppRoot>{node}</AppRoot>);
  return view.container;
};
const settle = async () => {
  for (let i = 0; i < 5; i++) await flush();
};

beforeEach(() => {
  calls.length = 0;
  tokenSeq = 0;
  sumsub.handlers = {};
  sumsub.launchedInto = null;
  sumsub.baseUrl = null;
  persona.options = null;
  persona.opened = 0;
});
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

describe('Sumsub (real SDK path)', () => {
  it('launches the WebSDK with the platform token, refreshes it on expiry, closes when the applicant is reviewed', async () => {
    const onClose = vi.fn();
    const c = await render(
      <VerificationOverlay
        provider="sumsub"
        walletId="w1"
        entityType="individual"
        userDataId={7}
        onClose={onClose}
      />,
    );
    await settle();
    expect(calls[0]).toEqual({ path: '/kyc/sumsub/generate_token', input: { body: { user_data_id: 7 } } });
    expect(sumsub.token).toBe('real-token-1');
    expect(sumsub.launchedInto).toBeInstanceOf(HTMLElement);
    expect(c.querySelector('iframe[title="Sandbox identity check"]')).toBeNull();

    // The SDK asks for a new token when its one expires: the platform mints a fresh one.
    expect(await sumsub.refresh!()).toBe('real-token-2');

    sumsub.handlers['idCheck.onApplicantStatusChanged']!({ reviewStatus: 'init' });
    expect(onClose).not.toHaveBeenCalled();
    sumsub.handlers['idCheck.onApplicantStatusChanged']!({ reviewStatus: 'pending' });
    expect(onClose).toHaveBeenCalledWith('submitted');
  });

  it('frames only the configured Sumsub origin, whatever host the token names', async () => {
    await render(
      <VerificationOverlay
        provider="sumsub"
        walletId="w1"
        entityType="individual"
        userDataId={7}
        onClose={() => {}}
      />,
    );
    await settle();
    const frame = sumsub.launchedInto?.querySelector('iframe');
    expect(new URL(frame!.src).origin).toBe('https://in.sumsub.com');
  });

  it('shows the SDK error with a retry', async () => {
    const c = await render(
      <VerificationOverlay
        provider="sumsub"
        walletId="w1"
        entityType="individual"
        userDataId={7}
        onClose={() => {}}
      />,
    );
    await settle();
    sumsub.handlers['idCheck.onError']!({ error: 'Camera not available' });
    await settle();
    expect(c.textContent).toContain('Camera not available');
    expect(c.textContent).toContain('Try again');
  });
});

describe('Persona (real SDK path)', () => {
  it('inits an inquiry, opens the client, and reports complete and cancel', async () => {
    const onClose = vi.fn();
    await render(
      <VerificationOverlay
        provider="persona"
        walletId="w2"
        entityType="business"
        userDataId={7}
        onClose={onClose}
      />,
    );
    await settle();
    expect(calls[0]).toEqual({
      path: '/persona/inquiries/init/{wallet_id}/{type}',
      input: { path: { wallet_id: 'w2', type: 'business' } },
    });
    expect(persona.options?.inquiryId).toBe('inq_REAL123');
    expect(persona.opened).toBe(1);
    // Persona's own sandbox plus forms and dialogs: no top navigation of the app's page.
    expect(persona.options?.sandboxAttributes).toEqual(['allow-forms', 'allow-modals']);
    (persona.options!.onCancel as () => void)();
    expect(onClose).toHaveBeenLastCalledWith('canceled');
  });

  it('resumes an unfinished inquiry instead of starting a new one, and completes', async () => {
    const onClose = vi.fn();
    await render(
      <VerificationOverlay
        provider="persona"
        walletId="w2"
        entityType="business"
        userDataId={7}
        onClose={onClose}
      />,
    );
    await settle();
    expect(calls.map((x) => x.path)).toEqual(['/persona/inquiries/{wallet_id}/{inquiry_id}/resume']);
    expect(persona.options?.sessionToken).toBe('ses_1');
    (persona.options!.onComplete as (x: unknown) => void)({
      inquiryId: 'inq_REAL123',
      status: 'completed',
      fields: {},
    });
    expect(onClose).toHaveBeenLastCalledWith('submitted');
  });

  it('reports a Persona error in a sentence', async () => {
    const c = await render(
      <VerificationOverlay
        provider="persona"
        walletId="w3"
        entityType="individual"
        userDataId={7}
        onClose={() => {}}
      />,
    );
    await settle();
    (persona.options!.onError as (e: unknown) => void)({
      code: 'x',
      message: 'Inquiry template is inactive',
    });
    await settle();
    expect(c.textContent).toContain('Inquiry template is inactive');
  });
});
