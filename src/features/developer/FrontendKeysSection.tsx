import { Button, Caption, Cell, Section } from '@telegram-apps/telegram-ui';
import type { FrontendKey, FrontendKeyWithSecret } from '../../api/types/developer';
import type { WalletSummary } from '../../api/types/wallets';
import { t } from '../../i18n';
import { formatDate } from '../../lib/format';
import { walletsQuery } from '../../lib/server-state/shared-queries';
import { useRead } from '../../lib/server-state/use-read';
import { EmptyState } from '../../ui/EmptyState';
import { ReadPlaceholder } from '../../ui/ReadPlaceholder';
import { StaleNotice } from '../../ui/StaleNotice';
import { useOpenSheet } from '../../ui/useOpenSheet';
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

/** The sheet open over the section: a new key, one key, or a secret shown once. */
type SectionSheet =
  | { kind: 'create' }
  | { kind: 'key'; key: FrontendKey }
  | { kind: 'secret'; made: FrontendKeyWithSecret };

/**
 * Frontend access keys (API.md §18): keys a website or app uses to work with one wallet, each with
 * a role. Create, list, regenerate and revoke; a secret is shown once.
 */
export function FrontendKeysSection() {
  const keys = useRead(frontendKeysQuery());
  const wallets = useRead(walletsQuery());
  const sheet = useOpenSheet<SectionSheet>();
  const open = sheet.of('key')?.key ?? null;
  const secret = sheet.of('secret')?.made ?? null;
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
            onClick={() => sheet.open({ kind: 'key', key: k })}
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
          onClick={() => sheet.open({ kind: 'create' })}
        >
          {t('frontendkeys.create.open')}
        </Button>
        {wallets.data && mine.length === 0 && (
          <Caption className="dev-muted">{t('frontendkeys.noWallet')}</Caption>
        )}
      </div>

      <CreateFrontendKeySheet
        open={sheet.of('create') !== null}
        wallets={mine}
        walletName={(w) => walletName(w.uuid)}
        onClose={() => sheet.close('create')}
        onCreated={(made) => sheet.open({ kind: 'secret', made })}
      />
      <FrontendKeySheet
        frontendKey={open}
        walletName={open ? walletName(open.wallet_id) : ''}
        onClose={() => sheet.close('key')}
        onRegenerated={(made) => sheet.open({ kind: 'secret', made })}
      />
      <SecretSheet
        secret={secret?.key ?? null}
        keyName={secret?.name ?? ''}
        onDone={() => sheet.close('secret')}
        words={secretWords()}
        onCopy={(value) => void copyKeySecret(value)}
      />
    </>
  );
}
