import { Cell, Section } from '@telegram-apps/telegram-ui';
import { Sheet } from '../../../ui/Sheet';

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
  /** What is being started, in words ("Exchange"). */
  action: string;
  wallets: readonly WalletChoice[];
  onChoose: (walletId: string) => void;
  onClose: () => void;
}) {
  return (
    <Sheet open onOpenChange={(o) => !o && onClose()} title={`${action} from which wallet?`}>
      <Section>
        {wallets.map((w) => (
          <Cell key={w.uuid} after="›" onClick={() => onChoose(w.uuid)} data-testid="choose-wallet">
            {w.name ?? 'Wallet'}
          </Cell>
        ))}
      </Section>
    </Sheet>
  );
}
