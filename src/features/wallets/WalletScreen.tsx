import { Cell, Section } from '@telegram-apps/telegram-ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { walletsApi } from '../../api/endpoints/wallets';
import { messageOf } from '../../api/errors';
import type { BalanceItem } from '../../api/types/wallets';
import { t } from '../../i18n';
import { currencyName } from '../../lib/currency-name';
import { formatCurrencyAmount, formatMoney } from '../../lib/format';
import { haptic } from '../../lib/platform';
import { endpointQuery, invalidateEndpoint } from '../../lib/server-state/client';
import { useRead } from '../../lib/server-state/use-read';
import { useBaseCurrency, useOffered, useTenantConfig } from '../../lib/tenant-config';
import { paths } from '../../routing/paths';
import { CopyField } from '../../ui/CopyField';
import { CurrencyIcon } from '../../ui/CurrencyIcon';
import { EmptyState } from '../../ui/EmptyState';
import { useFileDelivery } from '../../ui/FileDelivery';
import { LineIcon } from '../../ui/LineIcon';
import { ReadPlaceholder } from '../../ui/ReadPlaceholder';
import { Screen } from '../../ui/Screen';
import { StaleNotice } from '../../ui/StaleNotice';
import { StatusChip } from '../../ui/StatusChip';
import { kycStatuses } from '../../ui/status';
import { showToast } from '../../ui/toast';
import { ActionBar } from './components/ActionBar';
import { MoreActions } from './components/MoreActions';
import { WalletNotFound } from './components/States';
import { HistoryRow } from './components/TxRow';
import { useHeartbeat } from './components/useHeartbeat';
import { isNotFound, recentInput, useWallet, walletInput } from './data';
import { exportTransactionsCsv } from './export-csv';
import { shareLinks } from './links';
import { isLive, pairExchanges } from './tx-display';
import { isBusiness, walletTypeLabel } from './wallet-types';
import './wallets.css';
import './wallet-screens.css';

// The logo upload (a business wallet's owner, under More): its upload code stays off the wallet
// screen's first load, which a support link and home's wallets open first.
const WalletLogoUpload = lazy(() =>
  import('./WalletLogoUpload').then((m) => ({ default: m.WalletLogoUpload })),
);

/**
 * One wallet, short: total, quick actions, (verification while missing), balances, recent history;
 * every other flow, the export and the support links behind "More".
 */
