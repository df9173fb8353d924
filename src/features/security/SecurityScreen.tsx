import { Button, Cell, List, Section } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { totpApi } from '../../api/endpoints/otp';
import { userQuery } from '../../lib/server-state/account-queries';
import { endpointQuery } from '../../lib/server-state/client';
import { useRead } from '../../lib/server-state/use-read';
import { paths } from '../../routing/paths';
import { ReadPlaceholder } from '../../ui/ReadPlaceholder';
import { Screen } from '../../ui/Screen';
import { StaleNotice } from '../../ui/StaleNotice';
import { EnrolSheet } from './EnrolSheet';
import { RevokeSheet } from './RevokeSheet';
import { SignOutEverywhereSheet } from './SignOutEverywhereSheet';
import './security.css';
import { t } from '../../i18n';

export default function SecurityScreen() {
  const status = useRead(endpointQuery(totpApi.status, {}));
  const user = useRead(userQuery());
  const [enrolling, setEnrolling] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const active = status.data?.has_active_totp === true;
  // The label the authenticator app shows. A Telegram account may carry "" as its email, so empty
  // strings fall through too (the platform refuses an empty user_name).
  const userName = user.data?.email?.trim() || user.data?.phone?.trim() || 'account';

  return (
    <Screen title={t('profile.security.title')} backTo={paths.profile()}>
      <StaleNotice of={[status]} />
      <List>
        <Section header={t('profile.security.totpHeader')} footer={t('profile.security.totpFooter')}>
          <ReadPlaceholder read={status} rows={1} compact />
          {status.data && (
            <Cell
              multiline
              after={
                <span className={`ui-chip ui-chip--${active ? 'success' : 'neutral'}`}>
                  {active ? t('profile.security.on') : t('profile.security.off')}
                </span>
              }
              description={active ? t('profile.security.onHint') : t('profile.security.offHint')}
            >
              {t('profile.security.twoFactor')}
            </Cell>
          )}
        </Section>
        {status.data && (
          <div className="security-actions">
            {active ? (
              <Button size="l" mode="bezeled" stretched onClick={() => setRevoking(true)}>
                {t('profile.security.turnOff')}
              </Button>
            ) : (
              <Button size="l" stretched disabled={!user.data} onClick={() => setEnrolling(true)}>
                {t('profile.security.setUp')}
              </Button>
            )}
          </div>
        )}
        <Section header={t('profile.security.sessionsHeader')} footer={t('profile.security.sessionsFooter')}>
          <Cell onClick={() => setSigningOut(true)} description={t('profile.security.signOutAllHint')}>
            {t('profile.security.signOutAll')}
          </Cell>
        </Section>
      </List>
      <SignOutEverywhereSheet open={signingOut} onClose={() => setSigningOut(false)} />
      {user.data && (
        <EnrolSheet
          open={enrolling}
          userId={user.data.id}
          userName={userName}
          onClose={() => setEnrolling(false)}
        />
      )}
      <RevokeSheet open={revoking} userId={user.data?.id} onClose={() => setRevoking(false)} />
    </Screen>
  );
}
