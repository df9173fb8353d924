import { Button, Caption, Cell, List, Section, Text, Title } from '@telegram-apps/telegram-ui';
import { referralsApi } from '../../api/endpoints/referrals';
import type { ReferralLevel } from '../../api/types/referrals';
import { config as appConfig } from '../../config';
import { t } from '../../i18n';
import { formatDate, formatMoney } from '../../lib/format';
import { haptic, isTelegram, shareLink } from '../../lib/platform';
import { userDataQuery } from '../../lib/server-state/account-queries';
import { usePagedList } from '../../lib/server-state/paged';
import { useRead } from '../../lib/server-state/use-read';
import { useBaseCurrency, useTenantConfig } from '../../lib/tenant-config';
import { paths } from '../../routing/paths';
import { CopyField } from '../../ui/CopyField';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { Money } from '../../ui/Money';
import { ReadPlaceholder } from '../../ui/ReadPlaceholder';
import { Screen } from '../../ui/Screen';
import { StaleNotice } from '../../ui/StaleNotice';
import { StatusChip } from '../../ui/StatusChip';
import { walletTxStatuses } from '../../ui/status';
import { showToast } from '../../ui/toast';
import { INCOME_INPUT, INCOME_PAGE, levelsQuery, progressQuery, summaryQuery } from './data';
import { incomeRow } from './income-row';
import { referralLinks } from './program';
import { rewardText } from './reward';
import './referrals.css';

/**
 * The user's referral program: the level reached and the way to the next, what was earned, each
 * income, and the link to share. The route is offered only when the tenant runs a program
 * (routes.ts `offered`); otherwise the app's not-offered screen says so.
 */
export default function ReferralsScreen() {
  const tenant = useTenantConfig();
  // Unknown until the config is read: amounts are then plain figures, never in a guessed currency.
  const base = useBaseCurrency().currency;
  return (
    <Screen title={t('referrals.title')} backTo={paths.profile()}>
      <Program botName={tenant.data?.tg_bot_name} base={base} />
    </Screen>
  );
}

