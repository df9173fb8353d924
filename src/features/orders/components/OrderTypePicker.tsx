import { Button, Cell, Section } from '@telegram-apps/telegram-ui';
import { useLocation } from 'wouter';
import type { OrderTypeInfoV2 } from '../../../api/types';
import { t } from '../../../i18n';
import { paths } from '../../../routing/paths';
import { KNOWN_ORDER_TYPES } from '../order-labels';

/**
 * The order types a flow offers, one cell each, in our words: a type whose KYC rail the wallet lacks says
 * "Verify to unlock" and leads to verification instead of being chosen.
 */
export function OrderTypePicker({
  header,
  walletId,
  types,
  selectedId,
  isUnlocked,
  label,
  onChoose,
}: {
  header: string;
  walletId: string;
  types: OrderTypeInfoV2[];
  selectedId: string | null | undefined;
  isUnlocked: (type: OrderTypeInfoV2) => boolean;
  label: (type: OrderTypeInfoV2) => string;
  onChoose: (type: OrderTypeInfoV2) => void;
}) {
  const [, navigate] = useLocation();
  const verify = () => navigate(paths.kyc(walletId));
  return (
    <Section header={header}>
      {types.map((type) => {
        const unlocked = isUnlocked(type);
        return (
          <Cell
            key={type.id}
            data-testid={`type-${type.id}`}
            description={
              // The platform describes its types in its own (English) words: shown only for a type
              // we have no words for, where it says more than the generic name above it.
              unlocked
                ? KNOWN_ORDER_TYPES.includes(type.id)
                  ? undefined
                  : (type.description ?? undefined)
                : t('orders.typePicker.verifyToUnlock')
            }
            after={
              unlocked ? (
                type.id === selectedId ? (
                  '✓'
                ) : undefined
              ) : (
                <Button size="s" mode="bezeled" onClick={verify}>
                  {t('orders.typePicker.verify')}
                </Button>
              )
            }
            onClick={unlocked ? () => onChoose(type) : verify}
            className={unlocked ? undefined : 'o-lock'}
          >
            {label(type)}
          </Cell>
        );
      })}
    </Section>
  );
}
