import { Button, Caption, Cell, List, Section, Title } from '@telegram-apps/telegram-ui';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { userApi } from '../../api/endpoints/user';
import { call } from '../../api/http';
import { formatDate } from '../../lib/format';
import { formatPhoneNumber } from '../../lib/phone';
import { isTelegram } from '../../lib/platform';
import { userDataQuery } from '../../lib/server-state/account-queries';
import { invalidateEndpoint } from '../../lib/server-state/client';
import { countriesQuery, walletsQuery } from '../../lib/server-state/shared-queries';
import { useRead } from '../../lib/server-state/use-read';
import { offers, useTenantConfig } from '../../lib/tenant-config';
import { verificationWallet } from '../../lib/verification-wallet';
import { paths } from '../../routing/paths';
import { LogoUpload } from '../../ui/LogoUpload';
import { ReadPlaceholder } from '../../ui/ReadPlaceholder';
import { Screen } from '../../ui/Screen';
import { SectionHeader } from '../../ui/SectionHeader';
import { StaleNotice } from '../../ui/StaleNotice';
import { StatusChip } from '../../ui/StatusChip';
import { kycStatuses } from '../../ui/status';
import { ReferralsEntry } from '../referrals';
import { AppearanceSection } from './AppearanceSection';
import { ChangeContactSheet, type ContactKind } from './ChangeContactSheet';
import { EditDetailsSheet } from './EditDetailsSheet';
import { getHelp } from './help';
import { LanguageSheet } from './LanguageSheet';
import { SignOutSheet } from './SignOutSheet';
import './profile.css';
import { LOCALE_NAMES, langTag, t, useLocale } from '../../i18n';

/** The platform keeps numbers as bare digits ("447700903802"): shown "+44 7700 903802". */
const showPhone = formatPhoneNumber;

/** The email or phone, with Change (or Add when there is none) opening its sheet. */
function ContactCell({
  label,
  value,
  onOpen,
}: {
  label: string;
  value: string | null | undefined;
  onOpen: () => void;
}) {
  return (
    <Cell
      Component="button"
      type="button"
      className="profile-button-cell"
      aria-haspopup="dialog"
      subhead={label}
      onClick={onOpen}
      after={
        <span className="profile-link">{value ? t('profile.contact.change') : t('profile.contact.add')}</span>
      }
    >
      {value ?? <NotSet />}
    </Cell>
  );
}

/** A settings row that opens another screen. */
function LinkCell({ to, hint, children }: { to: string; hint: string; children: ReactNode }) {
  return (
    <Link href={to} asChild>
      <Cell Component="a" className="profile-button-cell" description={hint}>
        {children}
      </Cell>
    </Link>
  );
}

/** An empty detail reads as a gap to fill, not as a dash. */
function NotSet() {
  return <span className="profile-unset">{t('profile.notSet')}</span>;
}

