import { Cell, Radio, Section } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { messageOf } from '../../api/errors';
import { haptic } from '../../lib/platform';
import { TextInput } from '../../ui/Labeled';
import { Sheet } from '../../ui/Sheet';
import { showToast } from '../../ui/toast';
import { downloadStatement } from './export-statement';
import {
  customPeriodError,
  dayOf,
  type Period,
  type PeriodKind,
  periodLabel,
  presetPeriod,
} from './statement-period';

const CHOICES: { kind: Exclude<PeriodKind, 'custom'>; title: string }[] = [
  { kind: 'this-month', title: 'This month' },
  { kind: 'last-month', title: 'Last month' },
];

const DAY_FIELDS = [
  ['first', 'First day'],
  ['last', 'Last day'],
] as const;

const ABOUT = 'A PDF of every transaction of this wallet in the period.';

/** Bottom sheet: choose a period (this month, last month or a custom range), download the PDF statement. */
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
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);

  const customError = kind === 'custom' ? customPeriodError(custom.first, custom.last, now) : null;
  const period = kind === 'custom' ? custom : presetPeriod(kind, now);

  const submit = async () => {
    setTried(true);
    if (busy || customError) return;
    setBusy(true);
    try {
      const name = await downloadStatement(walletId, period);
      haptic('success');
      showToast(`Saved ${name}`, { tone: 'success' });
      onOpenChange(false);
    } catch (err) {
      haptic('error');
      showToast(messageOf(err, 'Could not download the statement.'), {
        tone: 'error',
        description: 'Your choice is kept: try again in a moment.',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Download statement"
      primary={{ text: 'Download PDF', onClick: submit, loading: busy }}
    >
      <Section header="Period" footer={kind === 'custom' ? undefined : ABOUT}>
        {CHOICES.map((c) => (
          <Cell
            key={c.kind}
            Component="label"
            before={
              <Radio name="statement-period" checked={kind === c.kind} onChange={() => setKind(c.kind)} />
            }
            description={periodLabel(presetPeriod(c.kind, now))}
          >
            {c.title}
          </Cell>
        ))}
        <Cell
          Component="label"
          before={
            <Radio name="statement-period" checked={kind === 'custom'} onChange={() => setKind('custom')} />
          }
          description={
            kind === 'custom' && !customError ? periodLabel(custom) : 'Choose the first and last day'
          }
        >
          Custom range
        </Cell>
      </Section>
      {kind === 'custom' && (
        <Section footer={(tried || (custom.first && custom.last) ? customError : null) ?? ABOUT}>
          {DAY_FIELDS.map(([end, label]) => (
            <TextInput
              key={end}
              header={label}
              aria-label={label}
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
  );
}
