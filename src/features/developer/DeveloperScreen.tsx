import { Button, Caption, Cell, List, Section } from '@telegram-apps/telegram-ui';
import { developerApi } from '../../api/endpoints/developer';
import type { ApiKey } from '../../api/types/developer';
import { currencyName } from '../../lib/currency-name';
import { formatDate } from '../../lib/format';
import { endpointQuery } from '../../lib/server-state/client';
import { useRead } from '../../lib/server-state/use-read';
import { paths } from '../../routing/paths';
import { EmptyState } from '../../ui/EmptyState';
import { ReadPlaceholder } from '../../ui/ReadPlaceholder';
import { Screen } from '../../ui/Screen';
import { StaleNotice } from '../../ui/StaleNotice';
import { humanizeStatus } from '../../ui/status';
import { useOpenSheet } from '../../ui/useOpenSheet';
import { KeySheet } from './CreateKeySheet';
import { FrontendKeysSection } from './FrontendKeysSection';
import { RotateSheet } from './RotateSheet';
import { roleTitle } from './roles';
import { SecretSheet } from './SecretSheet';
import { copyKeySecret } from './secret-copy';
import './developer.css';
import { type MessageKey, t } from '../../i18n';

/** The sheet open over the screen: a new key, a key's settings, its rotation, a secret shown once. */
type DeveloperSheet =
  | { kind: 'create' }
  | { kind: 'edit'; key: ApiKey }
  | { kind: 'rotate'; key: ApiKey }
  | { kind: 'secret'; name: string; value: string };

export default function DeveloperScreen() {
  const keys = useRead(endpointQuery(developerApi.list, {}));
  const vendors = useRead(endpointQuery(developerApi.vendors, {}, { staleMs: 10 * 60 * 1000 }));
  const sheet = useOpenSheet<DeveloperSheet>();
  const editing = sheet.of('edit')?.key ?? null;
  const rotating = sheet.of('rotate')?.key ?? null;
  const secret = sheet.of('secret');

  return (
    <Screen title={t('profile.developer.title')} backTo={paths.profile()}>
      <StaleNotice of={[keys]} />
      <List>
        <Section header={t('profile.developer.keysHeader')} footer={t('profile.developer.keysFooter')}>
          <ReadPlaceholder read={keys} rows={3} noAvatar compact />
          {keys.data?.length === 0 && (
            <EmptyState
              compact
              title={t('profile.developer.empty')}
              description={t('profile.developer.emptyHint')}
            />
          )}
          {keys.data?.map((k) => (
            <Cell
              key={k.id}
              multiline
              onClick={() => sheet.open({ kind: 'edit', key: k })}
              subtitle={roleTitle(k.role)}
              description={
                k.updated_at !== k.created_at
                  ? t('profile.developer.createdChanged', {
                      created: formatDate(k.created_at),
                      changed: formatDate(k.updated_at),
                    })
                  : t('profile.developer.created', { date: formatDate(k.created_at) })
              }
              after={<Caption>{t('profile.developer.edit')}</Caption>}
            >
              {k.name}
            </Cell>
          ))}
        </Section>
        <div className="dev-actions">
          <Button size="l" stretched onClick={() => sheet.open({ kind: 'create' })}>
            {t('profile.developer.create')}
          </Button>
        </div>

        <FrontendKeysSection />

        <Section
          header={t('profile.developer.providersHeader')}
          footer={t('profile.developer.providersFooter')}
        >
          <ReadPlaceholder read={vendors} rows={2} noAvatar compact />
          {vendors.data?.length === 0 && <EmptyState compact title={t('profile.developer.noProviders')} />}
          {/* A provider by its name, what it does and its currency: its id is for programs, not people. */}
          {vendors.data?.map((v) => (
            <Cell
              key={v.id}
              subtitle={`${vendorType(v.type)} · ${currencyName({ code: v.currency, platformName: null, isCrypto: false })}`}
            >
              {v.name}
            </Cell>
          ))}
        </Section>
      </List>

      <KeySheet
        open={sheet.of('create') !== null}
        onClose={() => sheet.close('create')}
        onCreated={(name, value) => sheet.open({ kind: 'secret', name, value })}
      />
      <KeySheet
        open={editing !== null}
        editing={editing}
        onClose={() => sheet.close('edit')}
        onRotate={(key) => sheet.open({ kind: 'rotate', key })}
      />
      <RotateSheet
        apiKey={rotating}
        onClose={() => sheet.close('rotate')}
        onRotated={(value) =>
          sheet.open({ kind: 'secret', name: rotating?.name ?? t('profile.developer.yourKey'), value })
        }
      />
      <SecretSheet
        secret={secret?.value ?? null}
        keyName={secret?.name ?? ''}
        onDone={() => sheet.close('secret')}
        onCopy={(value) => void copyKeySecret(value, t('profile.secret.copied'))}
      />
    </Screen>
  );
}

/** The provider types we know are said in the user's language; any other as the API spells it. */
const VENDOR_TYPES: Record<string, MessageKey> = {
  BANKING: 'profile.developer.typeBanking',
  CARD_ISSUING: 'profile.developer.typeCardIssuing',
};
const vendorType = (type: string) => {
  const key = VENDOR_TYPES[type];
  // CRYPTO_EXTERNAL → "Crypto external": an unknown type in words, never as a constant.
  return key ? t(key) : humanizeStatus(type);
};
