import { useLocation } from 'wouter';
import type { CardDetail, CardListItem, SubAccount } from '../../api/types/issuing';
import { t } from '../../i18n';
import { formatCurrencyAmount } from '../../lib/format';
import { paths } from '../../routing/paths';
import { CARD_STATUS_LABEL, formFactorLabel, label } from './labels';
import { NetworkLogo } from './NetworkLogo';
import './cards.css';

/**
 * A card drawn as a card: brand, nickname, •••• last 4, status, and the balance of the
 * sub-account it spends from. Never shows the full number (that lives only in the details sheet).
 */
export function CardFace({
  card,
  subAccount,
  onOpen,
  compact = false,
}: {
  card: CardListItem | CardDetail;
  subAccount?: SubAccount | undefined;
  onOpen?: () => void;
  compact?: boolean;
}) {
  const account = subAccount ?? card.fiat_account;
  const status = card.card_status;
  const tone =
    status === 'FROZEN'
      ? ' card-face--frozen'
      : status === 'CLOSED' || status === 'CANCELED'
        ? ' card-face--closed'
        : '';
  const name = card.nick_name || t('cards.face.defaultName');
  const balance = account ? formatCurrencyAmount(account.balance, account.currency) : '';
  const body = (
    <>
      <div className="card-face__row">
        <span className="card-face__name">{name}</span>
        <NetworkLogo brand={card.brand} />
      </div>
      <div className="card-face__row">
        {/* The number reads left to right in every language, the mirrored layout included. */}
        <span className="card-face__number">
          <span className="visually-hidden">{t('cards.face.endingIn', { last4: card.last4 })}</span>
          <span aria-hidden="true" dir="ltr">
            •••• {card.last4}
          </span>
        </span>
        {status !== 'ACTIVE' && <span className="card-face__status">{label(CARD_STATUS_LABEL, status)}</span>}
      </div>
      <div className="card-face__row">
        <span className="card-face__balance">{balance}</span>
        <span className="card-face__balance">{formFactorLabel(card.form_factor)}</span>
      </div>
    </>
  );
  const className = `card-face card-face--${card.brand}${tone}${compact ? ' card-face--compact' : ''}`;
  if (!onOpen) {
    return (
      <div className={className} data-testid="card-face">
        {body}
      </div>
    );
  }
  return (
    <button type="button" className={className} onClick={onOpen} data-testid="card-face">
      {body}
    </button>
  );
}

/** A sub-account's cards, small, side by side; each opens its own screen. */
export function CardFaces({ cards, subAccount }: { cards: CardListItem[]; subAccount: SubAccount }) {
  const [, navigate] = useLocation();
  return (
    <div className="cards-faces">
      {cards.map((card) => (
        <CardFace
          key={card.card_id}
          card={card}
          subAccount={subAccount}
          compact
          onOpen={() => navigate(paths.card(card.card_id))}
        />
      ))}
    </div>
  );
}