export default function ProfileScreen() {
  const [, navigate] = useLocation();
  const data = useRead(userDataQuery());
  const countries = useRead(countriesQuery(!!data.data?.nationality));
  const [editing, setEditing] = useState(false);
  const [contact, setContact] = useState<ContactKind | null>(null);
  const [choosingLanguage, setChoosingLanguage] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const locale = useLocale();
  const config = useTenantConfig();
  const d = data.data;
  const fullName = [d?.first_name, d?.last_name].filter(Boolean).join(' ');
  const country = countries.data?.data.find((c) => c.iso2 === d?.nationality);
  const wallets = useRead(walletsQuery());
  // A tenant without verification shows no verification row.
  const verifyIn = offers(config.data, 'kyc') ? verificationWallet(wallets.data?.data ?? []) : undefined;
  const kycStatus = verifyIn?.kyc_info?.status ?? 'UNVERIFIED';
  const verified = kycStatus === 'APPROVED';

  return (
    // The hero below names the person; a "Profile" bar above it would be a second heading.
    <Screen title={t('profile.profile.title')} root hideTitle>
      <StaleNotice of={[data]} />
      <ReadPlaceholder read={data} rows={6} />
      {d && (
        <List>
          {/*
            The user's picture (API.md §19 POST /user/user-data/logo). Upload only: the platform has
            no route to remove a picture, and UserDataUpdate cannot clear logo_url, so a "Remove"
            here could not keep its word; a new picture replaces the old one.
          */}
          <LogoUpload
            src={d.logo_url}
            name={fullName || d.email || t('profile.profile.yourProfile')}
            addLabel={t('logos.profile.add')}
            changeLabel={t('logos.profile.change')}
            doneLabel={t('logos.profile.done')}
            send={(body, transport) => call(userApi.uploadLogo, { body, transport })}
            onUploaded={() => invalidateEndpoint(userApi.getData)}
            testId="profile-photo"
          >
            <div className="profile-hero">
              <Title level="2" weight="2">
                {fullName || t('profile.profile.yourProfile')}
              </Title>
              <Caption className="profile-muted">{d.email || (d.phone ? showPhone(d.phone) : '')}</Caption>
            </div>
          </LogoUpload>

          <Section>
            <Cell
              Component="button"
              type="button"
              className="profile-button-cell"
              onClick={() => getHelp(config.data?.tg_bot_name ?? null)}
              before={
                <span className="profile-help-icon" aria-hidden="true">
                  ?
                </span>
              }
              description={t('profile.help.description')}
            >
              {t('profile.help.title')}
            </Cell>
          </Section>

          <Section
            header={
              <SectionHeader
                title={t('profile.details.header')}
                action={t('profile.details.edit')}
                onAction={() => setEditing(true)}
              />
            }
            footer={t('profile.details.footer')}
          >
            <Cell subhead={t('profile.details.name')} onClick={() => setEditing(true)}>
              {fullName || <NotSet />}
            </Cell>
            <Cell subhead={t('profile.details.birthDate')} onClick={() => setEditing(true)}>
              {d.birth_date ? formatDate(d.birth_date) : <NotSet />}
            </Cell>
            <Cell subhead={t('profile.details.nationality')} onClick={() => setEditing(true)}>
              {d.nationality ? (
                country ? (
                  `${country.emoji ?? ''} ${country.name}`.trim()
                ) : (
                  d.nationality
                )
              ) : (
                <NotSet />
              )}
            </Cell>
            <Cell subhead={t('profile.details.mainCurrency')} onClick={() => setEditing(true)}>
              {d.default_currency}
            </Cell>
            {/*
              Verification is per wallet on the platform (the account-level status stays UNVERIFIED
              while the demo's Main wallet is verified): this is the person's, their personal
              wallet's, as home's first steps ask for it, and the way to it from here.
            */}
            {verifyIn && (
              <Cell
                Component="button"
                type="button"
                className="profile-button-cell"
                data-testid="profile-verification"
                multiline
                subhead={t('profile.details.verification')}
                onClick={() => navigate(paths.kyc(verifyIn.uuid))}
                description={verified ? undefined : t('profile.verification.hint')}
                after={verified ? undefined : <StatusChip statuses={kycStatuses} status={kycStatus} />}
              >
                {verified
                  ? d.kyc_date
                    ? t('profile.verification.verifiedSince', { date: formatDate(d.kyc_date) })
                    : t('profile.verification.verified')
                  : t('profile.verification.verify')}
              </Cell>
            )}
          </Section>

          <Section header={t('profile.contact.header')} footer={t('profile.contact.footer')}>
            <ContactCell
              label={t('profile.contact.email')}
              value={d.email}
              onOpen={() => setContact('email')}
            />
            <ContactCell
              label={t('profile.contact.phone')}
              value={d.phone ? showPhone(d.phone) : null}
              onOpen={() => setContact('phone')}
            />
          </Section>

          {/* Telegram's theme rules inside Telegram; on the web the tenant decides whether it can be changed. */}
          {!isTelegram() && config.data?.theme_switch && <AppearanceSection />}

          <Section header={t('profile.settings.header')}>
            {/* A button: reachable by Tab, and announced as opening a dialog. */}
            <Cell
              Component="button"
              type="button"
              className="profile-button-cell"
              aria-haspopup="dialog"
              onClick={() => setChoosingLanguage(true)}
              description={
                <span lang={langTag(locale)} dir="auto">
                  {LOCALE_NAMES[locale]}
                </span>
              }
            >
              {t('ui.language.title')}
            </Cell>
            {/* Links: reachable by Tab, and a screen reader says where they go. */}
            <LinkCell to={paths.security()} hint={t('profile.settings.securityHint')}>
              {t('profile.settings.security')}
            </LinkCell>
            {d.is_developer && (
              <LinkCell to={paths.developer()} hint={t('profile.settings.developerHint')}>
                {t('profile.settings.developer')}
              </LinkCell>
            )}
            <ReferralsEntry className="profile-button-cell" />
          </Section>

          <div className="profile-signout">
            <Button size="l" mode="bezeled" stretched onClick={() => setSigningOut(true)}>
              {t('profile.profile.signOut')}
            </Button>
          </div>
        </List>
      )}
      <EditDetailsSheet data={d} open={editing} onClose={() => setEditing(false)} />
      <ChangeContactSheet kind={contact} onClose={() => setContact(null)} />
      <LanguageSheet open={choosingLanguage} onClose={() => setChoosingLanguage(false)} />
      <SignOutSheet open={signingOut} onClose={() => setSigningOut(false)} />
    </Screen>
  );
}
