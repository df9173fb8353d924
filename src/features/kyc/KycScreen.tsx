import { Button, Caption, Cell, List, Section, Text } from '@telegram-apps/telegram-ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { kycApi } from '../../api/endpoints/kyc';
import { userApi } from '../../api/endpoints/user';
import type { KycEntity, KycRail } from '../../api/types/kyc';
import { t } from '../../i18n';
import { copyText } from '../../lib/clipboard';
import { isTelegram, openExternal } from '../../lib/platform';
import { userDataQuery } from '../../lib/server-state/account-queries';
import { endpointQuery, invalidateEndpoint } from '../../lib/server-state/client';
import { useRead } from '../../lib/server-state/use-read';
import { useWallet } from '../../lib/wallet-reads';
import { paths } from '../../routing/paths';
import { EmptyState } from '../../ui/EmptyState';
import { useMainButton } from '../../ui/MainButton';
import { ReadPlaceholder } from '../../ui/ReadPlaceholder';
import { Screen } from '../../ui/Screen';
import { StaleNotice } from '../../ui/StaleNotice';
import { StatusChip } from '../../ui/StatusChip';
import { kycStatuses } from '../../ui/status';
import { showToast } from '../../ui/toast';
import { kycFormPaths } from './form-paths';
import { STAND_IN_SANDBOX, standInFrameUrl, unsafeLinkText } from './frames';
import { readStandInMessage } from './providers/sandbox';
import { RailSheet } from './RailSheet';
import { railName } from './rail-names';
import { canSubmit, railNextStep, statusCopy } from './status-copy';
import { type Provider, VerificationOverlay } from './VerificationOverlay';
import './kyc.css';

const WAITING = new Set(['PENDING', 'WAITING_ON_REVIEW', 'HOLD', 'WAITING_ON_UBOS']);
/** Poll while someone is reviewing: the answer arrives within seconds in the sandbox, minutes in reality. */
const POLL_MS = 2000;

