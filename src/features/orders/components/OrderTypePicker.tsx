import { Button, Cell, Section } from '@telegram-apps/telegram-ui';
import { useLocation } from 'wouter';
import type { OrderTypeInfoV2 } from '../../../api/types';
import { paths } from '../../../app/paths';

/**
 * The order types a flow offers, one cell each: a type whose KYC rail the wallet lacks says
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
  isUnlocked: (t: OrderTypeInfoV2) => boolean;
  label: (t: OrderTypeInfoV2) => string;
  onChoose: (t: OrderTypeInfoV2) => void;
}) {
  const [, navigate] = useLocation();
  const verify = () => navigate(paths.kyc(walletId));
  return (
    <Section header={header}>
      {types.map((t) => {
        const unlocked = isUnlocked(t);
        return (
          <Cell
            key={t.id}
            data-testid={`type-${t.id}`}
            description={unlocked ? (t.description ?? undefined) : 'Verify to unlock'}
            after={
              unlocked ? (
                t.id === selectedId ? (
                  '✓'
                ) : undefined
              ) : (
                <Button size="s" mode="bezeled" onClick={verify}>
                  Verify
                </Button>
              )
            }
            onClick={unlocked ? () => onChoose(t) : verify}
            className={unlocked ? undefined : 'o-lock'}
          >
            {label(t)}
          </Cell>
        );
      })}
    </Section>
  );
}
