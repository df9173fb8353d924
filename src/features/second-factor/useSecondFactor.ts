import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, messageOf } from '../../api/errors';
import type { OTPChannel, OtpChannelInfo, OtpCreateBody } from '../../api/types/otp';
import { t } from '../../i18n';
import { byPreference, isSentChannel, RESEND_COOLDOWN_S } from './channels';
import { createVerification, requestCode, verificationStatus, verifyCode } from './data';

/**
 * The second-factor conversation for one order: create (idempotent by request_id) → pick a
 * channel → request a code → verify → confirm APPROVED with GET /api/otp-verification/{id}.
 */
export type SecondFactorStep =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'choose'; channels: OtpChannelInfo[] }
  | {
      kind: 'code';
      channel: OTPChannel;
      /** What the server said ("Code sent to d***@…"). */
      notice: string | null;
      /** ms timestamp when the sent code stops working; null for TOTP. */
      expiresAt: number | null;
      /** ms timestamp before which "Send again" stays disabled. */
      resendAt: number;
      requestsLeft: number | null;
    }
  | { kind: 'approved' }
  | { kind: 'denied'; message: string };

export function useSecondFactor(open: boolean, request: OtpCreateBody, onApproved: () => void) {
  const [step, setStep] = useState<SecondFactorStep>({ kind: 'loading' });
  const [channels, setChannelsState] = useState<OtpChannelInfo[]>([]);
  const channelsRef = useRef<OtpChannelInfo[]>([]);
  const setChannels = useCallback((list: OtpChannelInfo[]) => {
    channelsRef.current = list;
    setChannelsState(list);
  }, []);
  const [busy, setBusy] = useState(false);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const alive = useRef(true);
  const approvedRef = useRef(onApproved);
  approvedRef.current = onApproved;
  const requestRef = useRef(request);
  requestRef.current = request;
  const requestId = request.request_id;

  const approve = useCallback(() => {
    setStep({ kind: 'approved' });
    approvedRef.current();
  }, []);

  const send = useCallback(
    async (channel: OTPChannel) => {
      setBusy(true);
      setCodeError(null);
      try {
        const answer = await requestCode({ request_id: requestId, channel });
        if (!alive.current) return;
        if (answer.error) throw new Error(answer.message ?? t('profile.secondFactor.notSent'));
        const at = Date.now();
        const sent = isSentChannel(channel);
        setStep({
          kind: 'code',
          channel,
          notice: answer.message ?? null,
          expiresAt: sent && answer.validity ? at + answer.validity * 1000 : null,
          resendAt: at + RESEND_COOLDOWN_S * 1000,
          requestsLeft:
            sent && answer.max_requests !== undefined && answer.requests_made !== undefined
              ? Math.max(0, answer.max_requests - answer.requests_made)
              : null,
        });
        setNow(at);
      } catch (err) {
        if (!alive.current) return;
        const message = messageOf(err, t('profile.secondFactor.failed'));
        // Stay where the user is; a failed resend keeps the code field (the old code may still work).
        setStep((s) => (s.kind === 'code' ? s : { kind: 'choose', channels: channelsRef.current }));
        setCodeError(message);
      } finally {
        if (alive.current) setBusy(false);
      }
    },
    [requestId],
  );

  const start = useCallback(async () => {
    setStep({ kind: 'loading' });
    setCodeError(null);
    try {
      const created = await createVerification(requestRef.current);
      if (!alive.current) return;
      if (created.status === 'APPROVED') return approve();
      if (created.status === 'DENIED') {
        return setStep({ kind: 'denied', message: t('profile.secondFactor.deniedStartAgain') });
      }
      const channels = byPreference(created.channels);
      setChannels(channels);
      const first = channels[0];
      if (!first) {
        setStep({
          kind: 'failed',
          message: t('profile.secondFactor.noChannels'),
        });
      } else if (channels.length === 1 || !isSentChannel(first.channel)) {
        // One way only, or an authenticator app (asking it sends nothing): straight to the code;
        // "Use another method" lists the others.
        await send(first.channel);
      } else {
        setStep({ kind: 'choose', channels });
      }
    } catch (err) {
      if (alive.current)
        setStep({
          kind: 'failed',
          message: isApiError(err) ? err.message : t('profile.secondFactor.failed'),
        });
    }
  }, [approve, send, setChannels]);

  const verify = useCallback(
    async (otp: string) => {
      if (step.kind !== 'code') return;
      setBusy(true);
      setCodeError(null);
      try {
        const outcome = await verifyCode({ request_id: requestId, channel: step.channel, otp });
        if (outcome.error) throw new Error(outcome.message ?? t('profile.secondFactor.incorrect'));
        const state = await verificationStatus(requestId);
        if (!alive.current) return;
        if (state.status === 'APPROVED') approve();
        else if (state.status === 'DENIED')
          setStep({ kind: 'denied', message: t('profile.secondFactor.deniedPlain') });
        else setCodeError(t('profile.secondFactor.pending'));
      } catch (err) {
        if (!alive.current) return;
        if (isApiError(err) && err.status === 419) {
          setCodeError(t('profile.secondFactor.expired'));
          setStep((s) => (s.kind === 'code' ? { ...s, expiresAt: 0 } : s));
          return;
        }
        const message = messageOf(err, t('profile.secondFactor.failed'));
        // A wrong code may have used the last attempt: the status tells us whether to stop.
        const state = await verificationStatus(requestId).catch(() => null);
        if (!alive.current) return;
        if (state?.status === 'DENIED') setStep({ kind: 'denied', message });
        else setCodeError(message);
      } finally {
        if (alive.current) setBusy(false);
      }
    },
    [step, requestId, approve],
  );

  // Restart only when the sheet opens or the order (request_id) changes, not on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: start is keyed by request_id
  useEffect(() => {
    alive.current = true;
    if (open) void start();
    return () => {
      alive.current = false;
    };
  }, [open, requestId]);

  useEffect(() => {
    if (step.kind !== 'code') return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [step.kind]);

  return {
    step,
    channels,
    busy,
    codeError,
    now,
    retry: start,
    choose: send,
    resend: () => (step.kind === 'code' ? send(step.channel) : undefined),
    otherChannel: () => {
      setCodeError(null);
      setStep({ kind: 'choose', channels });
    },
    verify,
  };
}