export default function KycScreen() {
  const { walletId = '' } = useParams<{ walletId: string }>();
  const path = { wallet_id: walletId };
  const entity = useRead(
    endpointQuery(
      kycApi.entity,
      { path },
      { pollMs: (d?: KycEntity) => (d && WAITING.has(d.status) ? POLL_MS : null) },
    ),
  );
  const rails = useRead(
    endpointQuery(
      kycApi.rails,
      { path },
      {
        pollMs: (d) =>
          d?.data.some((r) => r.wallet_rail && WAITING.has(r.wallet_rail.status)) ? POLL_MS : null,
      },
    ),
  );
  const userData = useRead(userDataQuery());
  // Only the owner edits the details the reviews read (the platform refuses anyone else).
  const owner = useWallet(walletId).data?.role === 'owner';
  const [, navigate] = useLocation();
  const [provider, setProvider] = useState<Provider | null>(null);
  const [railId, setRailId] = useState<string | null>(null);
  // A link to one service (a bank account that needs it): its sheet opens once the identity is
  // verified; before, verifying the identity is the step, at the top of the page.
  const service = new URLSearchParams(useSearch()).get('service');
  const identityVerified = entity.data?.status === 'APPROVED';
  const [serviceShown, setServiceShown] = useState(false);
  useEffect(() => {
    if (service && identityVerified && !serviceShown) {
      setServiceShown(true);
      setRailId(service);
    }
  }, [service, identityVerified, serviceShown]);
  const [actionUrl, setActionUrl] = useState<string | null>(null);

  const refreshAll = () => {
    invalidateEndpoint(kycApi.entity);
    invalidateEndpoint(kycApi.rails);
    invalidateEndpoint(kycApi.rail);
    invalidateEndpoint(userApi.getData);
  };

  const e = entity.data;
  const copy = statusCopy(e?.status);
  // "Verified" says what the identity unlocks only as far as it is true: a banking service is
  // its own review (its partner's terms), and each one still to do is listed below with its step.
  const railsToDo = (rails.data?.data ?? []).filter((r) => r.wallet_rail?.status !== 'APPROVED');
  const next =
    copy.step === 'none' && rails.data
      ? railsToDo.length > 0
        ? t('kyc.screen.servicesToDo')
        : t('kyc.screen.allServices')
      : copy.next;
  const canStart = copy.step === 'start' || copy.step === 'retry';
  const verifyText = copy.step === 'retry' ? t('kyc.screen.verifyAgain') : t('kyc.screen.verifyNow');
  const telegram = isTelegram();
  // The screen's primary action is Telegram's MainButton there (hidden while verifying); the web
  // keeps it in the page.
  useMainButton({
    text: verifyText,
    onClick: () => setProvider('sumsub'),
    disabled: !userData.data,
    visible: telegram && !!e && canStart && provider === null,
  });

  return (
    <Screen title={t('kyc.screen.title')} backTo={paths.wallet(walletId)}>
      <StaleNotice of={[entity, rails]} />
      <List>
        <Section header={t('kyc.screen.identity')}>
          <ReadPlaceholder read={entity} rows={2} compact />
          {e && (
            <>
              {/* The status in words is the title; a chip beside it would repeat it. */}
              <Cell
                multiline
                subhead={e.type === 'business' ? t('kyc.screen.business') : t('kyc.screen.personal')}
              >
                {copy.title}
              </Cell>
              <div className="kyc-pad" aria-live="polite">
                <Text>{copy.meaning}</Text>
                <p>
                  <Caption className="kyc-muted">{next}</Caption>
                </p>
              </div>
              {canStart && (
                <div className="kyc-actions">
                  {!telegram && (
                    <Button
                      size="l"
                      stretched
                      disabled={!userData.data}
                      onClick={() => setProvider('sumsub')}
                    >
                      {verifyText}
                    </Button>
                  )}
                  <Button size="m" mode="plain" stretched onClick={() => setProvider('persona')}>
                    {t('kyc.screen.tryAnotherWay')}
                  </Button>
                </div>
              )}
              {owner && (
                <Cell
                  multiline
                  data-testid="kyc-edit-details"
                  onClick={() => navigate(kycFormPaths.details(walletId))}
                  description={t('kycforms.entity.editHint')}
                >
                  {t('kycforms.entity.edit')}
                </Cell>
              )}
              {copy.step === 'support' && (
                <div className="kyc-pad">
                  {/* Support finds the wallet by its id: copied for the chat, never shown (a UUID). */}
                  <Button size="m" mode="bezeled" stretched onClick={() => void copyWalletId(walletId)}>
                    {t('kyc.screen.copyWalletId')}
                  </Button>
                </div>
              )}
            </>
          )}
        </Section>

        <Section header={t('kyc.screen.services')} footer={t('kyc.screen.servicesFooter')}>
          <ReadPlaceholder read={rails} rows={3} compact />
          {rails.data && rails.data.data.length === 0 && (
            <EmptyState
              compact
              title={t('kyc.screen.noServices.title')}
              description={t('kyc.screen.noServices.description')}
            />
          )}
          {rails.data?.data.map((r: KycRail) => {
            const status = r.wallet_rail?.status ?? 'UNVERIFIED';
            const name = railName(r);
            return (
              <Cell
                key={r.id}
                multiline
                data-testid={`rail-${r.id}`}
                onClick={() => setRailId(r.id)}
                after={<StatusChip statuses={kycStatuses} status={status} />}
                // The chip says the status; under the name, the reviewer's note, the next step of a
                // service not started once the identity is verified, or that a name we could not
                // put in the user's words is the platform's.
                description={
                  r.wallet_rail?.message ? (
                    <bdi>{r.wallet_rail.message}</bdi>
                  ) : copy.step === 'none' && canSubmit(status) ? (
                    railNextStep(r)
                  ) : name.platformName ? (
                    t('kyc.rail.platformName')
                  ) : undefined
                }
              >
                <bdi>{name.text}</bdi>
              </Cell>
            );
          })}
        </Section>
      </List>

      <RailSheet
        walletId={walletId}
        railId={railId}
        onClose={() => setRailId(null)}
        onOpenAction={(url) => {
          // The sandbox's stand-in step opens here; any other step is an https page outside.
          const standIn = standInFrameUrl(url);
          if (standIn) setActionUrl(standIn);
          else if (!openExternal(url)) showToast(unsafeLinkText(), { tone: 'error' });
          setRailId(null);
        }}
      />

      {provider && e && userData.data && (
        <VerificationOverlay
          provider={provider}
          walletId={walletId}
          entityType={e.type}
          userDataId={userData.data.id}
          onClose={(result) => {
            setProvider(null);
            refreshAll();
            if (result === 'submitted') showToast(t('kyc.screen.submitted'), { tone: 'success' });
          }}
        />
      )}
      {actionUrl && (
        <div className="kyc-overlay" role="dialog" aria-label={t('kyc.screen.step')}>
          <div className="kyc-overlay__bar">
            <Text weight="2">{t('kyc.screen.step')}</Text>
            <Button
              size="s"
              mode="plain"
              onClick={() => {
                setActionUrl(null);
                refreshAll();
              }}
            >
              {t('kyc.action.close')}
            </Button>
          </div>
          <div className="kyc-overlay__body">
            <StandInFrame
              url={actionUrl}
              onDone={() => {
                setActionUrl(null);
                refreshAll();
              }}
            />
          </div>
        </div>
      )}
    </Screen>
  );
}

function StandInFrame({ url, onDone }: { url: string; onDone: () => void }) {
  useStandInMessages(onDone);
  return <iframe title={t('kyc.screen.sandboxFrame')} src={url} sandbox={STAND_IN_SANDBOX} />;
}

function useStandInMessages(onDone: () => void) {
  const ref = useRef(onDone);
  ref.current = onDone;
  useEffect(() => {
    const handler = (e: MessageEvent) => {
      if (readStandInMessage(e)) ref.current();
    };
    window.addEventListener('message', handler);
    return () => window.removeEventListener('message', handler);
  }, []);
}

async function copyWalletId(walletId: string) {
  const copied = await copyText(walletId);
  showToast(copied ? t('kyc.screen.walletIdCopied') : t('kyc.screen.copyFailed'), {
    tone: copied ? 'success' : 'error',
  });
}
