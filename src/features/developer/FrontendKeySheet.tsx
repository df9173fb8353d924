import { useMutation } from '@tanstack/react-query';
import { Button, Cell, Section, Text } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { isApiError, messageOf } from '../../api/errors';
import type { FrontendKey, FrontendKeyWithSecret } from '../../api/types/developer';
import { t } from '../../i18n';
import { formatDate } from '../../lib/format';
import { queryClient } from '../../lib/server-state/client';
import { Emphasis } from '../../ui/Emphasis';
import { ErrorCaption } from '../../ui/ErrorCaption';
import { Sheet } from '../../ui/Sheet';
import { showToast } from '../../ui/toast';
import { ReauthSheet } from '../reauth';
import { regenerateFrontendKeyMutation, revokeFrontendKeyMutation } from './frontend-keys-data';
import { roleTitle } from './roles';

type Step = 'details' | 'regenerate' | 'revoke';

/**
 * One frontend key: what it is, and its two actions. Each asks first, naming what happens to the
 * sites and apps using the key, and only the confirmation sends anything.
 */
export function FrontendKeySheet({
  frontendKey,
  walletName,
  onClose,
  onRegenerated,
}: {
  frontendKey: FrontendKey | null;
  walletName: string;
  onClose: () => void;
  onRegenerated: (key: FrontendKeyWithSecret) => void;
}) {
  const [step, setStep] = useState<Step>('details');
  const [error, setError] = useState<string | null>(null);
  /** The platform asked the user to confirm it is them first (403 REAUTH_REQUIRED). */
  const [proving, setProving] = useState(false);
  const regenerate = useMutation(regenerateFrontendKeyMutation(), queryClient);
  const revoke = useMutation(revokeFrontendKeyMutation(), queryClient);
  const keyId = frontendKey?.id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key (or none) starts over
  useEffect(() => {
    setStep('details');
    setError(null);
    setProving(false);
  }, [keyId]);

  if (!frontendKey) return null;
  const name = frontendKey.name;

  const confirm = async () => {
    setError(null);
    try {
      if (step === 'regenerate') onRegenerated(await regenerate.mutateAsync(frontendKey.id));
      else {
        await revoke.mutateAsync(frontendKey.id);
        showToast(t('frontendkeys.revoke.done', { name }), { tone: 'success' });
        onClose();
      }
    } catch (err) {
      if (isApiError(err) && err.status === 403 && err.code === 'REAUTH_REQUIRED') setProving(true);
      else setError(messageOf(err, t('frontendkeys.failed')));
    }
  };

  if (proving)
    return (
      <ReauthSheet
        purpose="frontend-key"
        forPlatform
        onCancel={() => setProving(false)}
        onProved={() => {
          // The same confirmed action, now with the proof the platform asked for.
          setProving(false);
          void confirm();
        }}
      />
    );

  const title =
    step === 'regenerate'
      ? t('frontendkeys.regenerate.title')
      : step === 'revoke'
        ? t('frontendkeys.revoke.title')
        : name;

  return (
    <Sheet
      open
      onOpenChange={(o) => !o && onClose()}
      title={title}
      primary={
        step === 'details'
          ? undefined
          : {
              text:
                step === 'regenerate'
                  ? t('frontendkeys.regenerate.confirm')
                  : t('frontendkeys.revoke.confirm'),
              onClick: () => void confirm(),
              loading: regenerate.isPending || revoke.isPending,
            }
      }
    >
      {step === 'details' ? (
        <>
          <Section>
            <Cell subhead={t('frontendkeys.details.wallet')} multiline>
              <span dir="auto">{walletName}</span>
            </Cell>
            <Cell subhead={t('frontendkeys.details.role')}>{roleTitle(frontendKey.role)}</Cell>
            <Cell subhead={t('frontendkeys.details.created')}>{formatDate(frontendKey.created_at)}</Cell>
          </Section>
          <div className="dev-key-actions">
            <Button size="m" mode="bezeled" stretched onClick={() => setStep('regenerate')}>
              {t('frontendkeys.details.regenerate')}
            </Button>
            <Button
              size="m"
              mode="bezeled"
              stretched
              className="dev-danger"
              onClick={() => setStep('revoke')}
            >
              {t('frontendkeys.details.revoke')}
            </Button>
          </div>
        </>
      ) : (
        <Text className="dev-pad" Component="p">
          <Emphasis
            sentence={(n) =>
              step === 'regenerate'
                ? t('frontendkeys.regenerate.body', { name: n })
                : t('frontendkeys.revoke.body', { name: n })
            }
            value={name}
          />
        </Text>
      )}
      <ErrorCaption text={error} className="dev-error" />
    </Sheet>
  );
}
