import { Button, Cell, Section } from '@telegram-apps/telegram-ui';
import { useParams } from 'wouter';
import type { WalletInvite, WalletUser } from '../../api/types/team';
import { t } from '../../i18n';
import { formatDate } from '../../lib/format';
import { userDataQuery } from '../../lib/server-state/account-queries';
import { useRead } from '../../lib/server-state/use-read';
import { useWallet } from '../../lib/wallet-reads';
import { paths } from '../../routing/paths';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { NameAvatar } from '../../ui/NameAvatar';
import { ReadPlaceholder } from '../../ui/ReadPlaceholder';
import { Screen } from '../../ui/Screen';
import { StaleNotice } from '../../ui/StaleNotice';
import { useOpenSheet } from '../../ui/useOpenSheet';
import { isExpired, isWaiting, memberName, personOf, useInvites, useMembers } from './data';
import { InviteLinkSheet } from './InviteLinkSheet';
import { InviteSheet } from './InviteSheet';
import { MemberSheet } from './MemberSheet';
import { canChange, ROLE_TITLE } from './roles';
import './team.css';

/** A wallet's team: members with their roles and state, waiting invites, and inviting someone. */
export default function TeamScreen() {
  const { walletId = '' } = useParams<{ walletId: string }>();
  const wallet = useWallet(walletId);
  const myRole = wallet.data?.role;
  const manages = myRole === 'owner' || myRole === 'admin';

  return (
    <Screen title={t('team.title')} backTo={paths.wallet(walletId)}>
      <ReadPlaceholder read={wallet} rows={4} />
      {wallet.data && !manages && (
        // A member sees no team: the platform refuses it, and the wallet screen offers no way here.
        <EmptyState title={t('team.noAccess.title')} description={t('team.noAccess.description')} />
      )}
      {wallet.data && manages && myRole && <Team walletId={walletId} myRole={myRole} />}
    </Screen>
  );
}

/** The sheet open over the team: inviting someone, a member's role, a waiting invite's link. */
type TeamSheet =
  | { kind: 'invite' }
  | { kind: 'member'; member: WalletUser }
  | { kind: 'link'; invite: WalletInvite };

function Team({ walletId, myRole }: { walletId: string; myRole: 'owner' | 'admin' }) {
  const members = useMembers(walletId);
  const invites = useInvites(walletId);
  const me = useRead(userDataQuery()).data?.id;
  const sheet = useOpenSheet<TeamSheet>();
  const waiting = invites.items.filter(isWaiting);

  return (
    <>
      <StaleNotice of={[members.head, invites.head]} />
      <Section
        header={t('team.members.header')}
        footer={t(myRole === 'owner' ? 'team.members.footerOwner' : 'team.members.footerAdmin')}
      >
        {members.loading && <ListSkeleton rows={3} />}
        {members.error && members.items.length === 0 && (
          <ErrorState compact error={members.error} onRetry={members.refresh} />
        )}
        {members.items.map((m) => {
          const person = personOf(m);
          const self = person?.id === me;
          const name = memberName(m);
          const status = [t(ROLE_TITLE[m.role]), m.is_active ? null : t('team.member.paused')]
            .filter(Boolean)
            .join(' · ');
          const changeable = canChange(myRole, m.role, self);
          return (
            <Cell
              key={person?.id ?? name}
              multiline
              before={<NameAvatar name={name} src={person?.logo_url} />}
              subtitle={status}
              description={person?.email && person.email !== name ? person.email : undefined}
              after={self ? <span className="team-you">{t('team.member.you')}</span> : undefined}
              onClick={changeable ? () => sheet.open({ kind: 'member', member: m }) : undefined}
              data-testid="team-member"
            >
              {name}
            </Cell>
          );
        })}
        {members.hasMore && <Cell onClick={members.loadMore}>{t('team.more')}</Cell>}
      </Section>

      <Section header={t('team.invites.header')} footer={t('team.invites.footer')}>
        {invites.loading && <ListSkeleton rows={1} />}
        {invites.error && invites.items.length === 0 && (
          <ErrorState compact error={invites.error} onRetry={invites.refresh} />
        )}
        {!invites.loading && !invites.error && waiting.length === 0 && (
          // With its sentence: a title alone is a <dt> without its <dd> (axe definition-list).
          <EmptyState compact title={t('team.invites.empty')} description={t('team.invites.emptyHint')} />
        )}
        {waiting.map((i) => (
          <Cell
            key={i.id}
            multiline
            onClick={() => sheet.open({ kind: 'link', invite: i })}
            subtitle={t(ROLE_TITLE[i.role])}
            description={
              isExpired(i)
                ? t('team.invites.expired')
                : t('team.invites.expires', { date: formatDate(i.expires_at) })
            }
            data-testid="team-invite"
          >
            {i.email}
          </Cell>
        ))}
        {invites.hasMore && <Cell onClick={invites.loadMore}>{t('team.more')}</Cell>}
      </Section>

      <div className="team-actions">
        <Button size="l" stretched onClick={() => sheet.open({ kind: 'invite' })}>
          {t('team.invite.open')}
        </Button>
      </div>

      <InviteSheet
        open={sheet.of('invite') !== null}
        walletId={walletId}
        canInviteAdmin={myRole === 'owner'}
        onClose={() => sheet.close('invite')}
        onSent={(invite) => sheet.open({ kind: 'link', invite })}
      />
      <MemberSheet
        walletId={walletId}
        member={sheet.of('member')?.member ?? null}
        canChangeRole={myRole === 'owner'}
        onClose={() => sheet.close('member')}
      />
      <InviteLinkSheet
        walletId={walletId}
        invite={sheet.of('link')?.invite ?? null}
        onClose={() => sheet.close('link')}
      />
    </>
  );
}
