import { Button, Cell, List, Section } from '@telegram-apps/telegram-ui';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { issuingApi } from '../../api/endpoints/issuing';
import type { WalletSummary } from '../../api/types/wallets';
import { t } from '../../i18n';
import { formatCurrencyAmount } from '../../lib/format';
import { isTelegram } from '../../lib/platform';
import { endpointQuery } from '../../lib/server-state/client';
import { walletsQuery } from '../../lib/server-state/shared-queries';
import { type Freshness, useRead } from '../../lib/server-state/use-read';
import { useOffered } from '../../lib/tenant-config';
import { verificationWallet } from '../../lib/verification-wallet';
import { paths } from '../../routing/paths';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { useMainButton } from '../../ui/MainButton';
import { ReadPlaceholder } from '../../ui/ReadPlaceholder';
import { Screen } from '../../ui/Screen';
import { StaleNotice } from '../../ui/StaleNotice';
import { CardFaces } from './CardFace';
import { IssueCardSheet } from './IssueCardSheet';
import './cards.css';

/**
 * The Cards tab: every active card across the user's wallets, grouped by the sub-account it
 * spends from (one `show_cards` sub-account list per wallet), plus the way to issue a card.
 */
export default function CardsScreen() {
  const wallets = useRead(walletsQuery());
  const [issuing, setIssuing] = useState(false);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const onCount = useCallback(
    (walletId: string, n: number) => setCounts((c) => (c[walletId] === n ? c : { ...c, [walletId]: n })),
    [],
  );
  // Each wallet's card list as last read: one notice for the tab when any refresh failed.
  const [reads, setReads] = useState<Record<string, Freshness>>({});
  const onRead = useCallback(
    (walletId: string, read: Freshness) =>
      setReads((r) => (r[walletId] === read ? r : { ...r, [walletId]: read })),
    [],
  );
  const list = wallets.data?.data ?? [];
  const known = list.every((w) => counts[w.uuid] !== undefined);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const [, navigate] = useLocation();
  // Cards need a verified identity: until one wallet is verified, that is the way forward (at a
  // tenant that offers verification).
  const verifiedWallet = list.find((w) => w.kyc_info?.status === 'APPROVED');
  const kyc = useOffered('kyc');
  const mustVerify = kyc && !!wallets.data && known && total === 0 && !verifiedWallet && list.length > 0;
  const verify = () => navigate(paths.kyc(verificationWallet(list)!.uuid));
  const telegram = isTelegram();
  // The screen's primary action is Telegram's MainButton there; the web keeps it in the page.
  useMainButton({
    text: mustVerify ? t('cards.list.verifyNow') : t('cards.list.issue'),
    onClick: mustVerify ? verify : () => setIssuing(true),
    visible: telegram && !!wallets.data && known,
  });

  return (
    <Screen title={t('cards.list.title')} root>
      <ReadPlaceholder
        read={wallets}
        rows={3}
        label={t('cards.list.loading')}
        failedTitle={t('cards.list.loadFailed')}
      />
      {wallets.data && (
        <>
          <StaleNotice
            of={[wallets, ...list.map((w) => reads[w.uuid]).filter((r) => r !== undefined)]}
            subject="cards"
          />
          {mustVerify ? (
            <EmptyState
              title={t('cards.list.verify.title')}
              description={t('cards.list.verify.description')}
              action={
                <div className="cards-empty-actions">
                  {!telegram && (
                    <Button size="l" onClick={verify}>
                      {t('cards.list.verifyNow')}
                    </Button>
                  )}
                  <Button size="m" mode="plain" onClick={() => setIssuing(true)}>
                    {t('cards.list.seeOffer')}
                  </Button>
                </div>
              }
            />
          ) : known && total === 0 ? (
            <EmptyState
              title={t('cards.list.empty.title')}
              description={t('cards.list.empty.description')}
              action={
                telegram ? undefined : (
                  <Button size="l" onClick={() => setIssuing(true)}>
                    {t('cards.list.issue')}
                  </Button>
                )
              }
            />
          ) : telegram ? null : (
            <div className="cards-toolbar">
              <Button size="m" mode="bezeled" stretched onClick={() => setIssuing(true)}>
                {t('cards.list.issue')}
              </Button>
            </div>
          )}
          <List>
            {list.map((w) => (
              <WalletCards
                key={w.uuid}
                wallet={w}
                onCount={onCount}
                onRead={onRead}
                showHeader={list.length > 1}
              />
            ))}
          </List>
        </>
      )}
      {issuing && wallets.data && <IssueCardSheet wallets={list} onClose={() => setIssuing(false)} />}
    </Screen>
  );
}

function WalletCards({
  wallet,
  onCount,
  onRead,
  showHeader,
}: {
  wallet: WalletSummary;
  onCount: (walletId: string, n: number) => void;
  onRead: (walletId: string, read: Freshness) => void;
  showHeader: boolean;
}) {
  const subs = useRead(
    endpointQuery(issuingApi.subAccounts, {
      path: { wallet_uuid: wallet.uuid },
      query: { limit: 50, offset: 0, show_cards: true, pagination: true },
    }),
  );
  const data = subs.data?.data ?? [];
  const cardCount = data.reduce((n, s) => n + (s.cards?.length ?? 0), 0);
  const settled = Boolean(subs.data) || Boolean(subs.error);
  useEffect(() => {
    if (settled) onCount(wallet.uuid, cardCount);
  }, [settled, cardCount, wallet.uuid, onCount]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: what the tab's notice reads of it, not the object.
  useEffect(
    () => onRead(wallet.uuid, subs),
    [subs.data, subs.error, subs.refreshing, subs.updatedAt, wallet.uuid, onRead],
  );

  if (subs.loading)
    return (
      <ListSkeleton
        rows={1}
        label={
          wallet.name ? t('cards.list.loadingOf', { wallet: wallet.name }) : t('cards.list.loadingOfWallet')
        }
      />
    );
  if (subs.error && !subs.data) {
    return (
      <Section header={wallet.name ?? t('cards.list.walletFallback')}>
        <ErrorState
          error={subs.error}
          onRetry={() => void subs.refresh()}
          title={t('cards.list.walletFailed')}
        />
      </Section>
    );
  }
  if (data.length === 0) return null;
  return (
    <Section
      header={showHeader ? (wallet.name ?? t('cards.list.walletFallback')) : undefined}
      footer={
        <Link
          href={paths.subAccounts(wallet.uuid)}
          className="cards-hint"
          style={{ color: 'var(--tgui--link_color)' }}
        >
          {wallet.name
            ? t('cards.list.allSubAccountsOf', { wallet: wallet.name })
            : t('cards.list.allSubAccounts')}
        </Link>
      }
    >
      {data
        // A prepaid account whose card was closed has nothing left to show on this tab.
        .filter((sub) => (sub.cards?.length ?? 0) > 0 || sub.type === 'balance')
        .map((sub) => (
          <div key={sub.id}>
            <Link href={paths.subAccount(sub.id)} asChild>
              <Cell
                Component="a"
                className="cards-link"
                subtitle={`${sub.type === 'prepaid' ? t('cards.subType.prepaid') : t('cards.subType.shared')} · ${t('cards.list.cardCount', { count: sub.cards?.length ?? 0 })}`}
                after={formatCurrencyAmount(sub.balance, sub.currency)}
              >
                {sub.nick_name}
              </Cell>
            </Link>
            {(sub.cards?.length ?? 0) > 0 && <CardFaces cards={sub.cards!} subAccount={sub} />}
          </div>
        ))}
    </Section>
  );
}