export default function WalletScreen() {
  const { walletId = '' } = useParams<{ walletId: string }>();
  const [, navigate] = useLocation();
  const wallet = useWallet(walletId);
  const config = useTenantConfig();
  const kycOffered = useOffered('kyc');
  // The "More" row names what it holds: no sending when the tenant turned crypto withdrawals off.
  const cryptoOut = useOffered('cryptoWithdrawal');
  const base = useBaseCurrency().currency;
  // A wallet that is not there has no history to ask for; one whose refresh failed still has.
  const recent = useRead(
    endpointQuery(walletsApi.transactions, isNotFound(wallet.error) ? null : recentInput(walletId)),
  );
  const [exporting, setExporting] = useState(false);
  const delivery = useFileDelivery();
  const [showLinks, setShowLinks] = useState(false);
  // Everything beyond balance, quick actions and recent history waits behind "More".
  const [showMore, setShowMore] = useState(false);
  const anyLive = (recent.data?.data ?? []).some((t) => isLive(t.status));
  useHeartbeat(() => {
    void recent.refresh();
  }, anyLive);
  // A new or changed row (a deposit that arrived and settled between two polls) means the
  // balances moved too: re-read the wallet.
  const signature = recent.data?.data.map((t) => `${t.id}:${t.status}`).join(',');
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (signature === undefined) return;
    if (seen.current !== undefined && seen.current !== signature)
      invalidateEndpoint(walletsApi.get, walletInput(walletId));
    seen.current = signature;
  }, [signature, walletId]);

  if (isNotFound(wallet.error)) {
    return (
      <Screen title={t('wallets.notFound.screenTitle')}>
        <WalletNotFound />
      </Screen>
    );
  }
  const w = wallet.data;
  const links = shareLinks(paths.wallet(walletId), config.data?.tg_bot_name, window.location.origin);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await delivery.deliver(await exportTransactionsCsv(walletId, w?.name ?? t('home.wallet.fallbackName')));
    } catch (err) {
      haptic('error');
      showToast(messageOf(err, t('wallets.export.failed')), { tone: 'error' });
    } finally {
      setExporting(false);
    }
  };

  const verified = w?.kyc_info?.status === 'APPROVED';
  const member = w?.role === 'user';
  // A tenant without verification: no prompt, no status row.
  const verification = w && kycOffered && (
    <Cell
      onClick={() => navigate(paths.kyc(walletId))}
      // An identity card, whatever the status: a tick beside "Not verified" read as done.
      before={
        <KindIcon d="M4 6h16v12H4zM8 10.5a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0M7 15c.5-1.5 1.5-2 2.5-2s2 .5 2.5 2M14 10h3M14 13h3" />
      }
      subtitle={t(verified ? 'wallets.wallet.verification.done' : 'wallets.wallet.verification.needed')}
      after={<StatusChip statuses={kycStatuses} status={w.kyc_info?.status ?? 'UNVERIFIED'} />}
    >
      {t(verified ? 'wallets.wallet.verification.title' : 'wallets.wallet.verification.verify')}
    </Cell>
  );
  const recentItems = pairExchanges(recent.data?.data ?? []);

  return (
    <Screen title={w?.name ?? t('home.wallet.fallbackName')}>
      <ReadPlaceholder read={wallet} rows={4} label={t('wallets.wallet.loading')} />
      {w && (
        <>
          <header className="w-hero">
            {/* The wallet's logo when it has one (API.md §19); without one the hero is as it was. */}
            {w.logo_url && <img className="w-hero__logo" src={w.logo_url} alt="" data-testid="wallet-logo" />}
            {heroLabel(w.name, walletTypeLabel(w.type)) && (
              <div className="w-hero__label">{heroLabel(w.name, walletTypeLabel(w.type))}</div>
            )}
            <div className="w-hero__total" data-testid="wallet-total">
              {formatMoney(String(w.total_amount), { currency: base })}
            </div>
          </header>
          <StaleNotice of={[wallet, recent]} subject="balances" />
          {/*
            A member (role "user") sees the wallet and its history; moving money, verifying and
            everything the platform keeps for the owner and admins (API.md §7: 403) is not offered.
          */}
          {member ? (
            <p className="w-member-note" data-testid="member-note">
              {t('team.memberNote')}
            </p>
          ) : (
            <ActionBar walletId={walletId} />
          )}
          {/* Until verified, verification is the next step: right under the actions. */}
          {!verified && !member && verification && <Section>{verification}</Section>}
          <Section header={t('wallets.balances.header')}>
            {w.balance.length === 0 && (
              <EmptyState
                compact
                title={t('wallets.balances.empty.title')}
                description={t('wallets.balances.empty.description')}
              />
            )}
            {w.balance.map((b) => (
              <BalanceCell key={b.symbol} item={b} base={base} />
            ))}
          </Section>
          <Section header={t('wallets.wallet.recent.header')}>
            <ReadPlaceholder read={recent} rows={3} label={t('wallets.transactions.loading')} compact />
            {recent.data?.data.length === 0 && (
              <EmptyState
                compact
                title={t('wallets.transactions.empty.title')}
                description={t('wallets.wallet.recent.empty.description')}
              />
            )}
            {recentItems.map((item) => (
              <HistoryRow key={item.key} item={item} walletId={walletId} withDate />
            ))}
            {recent.data && recent.data.data.length > 0 && (
              <Cell onClick={() => navigate(paths.walletTransactions(walletId))}>
                <span className="w-link">{t('wallets.wallet.recent.all')}</span>
              </Cell>
            )}
          </Section>
          {/* The team is the owner's and admins' (API.md §19): a member is not offered it. */}
          {!member && (
            <Section>
              <Cell
                onClick={() => navigate(paths.team(walletId))}
                // Two people: the wallet's team.
                before={
                  <KindIcon d="M9 11a3 3 0 1 0 0-6a3 3 0 0 0 0 6M3.5 19c.6-3 2.8-4.5 5.5-4.5s4.9 1.5 5.5 4.5M16 11a2.5 2.5 0 1 0 0-5M17 14.5c2 .3 3.3 1.8 3.7 4.5" />
                }
                subtitle={t('team.entry.subtitle')}
                data-testid="wallet-team"
              >
                {t('team.entry.title')}
              </Cell>
            </Section>
          )}
          <Section>
            <Cell
              role="button"
              onClick={() => setShowMore((v) => !v)}
              aria-expanded={showMore}
              data-testid="more-toggle"
              after={
                <span className="w-link">{t(showMore ? 'wallets.toggle.hide' : 'wallets.toggle.show')}</span>
              }
              subtitle={t(
                member
                  ? 'wallets.wallet.sharing.header'
                  : cryptoOut
                    ? 'wallets.wallet.more.subtitle'
                    : 'wallets.wallet.more.subtitleNoSend',
              )}
            >
              {t('wallets.wallet.more.title')}
            </Cell>
          </Section>
          {showMore && (
            <>
              {!member && <MoreActions walletId={walletId} verified={verified} />}
              {/*
                A business wallet's logo, which only its owner may change (API.md §19: 403 for
                anyone else, admins too); members see it in the header above.
              */}
              {w.role === 'owner' && isBusiness(w) && (
                <Section header={t('logos.wallet.header')} footer={t('logos.wallet.footer')}>
                  <Suspense fallback={null}>
                    <WalletLogoUpload wallet={w} />
                  </Suspense>
                </Section>
              )}
              <Section header={t('wallets.wallet.sharing.header')}>
                {verified && !member && verification}
                <Cell
                  onClick={exportCsv}
                  subtitle={t('wallets.wallet.export.subtitle')}
                  after={exporting ? '…' : undefined}
                >
                  {t('wallets.wallet.export.title')}
                </Cell>
                <Cell role="button" onClick={() => setShowLinks((v) => !v)} aria-expanded={showLinks}>
                  {t('wallets.wallet.links.copy')}
                </Cell>
                {showLinks && links.telegram && (
                  <CopyField
                    label={t('wallets.wallet.links.telegram')}
                    value={links.telegram}
                    mono
                    copiedText={t('wallets.wallet.links.telegramCopied')}
                  />
                )}
                {showLinks && (
                  <CopyField
                    label={t('wallets.wallet.links.web')}
                    value={links.web}
                    mono
                    copiedText={t('wallets.wallet.links.webCopied')}
                  />
                )}
              </Section>
            </>
          )}
        </>
      )}
      {delivery.panel}
    </Screen>
  );
}

