import { Button, Caption, Cell, List, Section, Title } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { systemApi } from '../../api/endpoints/system';
import { userApi } from '../../api/endpoints/user';
import { paths } from '../../app/paths';
import { formatDate } from '../../lib/format';
import { formatPhoneNumber } from '../../lib/phone';
import { isTelegram } from '../../lib/platform';
import { useQuery } from '../../lib/query';
import { ErrorState } from '../../ui/ErrorState';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { Screen } from '../../ui/Screen';
import { StatusChip } from '../../ui/StatusChip';
import { AppearanceSection } from './AppearanceSection';
import { ChangeContactSheet, type ContactKind } from './ChangeContactSheet';
import { EditDetailsSheet } from './EditDetailsSheet';
import { getHelp } from './help';
import './profile.css';

/** The platform keeps numbers as bare digits ("447700903802"): shown "+44 7700 903802". */
const showPhone = formatPhoneNumber;

/** An empty detail reads as a gap to fill, not as a dash. */
const NOT_SET = <span className="profile-unset">Not set</span>;

export default function ProfileScreen() {
  const [, navigate] = useLocation();
  const data = useQuery(userApi.getData, {});
  const countries = useQuery(systemApi.countries, data.data?.nationality ? {} : null, {
    staleMs: 60 * 60 * 1000,
  });
  const [editing, setEditing] = useState(false);
  const [contact, setContact] = useState<ContactKind | null>(null);
  const config = useQuery(systemApi.tenantConfig, {}, { staleMs: 10 * 60_000 });
  const d = data.data;
  const fullName = [d?.first_name, d?.last_name].filter(Boolean).join(' ');
  const country = countries.data?.data.find((c) => c.iso2 === d?.nationality);

  return (
    // The hero below names the person; a "Profile" bar above it would be a second heading.
    <Screen title="Profile" root hideTitle>
      {data.loading && <ListSkeleton rows={6} />}
      {data.error && !d && <ErrorState error={data.error} onRetry={data.refresh} />}
      {d && (
        <List>
          <div className="profile-hero">
            <Title level="2" weight="2">
              {fullName || 'Your profile'}
            </Title>
            <Caption className="profile-muted">{d.email || (d.phone ? showPhone(d.phone) : '')}</Caption>
          </div>

          <Section>
            <Cell
              onClick={() => getHelp(config.data?.tg_bot_name ?? null)}
              before={
                <span className="profile-help-icon" aria-hidden="true">
                  ?
                </span>
              }
              description="Questions about a payment, a card or your account"
            >
              Help and support
            </Cell>
          </Section>

          <Section
            header={
              <Section.Header>
                <span className="profile-head">
                  Personal details
                  <button type="button" className="profile-head__action" onClick={() => setEditing(true)}>
                    Edit
                  </button>
                </span>
              </Section.Header>
            }
            footer="Use the name on your ID: verification compares them."
          >
            <Cell subhead="Name" onClick={() => setEditing(true)}>
              {fullName || NOT_SET}
            </Cell>
            <Cell subhead="Date of birth" onClick={() => setEditing(true)}>
              {d.birth_date ? formatDate(d.birth_date) : NOT_SET}
            </Cell>
            <Cell subhead="Nationality" onClick={() => setEditing(true)}>
              {d.nationality
                ? country
                  ? `${country.emoji ?? ''} ${country.name}`.trim()
                  : d.nationality
                : NOT_SET}
            </Cell>
            <Cell subhead="Main currency" onClick={() => setEditing(true)}>
              {d.default_currency}
            </Cell>
            {/*
              The account-level status stays UNVERIFIED while wallets carry their own (the demo's
              Main wallet is verified): a "Not verified" chip here contradicted the wallet screen.
              The chip only once the account itself has a dated status.
            */}
            <Cell
              subhead="Verification"
              after={d.kyc_date ? <StatusChip kind="kyc" status={d.kyc_status ?? 'UNVERIFIED'} /> : undefined}
            >
              {d.kyc_date ? `Since ${formatDate(d.kyc_date)}` : 'Per wallet: see each wallet'}
            </Cell>
          </Section>

          <Section header="Contact" footer="We send a code to the new address to confirm the change.">
            <Cell
              subhead="Email"
              onClick={() => setContact('email')}
              after={<span className="profile-link">{d.email ? 'Change' : 'Add'}</span>}
            >
              {d.email ?? NOT_SET}
            </Cell>
            <Cell
              subhead="Phone"
              onClick={() => setContact('phone')}
              after={<span className="profile-link">{d.phone ? 'Change' : 'Add'}</span>}
            >
              {d.phone ? showPhone(d.phone) : NOT_SET}
            </Cell>
          </Section>

          {!isTelegram() && <AppearanceSection />}

          <Section header="Settings">
            <Cell
              onClick={() => navigate(paths.security())}
              description="Authenticator app for confirmations"
            >
              Security
            </Cell>
            {d.is_developer && (
              <Cell onClick={() => navigate(paths.developer())} description="Keys for the platform API">
                Developer API keys
              </Cell>
            )}
          </Section>

          <div className="profile-signout">
            <Button size="l" mode="bezeled" stretched onClick={() => navigate(paths.logout())}>
              Sign out
            </Button>
          </div>
        </List>
      )}
      <EditDetailsSheet data={d} open={editing} onClose={() => setEditing(false)} />
      <ChangeContactSheet kind={contact} onClose={() => setContact(null)} />
    </Screen>
  );
}
