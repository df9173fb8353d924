import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, messageOf } from '../../api/errors';
import type { OTPChannel, OtpChannelInfo, OtpCreateBody } from '../../api/types/otp';
import { t } from '../../i18n';
import { useWrite } from '../../lib/server-state/use-write';
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

  /** A code on one channel (again, for "Send again"). */
  const sending = useWrite({
    mutationFn: async ({ requestId, channel }: { requestId: string; channel: OTPChannel }) => {
      const answer = await requestCode({ request_id: requestId, channel });
      if (answer.error) throw new Error(answer.message ?? t('profile.secondFactor.notSent'));
      return answer;
    },
    onSuccess: (answer, { channel }) => {
      if (!alive.current) return;
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
    },
    onError: (err) => {
      if (!alive.current) return;
      // Stay where the user is; a failed resend keeps the code field (the old code may still work).
      setStep((s) => (s.kind === 'code' ? s : { kind: 'choose', channels: channelsRef.current }));
      setCodeError(messageOf(err, t('profile.secondFactor.failed')));
    },
  });

  /** The code checked, then the verification's status read: only APPROVED approves. */
  const verifying = useWrite({
    mutationFn: async ({
      requestId,
      channel,
      otp,
    }: {
      requestId: string;
      channel: OTPChannel;
      otp: string;
    }) => {
      const outcome = await verifyCode({ request_id: requestId, channel, otp });
      if (outcome.error) throw new Error(outcome.message ?? t('profile.secondFactor.incorrect'));
      return (await verificationStatus(requestId)).status;
    },
    onSuccess: (status) => {
      if (!alive.current) return;
      if (status === 'APPROVED') approve();
      else if (status === 'DENIED')
        setStep({ kind: 'denied', message: t('profile.secondFactor.deniedPlain') });
      else setCodeError(t('profile.secondFactor.pending'));
    },
    onError: async (err, { requestId }) => {
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
    },
  });
  // One call at a time: a code is not checked while another is asked for, nor the other way round.
  const send = useCallback(
    (channel: OTPChannel) => {
      if (verifying.running()) return;
      if (sending.mutate({ requestId, channel })) setCodeError(null);
    },
    [requestId, sending.mutate, verifying.running],
  );

  const start = useCallback(async () => {
    // A call of the last conversation still running is forgotten: it must not hold this one up.
    sending.reset();
    verifying.reset();
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
        send(first.channel);
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
  }, [approve, send, setChannels, sending.reset, verifying.reset]);

  const verify = useCallback(
    (otp: string) => {
      if (step.kind !== 'code' || sending.running()) return;
      if (verifying.mutate({ requestId, channel: step.channel, otp })) setCodeError(null);
    },
    [step, requestId, sending.running, verifying.mutate],
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
    busy: sending.isPending || verifying.isPending,
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