/** A row's line icon in the wallet's round badge (decorative: the row's text names it). */
function KindIcon({ d }: { d: string }) {
  return (
    <span className="w-kind" aria-hidden="true">
      <LineIcon d={d} stroke={1.6} />
    </span>
  );
}

function BalanceCell({ item, base }: { item: BalanceItem; base: string | undefined }) {
  const first = item.details[0]?.currency;
  // Per-chain breakdown only when the currency sits on more than one chain (USDT on Ethereum and
  // Tron), one chain a line: "Ethereum · 1,250.5 USDT".
  const chains =
    item.details.length > 1 ? (
      <span className="w-chains">
        {item.details.map((d) => (
          <span key={d.currency.uuid}>
            {d.currency.is_crypto
              ? d.currency.meta.chain_name
              : currencyName({
                  code: d.currency.meta.code,
                  platformName: d.currency.meta.name,
                  isCrypto: false,
                })}{' '}
            · <bdi>{formatCurrencyAmount(String(d.amount), d.currency)}</bdi>
          </span>
        ))}
      </span>
    ) : undefined;
  // A balance in the base currency is its own equivalent: "$4,520.75 / $4,520.75" says nothing.
  const isBase = item.symbol.toUpperCase() === base;
  const onlyChain =
    item.details.length === 1 && first?.is_crypto && first.type === 'token' ? first.meta.chain_id : null;
  // The ticker is said once (in the amount); the row's name is the currency's name. The network
  // badge only for tokens (a coin is its own network).
  return (
    <Cell
      multiline
      before={<CurrencyIcon symbol={item.symbol} chainId={onlyChain} />}
      subtitle={isBase ? undefined : formatMoney(String(item.fiat_amount), { currency: base })}
      description={chains}
      after={
        <span className="w-amount">
          {first ? formatCurrencyAmount(String(item.amount), first) : String(item.amount)}
        </span>
      }
    >
      {/* An ISO currency in the user's language ("Доллар США"); a token by the platform's name. */}
      {currencyName({ code: item.symbol, platformName: item.name, isCrypto: item.is_crypto })}
    </Cell>
  );
}

/** The title above names the wallet: the hero says only its type, when the name doesn't. */
function heroLabel(name: string | null | undefined, type: string | null): string {
  return type && type !== name ? type : '';
}