function Program({ botName, base }: { botName: string | null | undefined; base: string | undefined }) {
  const levels = useRead(levelsQuery());
  const progress = useRead(progressQuery());
  const summary = useRead(summaryQuery());
  const user = useRead(userDataQuery());
  const income = usePagedList(referralsApi.income, INCOME_INPUT, { pageSize: INCOME_PAGE });
  const code = user.data?.referral_name ?? null;
  const links = code ? referralLinks(code, botName, window.location.origin) : null;
  // Inside Telegram the link opens the Mini App; on the web, the web app (API: `?ref=`).
  const shared = links ? (isTelegram() && links.telegram ? links.telegram : links.web) : null;

  const share = async () => {
    if (!shared) return;
    const outcome = await shareLink(shared, t('referrals.share.text', { app: appConfig.appName }));
    if (outcome === 'copied') showToast(t('referrals.share.copied'), { tone: 'success' });
    else if (outcome === 'failed') showToast(t('referrals.share.failed'), { tone: 'error' });
    else if (outcome === 'shared') haptic('light');
  };

  const sorted = [...(levels.data?.levels ?? [])].sort((a, b) => a.from - b.from);
  const current = progress.data?.currentLevel;
  const next = current ? sorted.find((l) => l.from > current.from) : undefined;

  return (
    <List>
      <StaleNotice of={[progress, summary, levels]} />
      <Section header={t('referrals.level.header')}>
        <ReadPlaceholder read={progress} rows={2} noAvatar compact />
        {progress.data && current && (
          <div className="ref-level">
            <Caption className="ref-muted">{t('referrals.level.yours')}</Caption>
            {/* The level's name and description are the tenant's own words, shown as written. */}
            <Title level="2" weight="2" dir="auto">
              {current.title}
            </Title>
            <Text className="ref-reward">{rewardText(current.reward)}</Text>
            {next ? (
              <>
                <progress
                  className="ref-bar"
                  max={100}
                  value={Math.round(progress.data.completedPercent)}
                  aria-label={t('referrals.level.progressLabel', { next: next.title })}
                />
                <Caption className="ref-muted">
                  {t('referrals.level.toNext', {
                    amount: formatMoney(progress.data.missingAmount, { currency: base }),
                    next: next.title,
                  })}
                </Caption>
              </>
            ) : (
              <Caption className="ref-muted">{t('referrals.level.top')}</Caption>
            )}
          </div>
        )}
      </Section>

      <Section header={t('referrals.summary.header')} footer={t('referrals.summary.footer')}>
        <ReadPlaceholder read={summary} rows={2} noAvatar compact />
        {summary.data && (
          <>
            <Cell after={<Money amount={summary.data.total_amount} currency={base} />}>
              {t('referrals.summary.total')}
            </Cell>
            <Cell after={<Money amount={summary.data.incoming_amount} currency={base} />}>
              {t('referrals.summary.incoming')}
            </Cell>
          </>
        )}
      </Section>

      <Section header={t('referrals.share.header')} footer={t('referrals.share.footer')}>
        <ReadPlaceholder read={user} rows={1} noAvatar compact />
        {user.data && !links && <Cell multiline>{t('referrals.share.noCode')}</Cell>}
        {links && (
          <>
            <div className="ref-share">
              <Button size="l" stretched onClick={() => void share()}>
                {t('referrals.share.button')}
              </Button>
            </div>
            {links.telegram && (
              <CopyField
                label={t('referrals.share.telegramLink')}
                value={links.telegram}
                mono
                copiedText={t('referrals.share.copied')}
              />
            )}
            <CopyField
              label={t('referrals.share.webLink')}
              value={links.web}
              mono
              copiedText={t('referrals.share.copied')}
            />
          </>
        )}
      </Section>

      <Section header={t('referrals.levels.header')}>
        <ReadPlaceholder read={levels} rows={3} noAvatar compact />
        {sorted.map((level) => (
          <LevelRow key={level.from} level={level} base={base} current={level.from === current?.from} />
        ))}
      </Section>

      <Section header={t('referrals.income.header')}>
        <StaleNotice of={[income.head]} />
        {income.loading && <ListSkeleton rows={3} noAvatar />}
        {!income.loading && income.error && income.items.length === 0 && (
          <ErrorState compact error={income.error} onRetry={() => void income.refresh()} />
        )}
        {!income.loading && !income.error && income.items.length === 0 && (
          <EmptyState
            compact
            title={t('referrals.income.empty')}
            description={t('referrals.income.emptyHint')}
          />
        )}
        {income.items.map((item, i) => {
          const row = incomeRow(item);
          return (
            <Cell
              key={row.id ?? i}
              multiline
              subtitle={row.at ? formatDate(row.at) : undefined}
              description={row.info ? <span dir="auto">{row.info}</span> : undefined}
              after={
                <span className="ref-amount">
                  <Money amount={row.amount} currency={row.currency ?? base} direction="in" />
                  <StatusChip statuses={walletTxStatuses} status={row.status} />
                </span>
              }
            >
              {t('referrals.income.row')}
            </Cell>
          );
        })}
        {(income.hasMore || income.loadingMore) && (
          <Cell className="ref-more" onClick={income.loadMore} aria-busy={income.loadingMore}>
            {income.loadingMore ? t('referrals.income.loadingMore') : t('referrals.income.more')}
          </Cell>
        )}
      </Section>
    </List>
  );
}

function LevelRow({
  level,
  base,
  current,
}: {
  level: ReferralLevel;
  base: string | undefined;
  current: boolean;
}) {
  const from = formatMoney(String(level.from), { currency: base });
  const range =
    level.to === null || level.to === undefined
      ? t('referrals.levels.from', { from })
      : t('referrals.levels.range', { from, to: formatMoney(String(level.to), { currency: base }) });
  return (
    <Cell
      multiline
      subtitle={`${rewardText(level.reward)} · ${range}`}
      description={level.description ? <span dir="auto">{level.description}</span> : undefined}
      after={current ? <Caption className="ref-current">{t('referrals.levels.current')}</Caption> : undefined}
    >
      <span dir="auto">{level.title}</span>
    </Cell>
  );
}
