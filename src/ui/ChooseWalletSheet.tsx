import { Cell, Section } from '@telegram-apps/telegram-ui';
import { type MessageKey, t, useLaterCatalogues } from '../i18n';
import { Sheet } from './Sheet';

/** The actions Home can start for a wallet it has to ask about. */
export type WalletAction = 'deposit' | 'withdraw' | 'exchange' | 'transfer';

const TITLE: Record<WalletAction, MessageKey> = {
  deposit: 'orders.chooseWallet.deposit',
  withdraw: 'orders.chooseWallet.withdraw',
  exchange: 'orders.chooseWallet.exchange',
  transfer: 'orders.chooseWallet.transfer',
};

export interface WalletChoice {
  uuid: string;
  name: string | null;
}

/**
 * An action started outside a wallet (from Home) asks which wallet it is for when there are
 * several, instead of silently using the first one.
 */
export default function ChooseWalletSheet({
  action,
  wallets,
  onChoose,
  onClose,
}: {
  /** What is being started: the title asks in a sentence of its own per action. */
  action: WalletAction;
  wallets: readonly WalletChoice[];
  onChoose: (walletId: string) => void;
  onClose: () => void;
}) {
  // Rendered from Home, possibly before the later catalogues are in: wait for them (Suspense).
  useLaterCatalogues();
  return (
    <Sheet open onOpenChange={(o) => !o && onClose()} title={t(TITLE[action])}>
      <Section>
        {wallets.map((w) => (
          <Cell key={w.uuid} after="›" onClick={() => onChoose(w.uuid)} data-testid="choose-wallet">
            {w.name ?? t('orders.wallet.unnamed')}
          </Cell>
        ))}
      </Section>
    </Sheet>
  );
}
