import { useMutation } from '@tanstack/react-query';
import { Caption } from '@telegram-apps/telegram-ui';
import { useParams } from 'wouter';
import { kycApi } from '../../../api/endpoints/kyc';
import { ApiError, messageOf } from '../../../api/errors';
import { call } from '../../../api/http';
import type { KycEntityPatch } from '../../../api/types/kyc';
import { t } from '../../../i18n';
import {
  endpointQuery,
  invalidateEndpoint,
  queryClient,
  setCachedData,
} from '../../../lib/server-state/client';
import { useRead } from '../../../lib/server-state/use-read';
import { paths } from '../../../routing/paths';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { Screen } from '../../../ui/Screen';
import { railName } from '../rail-names';
import { AnswersForm } from './AnswersForm';
import { platformText } from './platform-text';
import { useAnswersSubmit } from './use-answers-submit';
import { useKycForm } from './use-kyc-form';
import '../kyc.css';
import './form.css';

/**
 * The questions a service (rail) asks, from its FormNode tree. Submitting saves the answers to the
 * wallet's entity (PATCH: the fields are entity keys) and then submits the wallet for the rail; a
 * refusal of either lands under the field it names, and nothing typed is lost (the draft).
 */
export function RailFormScreen() {
  const { walletId = '', railId = '' } = useParams<{ walletId: string; railId: string }>();
  const form = useRead(endpointQuery(kycApi.forms, { path: { rail_id: railId } }));
  const entity = useRead(endpointQuery(kycApi.entity, { path: { wallet_id: walletId } }));
  const rail = useRead(endpointQuery(kycApi.rail, { path: { wallet_id: walletId, rail_id: railId } }));
  const nodes = form.data ?? [];
  const state = useKycForm(walletId, `rail:${railId}`, nodes, entity.data);

  const save = useMutation(
    {
      mutationFn: async (body: KycEntityPatch) => {
        const saved = await call(kycApi.patchEntity, { path: { wallet_id: walletId }, body });
        setCachedData(kycApi.entity, { path: { wallet_id: walletId } }, saved);
        try {
          return await call(kycApi.submitRail, { path: { wallet_id: walletId, rail_id: railId } });
        } catch (err) {
          throw new SubmitAfterSave(err);
        }
      },
      onSuccess: (next) => {
        setCachedData(kycApi.rail, { path: { wallet_id: walletId, rail_id: railId } }, next);
        void invalidateEndpoint(kycApi.rails);
      },
    },
    queryClient,
  );

  const ready = !!form.data && !!entity.data;
  const { submit, failure } = useAnswersSubmit(walletId, state, {
    save,
    savedText: t('kyc.rail.submitted'),
    button: { text: t('kycforms.form.submit'), visible: ready && nodes.length > 0 },
    explain: (err) =>
      err instanceof SubmitAfterSave
        ? {
            refusal: err.cause,
            sentence: t('kycforms.form.savedNotSubmitted', {
              reason: messageOf(err.cause, t('kyc.rail.failed')),
            }),
          }
        : undefined,
  });

  const title = rail.data ? railName(rail.data).text : t('kycforms.form.title');
  return (
    <Screen title={title} backTo={paths.kyc(walletId)}>
      {(form.loading || entity.loading) && <ListSkeleton rows={6} noAvatar />}
      {form.error && !form.data && <ErrorState error={form.error} onRetry={form.refresh} />}
      {entity.error && !entity.data && <ErrorState error={entity.error} onRetry={entity.refresh} />}
      {ready && nodes.length === 0 && (
        <EmptyState title={t('kycforms.form.title')} description={t('kycforms.form.empty')} />
      )}
      {ready && nodes.length > 0 && (
        <AnswersForm
          intro={
            <>
              <Caption className="kyc-muted">{t('kycforms.form.platformWords')}</Caption>{' '}
              <Caption className="kyc-muted">{t('kycforms.form.draftKept')}</Caption>
            </>
          }
          nodes={nodes}
          form={state}
          text={platformText}
          failure={failure}
          onSubmit={() => void submit()}
        />
      )}
    </Screen>
  );
}

/** The answers were saved; submitting the rail is what failed (the sentence says which). */
class SubmitAfterSave extends Error {
  declare readonly cause: unknown;
  constructor(cause: unknown) {
    super(cause instanceof ApiError ? cause.message : 'submit failed');
    this.cause = cause;
  }
}
