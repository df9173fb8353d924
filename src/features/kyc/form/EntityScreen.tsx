import { useMutation } from '@tanstack/react-query';
import { Caption } from '@telegram-apps/telegram-ui';
import { useMemo } from 'react';
import { useParams } from 'wouter';
import { kycApi } from '../../../api/endpoints/kyc';
import { call } from '../../../api/http';
import type { KycEntityPatch } from '../../../api/types/kyc';
import { type MessageKey, t } from '../../../i18n';
import { endpointQuery, queryClient, setCachedData } from '../../../lib/server-state/client';
import { countriesQuery } from '../../../lib/server-state/shared-queries';
import { useRead } from '../../../lib/server-state/use-read';
import { useWallet } from '../../../lib/wallet-reads';
import { paths } from '../../../routing/paths';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { Screen } from '../../../ui/Screen';
import { AnswersForm } from './AnswersForm';
import { entityForm } from './entity-form';
import { useAnswersSubmit } from './use-answers-submit';
import { useKycForm } from './use-kyc-form';
import '../kyc.css';
import './form.css';

/**
 * The wallet's KYC entity, edited by its owner (PATCH /kyc/{wallet_id}/entity): the same renderer
 * and rules as a rail's form over a tree of our own (entity-form.ts). Saved, the screen says so and
 * goes back to verification; refused, the platform's sentence stands under the field it names.
 */
export function EntityScreen() {
  const { walletId = '' } = useParams<{ walletId: string }>();
  const entity = useRead(endpointQuery(kycApi.entity, { path: { wallet_id: walletId } }));
  const countries = useRead(countriesQuery());
  const wallet = useWallet(walletId);
  const owner = wallet.data?.role === 'owner';
  const type = entity.data?.type ?? 'individual';
  const list = countries.data?.data;
  const nodes = useMemo(() => (list ? entityForm(type, list) : []), [type, list]);
  const state = useKycForm(walletId, 'entity', nodes, entity.data);

  const save = useMutation(
    {
      mutationFn: (body: KycEntityPatch) => call(kycApi.patchEntity, { path: { wallet_id: walletId }, body }),
      onSuccess: (saved) => setCachedData(kycApi.entity, { path: { wallet_id: walletId } }, saved),
    },
    queryClient,
  );

  const ready = !!entity.data && nodes.length > 0 && !!wallet.data;
  const { submit, failure } = useAnswersSubmit(walletId, state, {
    save,
    savedText: t('kycforms.entity.saved'),
    button: { text: t('kycforms.entity.save'), visible: ready && owner },
  });

  const loading = entity.loading || countries.loading || wallet.loading;
  const error = (!entity.data && entity.error) || (!list && countries.error) || null;
  return (
    <Screen title={t('kycforms.entity.title')} backTo={paths.kyc(walletId)}>
      {loading && <ListSkeleton rows={6} noAvatar />}
      {error && (
        <ErrorState
          error={error}
          onRetry={() => {
            void entity.refresh();
            void countries.refresh();
          }}
        />
      )}
      {ready && !owner && (
        <EmptyState title={t('kycforms.entity.title')} description={t('kycforms.entity.readOnly')} />
      )}
      {ready && owner && (
        <AnswersForm
          intro={<Caption className="kyc-muted">{t('kycforms.entity.intro')}</Caption>}
          nodes={nodes}
          form={state}
          text={(key) => t(key as MessageKey)}
          failure={failure}
          onSubmit={() => void submit()}
        />
      )}
    </Screen>
  );
}
