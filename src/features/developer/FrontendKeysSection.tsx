import { Button, Caption, Cell, Section } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import type { FrontendKey, FrontendKeyWithSecret } from '../../api/types/developer';
import type { WalletSummary } from '../../api/types/wallets';
import { t } from '../../i18n';
import { formatDate } from '../../lib/format';
import { walletsQuery } from '../../lib/server-state/shared-queries';
import { useRead } from '../../lib/server-state/use-read';
import { EmptyState } from '../../ui/EmptyState';
import { ReadPlaceholder } from '../../ui/ReadPlaceholder';
import { StaleNotice } from '../../ui/StaleNotice';
import { CreateFrontendKeySheet } from './CreateFrontendKeySheet';
import { FrontendKeySheet } from './FrontendKeySheet';
import { frontendKeysQuery } from './frontend-keys-data';
import { roleTitle } from './roles';
import { SecretSheet, type SecretWords } from './SecretSheet';
import { copyKeySecret } from './secret-copy';

/** Keys are made for wallets the user runs: their own, or one where they are an admin. */
const manages = (w: WalletSummary) => w.role === 'owner' || w.role === 'admin';

const secretWords = (): SecretWords => ({
  title: t('frontendkeys.secret.title'),
  body: (name) => t('frontendkeys.secret.body', { name }),
  label: t('frontendkeys.secret.label'),
  lost: t('frontendkeys.secret.lost'),
});

/**
 * Frontend access keys (API.md §18): keys a website or app uses to work with one wallet, each with
 * a role. Create, list, regenerate and revoke; a secret is shown once.
 */
export function FrontendKeysSection() {
  const keys = useRead(frontendKeysQuery());
  const wallets = useRead(walletsQuery());
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<FrontendKey | null>(null);
  const [secret, setSecret] = useState<FrontendKeyWithSecret | null>(null);
  const all = wallets.data?.data ?? [];
  const mine = all.filter(manages);
  const walletName = (id: string) => {
    const w = all.find((x) => x.uuid === id);
    return w?.name ?? t('frontendkeys.unnamedWallet');
  };
  const list = keys.data?.data;

  return (
    <>
      <Section header={t('frontendkeys.header')} footer={t('frontendkeys.footer')}>
        <StaleNotice of={[keys]} />
        <ReadPlaceholder read={keys} rows={2} noAvatar compact />
        {list?.length === 0 && (
          <EmptyState compact title={t('frontendkeys.empty')} description={t('frontendkeys.emptyHint')} />
        )}
        {list?.map((k) => (
          <Cell
            key={k.id}
            multiline
            onClick={() => setOpen(k)}
            subtitle={roleTitle(k.role)}
            description={t('frontendkeys.row', {
              wallet: walletName(k.wallet_id),
              date: formatDate(k.created_at),
            })}
            after={<Caption>{k.is_enabled ? t('frontendkeys.manage') : t('frontendkeys.off')}</Caption>}
          >
            <span dir="auto">{k.name}</span>
          </Cell>
        ))}
      </Section>
      <div className="dev-actions">
        <Button
          size="l"
          mode="bezeled"
          stretched
          disabled={mine.length === 0}
          onClick={() => setCreating(true)}
        >
          {t('frontendkeys.create.open')}
        </Button>
        {wallets.data && mine.length === 0 && (
          <Caption className="dev-muted">{t('frontendkeys.noWallet')}</Caption>
        )}
      </div>

      <CreateFrontendKeySheet
        open={creating}
        wallets={mine}
        walletName={(w) => walletName(w.uuid)}
        onClose={() => setCreating(false)}
        onCreated={(made) => {
          setCreating(false);
          setSecret(made);
        }}
      />
      <FrontendKeySheet
        frontendKey={open}
        walletName={open ? walletName(open.wallet_id) : ''}
        onClose={() => setOpen(null)}
        onRegenerated={(made) => {
          setOpen(null);
          setSecret(made);
        }}
      />
      <SecretSheet
        secret={secret?.key ?? null}
        keyName={secret?.name ?? ''}
        onDone={() => setSecret(null)}
        words={secretWords()}
        onCopy={(value) => void copyKeySecret(value)}
      />
    </>
  );
}
