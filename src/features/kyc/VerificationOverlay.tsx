import { Button, Spinner, Text } from '@telegram-apps/telegram-ui';
import { useEffect, useRef, useState } from 'react';
import { kycApi } from '../../api/endpoints/kyc';
import { isApiError } from '../../api/errors';
import { call } from '../../api/http';
import type { KycEntityType } from '../../api/types/kyc';
import { t } from '../../i18n';
import { onOwnerChange } from '../../session/owner-change';
import { ErrorState } from '../../ui/ErrorState';
import { STAND_IN_SANDBOX, standInFrameUrl } from './frames';
import { launchPersona } from './providers/persona';
import { isSandboxToken, readStandInMessage, standInUrl } from './providers/sandbox';
import { launchSumsub } from './providers/sumsub';
import './kyc.css';

export type Provider = 'sumsub' | 'persona';
export type VerificationResult = 'submitted' | 'canceled';

export interface VerificationOverlayProps {
  provider: Provider;
  walletId: string;
  entityType: KycEntityType;
  userDataId: number;
  onClose: (result: VerificationResult) => void;
}

/** Persona inquiries the user left unfinished, per wallet: reopening resumes instead of restarting. */
const openInquiries = new Map<string, string>();
onOwnerChange(() => openInquiries.clear());

type View =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'stand-in'; url: string }
  | { kind: 'sdk' };

/**
 * Runs one identity verification full screen: gets a Sumsub token or a Persona inquiry from the
 * platform, then opens the provider SDK (lazy chunk) — or, against the sandbox, its stand-in page.
 */
export function VerificationOverlay({
  provider,
  walletId,
  entityType,
  userDataId,
  onClose,
}: VerificationOverlayProps) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // `attempt` is the retry trigger: a new attempt starts the whole flow again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the effect on purpose
  useEffect(() => {
    let cancelled = false;
    let teardown: (() => void) | null = null;
    const done = (result: VerificationResult) => {
      if (!cancelled) closeRef.current(result);
    };
    const failed = (message: string) => {
      if (!cancelled) setView({ kind: 'failed', message });
    };
    const onMessage = (e: MessageEvent) => {
      const msg = readStandInMessage(e);
      if (!msg) return;
      if (msg.event === 'completed') openInquiries.delete(walletId);
      done(msg.event === 'completed' ? 'submitted' : 'canceled');
    };
    window.addEventListener('message', onMessage);
    const showStandIn = (token: string) => {
      const url = standInFrameUrl(standInUrl(token));
      if (url) setView({ kind: 'stand-in', url });
      else failed(t('kyc.overlay.notProvider'));
    };

    (async () => {
      try {
        if (provider === 'sumsub') {
          const fetchToken = async () =>
            (await call(kycApi.sumsubToken, { body: { user_data_id: userDataId } })).token;
          const token = await fetchToken();
          if (cancelled) return;
          if (isSandboxToken(token)) return showStandIn(token);
          setView({ kind: 'sdk' });
          teardown = await launchSumsub(container.current!, token, {
            refreshToken: fetchToken,
            onSubmitted: () => {},
            onStatus: (status) => {
              if (status === 'completed' || status === 'pending') done('submitted');
            },
            onError: failed,
          });
          return;
        }
        let inquiryId = openInquiries.get(walletId);
        let sessionToken: string | undefined;
        if (inquiryId) {
          try {
            sessionToken = (
              await call(kycApi.personaResume, { path: { wallet_id: walletId, inquiry_id: inquiryId } })
            ).sessionId;
          } catch (err) {
            if (!(isApiError(err) && err.status === 404)) throw err;
            inquiryId = undefined;
          }
        }
        if (!inquiryId) {
          inquiryId = (await call(kycApi.personaInit, { path: { wallet_id: walletId, type: entityType } }))
            .inquiryId;
        }
        if (cancelled) return;
        openInquiries.set(walletId, inquiryId);
        if (isSandboxToken(inquiryId)) return showStandIn(inquiryId);
        setView({ kind: 'sdk' });
        const id = inquiryId;
        teardown = await launchPersona(id, sessionToken, {
          onComplete: () => {
            openInquiries.delete(walletId);
            done('submitted');
          },
          onCancel: () => done('canceled'),
          onError: failed,
        });
      } catch (err) {
        failed(isApiError(err) ? err.message : t('kyc.overlay.startFailed'));
      }
    })();

    return () => {
      cancelled = true;
      window.removeEventListener('message', onMessage);
      teardown?.();
    };
  }, [provider, walletId, entityType, userDataId, attempt]);

  return (
    <div className="kyc-overlay" role="dialog" aria-label={t('kyc.overlay.title')}>
      <div className="kyc-overlay__bar">
        <Text weight="2">{t('kyc.overlay.title')}</Text>
        <Button size="s" mode="plain" onClick={() => closeRef.current('canceled')}>
          {t('kyc.action.close')}
        </Button>
      </div>
      <div className="kyc-overlay__body">
        {view.kind === 'loading' && (
          <div className="kyc-overlay__center">
            <Spinner size="m" />
            <Text>{t('kyc.overlay.opening')}</Text>
          </div>
        )}
        {view.kind === 'failed' && (
          <ErrorState
            title={t('kyc.overlay.failedTitle')}
            error={view.message}
            onRetry={() => {
              setView({ kind: 'loading' });
              setAttempt((n) => n + 1);
            }}
          />
        )}
        {view.kind === 'stand-in' && (
          <iframe title={t('kyc.screen.sandboxFrame')} src={view.url} sandbox={STAND_IN_SANDBOX} />
        )}
        <div ref={container} hidden={view.kind !== 'sdk'} />
      </div>
    </div>
  );
}
