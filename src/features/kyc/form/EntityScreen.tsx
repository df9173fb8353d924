import { useMutation } from '@tanstack/react-query';
import { Caption } from '@telegram-apps/telegram-ui';
import { useMemo, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { kycApi } from '../../../api/endpoints/kyc';
import { messageOf } from '../../../api/errors';
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
import { FormError } from '../../../ui/FormError';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { useMainButton } from '../../../ui/MainButton';
import { Screen } from '../../../ui/Screen';
import { showToast } from '../../../ui/toast';
import { entityForm } from './entity-form';
import { FormTree } from './FormTree';
import { toPatch } from './form-model';
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
  const [, navigate] = useLocation();
  const entity = useRead(endpointQuery(kycApi.entity, { path: { wallet_id: walletId } }));
  const countries = useRead(countriesQuery());
  const wallet = useWallet(walletId);
  const owner = wallet.data?.role === 'owner';
  const type = entity.data?.type ?? 'individual';
  const list = countries.data?.data;
  const nodes = useMemo(() => (list ? entityForm(type, list) : []), [type, list]);
  const state = useKycForm(walletId, 'entity', nodes, entity.data);
  const [failure, setFailure] = useState<string | null>(null);

  const save = useMutation(
    {
      mutationFn: (body: KycEntityPatch) => call(kycApi.patchEntity, { path: { wallet_id: walletId }, body }),
      onSuccess: (saved) => setCachedData(kycApi.entity, { path: { wallet_id: walletId } }, saved),
    },
    queryClient,
  );

  const submit = async () => {
    setFailure(null);
    if (!state.attempt()) {
      setFailure(t('kycforms.form.checkAnswers', { count: state.problemCount }));
      return;
    }
    try {
      await save.mutateAsync(toPatch(nodes, state.answers, entity.data));
      state.clear();
      showToast(t('kycforms.entity.saved'), { tone: 'success' });
      navigate(paths.kyc(walletId), { replace: true });
    } catch (err) {
      state.refuse(err);
      setFailure(messageOf(err, t('kyc.rail.failed')));
    }
  };

  const ready = !!entity.data && nodes.length > 0 && !!wallet.data;
  useMainButton({
    text: t('kycforms.entity.save'),
    onClick: () => void submit(),
    loading: save.isPending,
    visible: ready && owner,
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
        <form
          className="kyc-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div className="kyc-pad">
            <Caption className="kyc-muted">{t('kycforms.entity.intro')}</Caption>
          </div>
          <FormTree
            nodes={nodes}
            answers={state.answers}
            onChange={state.set}
            onBlur={state.blur}
            errors={state.errors}
            text={(key) => t(key as MessageKey)}
          />
          <FormError text={failure} submitted />
        </form>
      )}
    </Screen>
  );
}
