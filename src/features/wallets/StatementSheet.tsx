import { Cell, Radio, Section } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { messageOf } from '../../api/errors';
import { type MessageKey, t } from '../../i18n';
import { haptic } from '../../lib/platform';
import { useWrite } from '../../lib/server-state/use-write';
import { useFileDelivery } from '../../ui/FileDelivery';
import { TextInput } from '../../ui/Labeled';
import { Sheet } from '../../ui/Sheet';
import { showToast } from '../../ui/toast';
import { useWallet } from './data';
import { fetchStatement } from './export-statement';
import {
  customPeriodError,
  dayOf,
  type Period,
  type PeriodKind,
  periodLabel,
  presetPeriod,
} from './statement-period';

const CHOICES: { kind: Exclude<PeriodKind, 'custom'>; titleKey: MessageKey }[] = [
  { kind: 'this-month', titleKey: 'wallets.statement.thisMonth' },
  { kind: 'last-month', titleKey: 'wallets.statement.lastMonth' },
];

const DAY_FIELDS: readonly (readonly ['first' | 'last', MessageKey])[] = [
  ['first', 'wallets.statement.firstDay'],
  ['last', 'wallets.statement.lastDay'],
];

/** Bottom sheet: choose a period (this month, last month or a custom range), get the PDF statement. */
export function StatementSheet({
  walletId,
  open,
  onOpenChange,
}: {
  walletId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const now = new Date();
  const today = dayOf(now);
  const [kind, setKind] = useState<PeriodKind>('this-month');
  const [custom, setCustom] = useState<Period>(() => presetPeriod('this-month', now));
  const [tried, setTried] = useState(false);
  const delivery = useFileDelivery();
  // The file is named after the wallet (the wallet screen has it cached).
  const walletName = useWallet(walletId).data?.name ?? '';

  const customError = kind === 'custom' ? customPeriodError(custom.first, custom.last, now) : null;
  const period = kind === 'custom' ? custom : presetPeriod(kind, now);
  const about = t('wallets.statement.about');

  /** The PDF for the period, then handed to the user (the sheet closes as it is delivered). */
  const statement = useWrite({
    mutationFn: async (asked: Period) => {
      const file = await fetchStatement(walletId, walletName, asked);
      onOpenChange(false);
      await delivery.deliver(file);
    },
    onError: (err) => {
      haptic('error');
      showToast(messageOf(err, t('wallets.statement.failed')), {
        tone: 'error',
        description: t('wallets.statement.failedHint'),
      });
    },
  });

  const submit = () => {
    setTried(true);
    if (!customError) statement.mutate(period);
  };

  return (
    <>
      <Sheet
        open={open}
        onOpenChange={onOpenChange}
        title={t('wallets.statement.title')}
        primary={{ text: t('wallets.statement.submit'), onClick: submit, loading: statement.isPending }}
      >
        <Section header={t('wallets.statement.period')} footer={kind === 'custom' ? undefined : about}>
          {CHOICES.map((c) => (
            <Cell
              key={c.kind}
              Component="label"
              before={
                <Radio name="statement-period" checked={kind === c.kind} onChange={() => setKind(c.kind)} />
              }
              description={periodLabel(presetPeriod(c.kind, now))}
            >
              {t(c.titleKey)}
            </Cell>
          ))}
          <Cell
            Component="label"
            before={
              <Radio name="statement-period" checked={kind === 'custom'} onChange={() => setKind('custom')} />
            }
            description={
              kind === 'custom' && !customError ? periodLabel(custom) : t('wallets.statement.customHint')
            }
          >
            {t('wallets.statement.custom')}
          </Cell>
        </Section>
        {kind === 'custom' && (
          <Section footer={(tried || (custom.first && custom.last) ? customError : null) ?? about}>
            {DAY_FIELDS.map(([end, label]) => (
              <TextInput
                key={end}
                header={t(label)}
                aria-label={t(label)}
                type="date"
                max={today}
                value={custom[end]}
                status={customError && tried ? 'error' : 'default'}
                onChange={(e) => setCustom((p) => ({ ...p, [end]: e.target.value }))}
              />
            ))}
          </Section>
        )}
      </Sheet>
      {delivery.panel}
    </>
  );
}
