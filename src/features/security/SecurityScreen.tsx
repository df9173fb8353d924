import { Button, Cell, List, Section } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { totpApi } from '../../api/endpoints/otp';
import { userApi } from '../../api/endpoints/user';
import { paths } from '../../app/paths';
import { useQuery } from '../../lib/query';
import { ErrorState } from '../../ui/ErrorState';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { Screen } from '../../ui/Screen';
import { EnrolSheet } from './EnrolSheet';
import { RevokeSheet } from './RevokeSheet';
import { SignOutEverywhereSheet } from './SignOutEverywhereSheet';
import './security.css';

export default function SecurityScreen() {
  const status = useQuery(totpApi.status, {});
  const user = useQuery(userApi.get, {});
  const [enrolling, setEnrolling] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const active = status.data?.has_active_totp === true;
  // The label the authenticator app shows. A Telegram account may carry "" as its email, so empty
  // strings fall through too (the platform refuses an empty user_name).
  const userName = user.data?.email?.trim() || user.data?.phone?.trim() || 'account';

  return (
    <Screen title="Security" backTo={paths.profile()}>
      <List>
        <Section
          header="Authenticator app"
          footer="Confirm withdrawals and transfers with a code from an app on your phone. It works offline and cannot be intercepted like SMS."
        >
          {status.loading && <ListSkeleton rows={1} />}
          {status.error && !status.data && (
            <ErrorState compact error={status.error} onRetry={status.refresh} />
          )}
          {status.data && (
            <Cell
              multiline
              after={
                <span className={`ui-chip ui-chip--${active ? 'success' : 'neutral'}`}>
                  {active ? 'On' : 'Off'}
                </span>
              }
              description={
                active
                  ? 'Codes from your authenticator app confirm your orders.'
                  : 'Orders are confirmed with codes by email or SMS.'
              }
            >
              Two-factor authentication
            </Cell>
          )}
        </Section>
        {status.data && (
          <div className="security-actions">
            {active ? (
              <Button size="l" mode="bezeled" stretched onClick={() => setRevoking(true)}>
                Turn off authenticator
              </Button>
            ) : (
              <Button size="l" stretched disabled={!user.data} onClick={() => setEnrolling(true)}>
                Set up authenticator app
              </Button>
            )}
          </div>
        )}
        <Section
          header="Sessions"
          footer="Lost a phone or used a shared computer? End every session at once."
        >
          <Cell onClick={() => setSigningOut(true)} description="This device too">
            Sign out of all devices
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
