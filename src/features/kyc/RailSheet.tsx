import { useMutation } from '@tanstack/react-query';
import { Button, Caption, Cell, Section, Text } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { kycApi } from '../../api/endpoints/kyc';
import { isApiError } from '../../api/errors';
import { call } from '../../api/http';
import type { KycRail } from '../../api/types/kyc';
import { t } from '../../i18n';
import { openExternal } from '../../lib/platform';
import { endpointQuery, invalidateEndpoint, queryClient, setCachedData } from '../../lib/server-state/client';
import { useRead } from '../../lib/server-state/use-read';
import { CheckboxCell } from '../../ui/CheckboxCell';
import { ReadPlaceholder } from '../../ui/ReadPlaceholder';
import { Sheet } from '../../ui/Sheet';
import { StatusChip } from '../../ui/StatusChip';
import { kycStatuses } from '../../ui/status';
import { showToast } from '../../ui/toast';
import { kycFormPaths } from './form-paths';
import { unsafeLinkText } from './frames';
import { railName } from './rail-names';
import { canSubmit, railCopy } from './status-copy';

export interface RailSheetProps {
  walletId: string;
  railId: string | null;
  onClose: () => void;
  /** An extra action that is a verification link (the sandbox stand-in or a provider URL). */
  onOpenAction: (url: string) => void;
}

/** One rail: its status and note, the terms to accept, extra actions, and submitting the wallet for it. */
export function RailSheet({ walletId, railId, onClose, onOpenAction }: RailSheetProps) {
  const path = railId ? { wallet_id: walletId, rail_id: railId } : null;
  const rail = useRead(endpointQuery(kycApi.rail, path ? { path } : null));
  // A rail that asks questions is submitted from its form's screen, with the answers.
  const form = useRead(endpointQuery(kycApi.forms, railId ? { path: { rail_id: railId } } : null));
  const [, navigate] = useLocation();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const write = useMutation(
    {
      mutationFn: (v: { kind: 'terms' | 'submit'; path: { wallet_id: string; rail_id: string } }) =>
        call(v.kind === 'terms' ? kycApi.acceptTerms : kycApi.submitRail, { path: v.path }),
      onSuccess: (next: KycRail, v) => {
        setCachedData(kycApi.rail, { path: v.path }, next);
        void invalidateEndpoint(kycApi.rails);
        void invalidateEndpoint(kycApi.entity);
      },
    },
    queryClient,
  );
  // Which action is running (its button shows the spinner).
  const busy = write.isPending ? (write.variables?.kind ?? null) : null;

  const run = async (kind: 'terms' | 'submit') => {
    if (!path) return;
    setError(null);
    try {
      await write.mutateAsync({ kind, path });
      if (kind === 'submit') showToast(t('kyc.rail.submitted'), { tone: 'success' });
    } catch (err) {
      setError(isApiError(err) ? err.message : t('kyc.rail.failed'));
      if (isApiError(err) && err.status === 400) void rail.refresh();
    }
  };

  const r = rail.data;
  const status = r?.wallet_rail?.status ?? 'UNVERIFIED';
  const copy = railCopy(status);
  const termsConfirmed = r?.wallet_rail?.terms_confirmed ?? false;
  const needsTerms = (r?.terms_and_conditions.length ?? 0) > 0 && !termsConfirmed;
  const submittable = !!r && canSubmit(status) && !needsTerms;
  const asksQuestions = (form.data?.length ?? 0) > 0;

  return (
    <Sheet
      open={railId !== null}
      onOpenChange={(o) => !o && onClose()}
      title={r ? railName(r).text : t('kyc.rail.title')}
      primary={
        needsTerms
          ? {
              text: t('kyc.rail.acceptTerms'),
              onClick: () => void run('terms'),
              loading: busy === 'terms',
              disabled: !agreed,
            }
          : submittable && asksQuestions
            ? {
                text: t('kycforms.rail.answerQuestions'),
                onClick: () => navigate(kycFormPaths.service(walletId, r.id)),
              }
            : submittable
              ? {
                  text: status === 'SOFT_REJECT' ? t('kyc.rail.submitAgain') : t('kyc.rail.submitForReview'),
                  onClick: () => void run('submit'),
                  // Until the rail's questions are known, submitting could skip them.
                  loading: busy === 'submit' || form.loading,
                }
              : undefined
      }
    >
      <ReadPlaceholder read={rail} rows={3} noAvatar compact />
      {r && (
        <>
          <Section>
            <Cell after={<StatusChip statuses={kycStatuses} status={status} />} multiline>
              {copy.title}
            </Cell>
            {/* Full width under the title: beside the chip, cell descriptions stop at three lines,
                which cut this sentence short in the longer languages. */}
            <div className="kyc-pad">
              <Text>{copy.meaning}</Text>
            </div>
            {r.wallet_rail?.message ? (
              <div className="kyc-pad">
                <div className="kyc-note">
                  <Text dir="auto">{r.wallet_rail.message}</Text>
                </div>
              </div>
            ) : null}
            {copy.next && (
              <div className="kyc-pad">
                <Caption className="kyc-muted">{copy.next}</Caption>
              </div>
            )}
          </Section>

          {r.wallet_rail?.extra_actions?.length ? (
            <Section header={t('kyc.rail.toDo')}>
              {r.wallet_rail.extra_actions.map((a) => (
                <Cell
                  key={a.url}
                  multiline
                  onClick={() => onOpenAction(a.url)}
                  description={a.full_name ? t('kyc.rail.actionFor', { name: a.full_name }) : undefined}
                  after={<Text className="kyc-muted">{t('kyc.rail.open')}</Text>}
                >
                  {a.type === 'document_retake' ? t('kyc.rail.retakePhoto') : t('kyc.rail.completeStep')}
                </Cell>
              ))}
            </Section>
          ) : null}

          {r.terms_and_conditions.length > 0 && (
            <Section
              header={t('kyc.rail.terms')}
              footer={termsConfirmed ? t('kyc.rail.termsAccepted') : undefined}
            >
              {r.terms_and_conditions.map((term) => (
                <Cell
                  key={term.link}
                  multiline
                  description={term.description ?? undefined}
                  onClick={() => openExternal(term.link) || showToast(unsafeLinkText(), { tone: 'error' })}
                >
                  {term.title}
                </Cell>
              ))}
              {needsTerms && (
                <CheckboxCell checked={agreed} onChange={setAgreed}>
                  {t('kyc.rail.iAccept')}
                </CheckboxCell>
              )}
            </Section>
          )}

          {error ? (
            <div className="kyc-pad" role="alert" dir="auto">
              <Text style={{ color: 'var(--tgui--destructive_text_color)' }}>{error}</Text>
            </div>
          ) : null}
          {!needsTerms && !submittable && copy.step === 'support' ? (
            <div className="kyc-actions">
              <Button mode="bezeled" onClick={onClose}>
                {t('kyc.action.close')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Sheet>
  );
}
