import { Button, Caption, Cell, Checkbox, Section, Text } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { kycApi } from '../../api/endpoints/kyc';
import { isApiError } from '../../api/errors';
import { call } from '../../api/http';
import type { KycRail } from '../../api/types/kyc';
import { openExternal } from '../../lib/platform';
import { invalidate, setQueryData, useQuery } from '../../lib/query';
import { ErrorState } from '../../ui/ErrorState';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { Sheet } from '../../ui/Sheet';
import { StatusChip } from '../../ui/StatusChip';
import { showToast } from '../../ui/toast';
import { UNSAFE_LINK } from './frames';
import { canSubmit, statusCopy } from './status-copy';

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
  const rail = useQuery(kycApi.rail, path ? { path } : null);
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState<'terms' | 'submit' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const apply = (next: KycRail) => {
    if (path) setQueryData(kycApi.rail, { path }, next);
    invalidate(kycApi.rails);
    invalidate(kycApi.entity);
  };

  const run = async (kind: 'terms' | 'submit') => {
    if (!path) return;
    setBusy(kind);
    setError(null);
    try {
      const next = await call(kind === 'terms' ? kycApi.acceptTerms : kycApi.submitRail, { path });
      apply(next);
      if (kind === 'submit') showToast('Submitted. We will update the status here.', { tone: 'success' });
    } catch (err) {
      setError(isApiError(err) ? err.message : 'Something went wrong. Try again.');
      if (isApiError(err) && err.status === 400) void rail.refresh();
    } finally {
      setBusy(null);
    }
  };

  const r = rail.data;
  const status = r?.wallet_rail?.status ?? 'UNVERIFIED';
  const copy = statusCopy(status);
  const termsConfirmed = r?.wallet_rail?.terms_confirmed ?? false;
  const needsTerms = (r?.terms_and_conditions.length ?? 0) > 0 && !termsConfirmed;
  const submittable = !!r && canSubmit(status) && !needsTerms;

  return (
    <Sheet
      open={railId !== null}
      onOpenChange={(o) => !o && onClose()}
      title={r?.name ?? 'Service'}
      primary={
        needsTerms
          ? {
              text: 'Accept terms',
              onClick: () => void run('terms'),
              loading: busy === 'terms',
              disabled: !agreed,
            }
          : submittable
            ? {
                text: status === 'SOFT_REJECT' ? 'Submit again' : 'Submit for review',
                onClick: () => void run('submit'),
                loading: busy === 'submit',
              }
            : undefined
      }
    >
      {rail.loading && <ListSkeleton rows={3} noAvatar />}
      {rail.error && !r && <ErrorState compact error={rail.error} onRetry={rail.refresh} />}
      {r && (
        <>
          <Section>
            <Cell after={<StatusChip kind="kyc" status={status} />} multiline description={copy.meaning}>
              {copy.title}
            </Cell>
            {r.wallet_rail?.message ? (
              <div className="kyc-pad">
                <div className="kyc-note">
                  <Text>{r.wallet_rail.message}</Text>
                </div>
              </div>
            ) : null}
            <div className="kyc-pad">
              <Caption className="kyc-muted">{copy.next}</Caption>
            </div>
          </Section>

          {r.wallet_rail?.extra_actions?.length ? (
            <Section header="To do">
              {r.wallet_rail.extra_actions.map((a) => (
                <Cell
                  key={a.url}
                  multiline
                  onClick={() => onOpenAction(a.url)}
                  description={a.full_name ? `For ${a.full_name}` : undefined}
                  after={<Text className="kyc-muted">Open</Text>}
                >
                  {a.type === 'document_retake'
                    ? 'Retake your document photo'
                    : 'Complete a verification step'}
                </Cell>
              ))}
            </Section>
          ) : null}

          {r.terms_and_conditions.length > 0 && (
            <Section
              header="Terms and conditions"
              footer={termsConfirmed ? 'You accepted these terms.' : undefined}
            >
              {r.terms_and_conditions.map((t) => (
                <Cell
                  key={t.link}
                  multiline
                  description={t.description ?? undefined}
                  onClick={() => openExternal(t.link) || showToast(UNSAFE_LINK, { tone: 'error' })}
                >
                  {t.title}
                </Cell>
              ))}
              {needsTerms && (
                <Cell
                  Component="label"
                  multiline
                  before={<Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />}
                >
                  I have read and accept these terms
                </Cell>
              )}
            </Section>
          )}

          {error ? (
            <div className="kyc-pad" role="alert">
              <Text style={{ color: 'var(--tgui--destructive_text_color)' }}>{error}</Text>
            </div>
          ) : null}
          {!needsTerms && !submittable && copy.step === 'support' ? (
            <div className="kyc-actions">
              <Button mode="bezeled" onClick={onClose}>
                Close
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Sheet>
  );
}
