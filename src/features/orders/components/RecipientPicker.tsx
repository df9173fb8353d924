import { Button, Section, Select } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { t } from '../../../i18n';
import { DestinationSheet } from '../counterparties/DestinationSheet';
import type { DestinationKind } from '../counterparties/destination-form';
import type { RecipientChoice } from '../useRecipientChoice';
import { FormError } from './FormError';

/**
 * A saved recipient, then one of their accounts or addresses (native selects, best on phones),
 * and a way to add either on the spot through the destination sheet.
 */
export function RecipientPicker({
  walletId,
  choice,
  header,
  footer,
  destinationHeader,
  destinationValue,
  options,
  emptyText,
  chooseText,
  addText,
  kinds,
  showLoadError = false,
}: {
  walletId: string;
  choice: RecipientChoice;
  header: string;
  footer?: ReactNode;
  /** "Account", "Address". */
  destinationHeader: string;
  destinationValue: string;
  /** The recipient's destinations that suit this payment, labelled. */
  options: { id: string; label: string }[];
  /** Placeholder when the recipient has none that suit. */
  emptyText: string;
  chooseText: string;
  /** The add button's label once a recipient is chosen. */
  addText: string;
  /** What the sheet may create; null: nothing suits yet (the button is disabled). */
  kinds: readonly DestinationKind[] | null;
  /** Show a failed destinations load under the selects. */
  showLoadError?: boolean;
}) {
  const { counterparties, destinations, cpId } = choice;
  return (
    <>
      <Section header={header} footer={footer}>
        <Select
          header={t('orders.recipient.label')}
          name="counterparty"
          value={cpId ?? ''}
          onChange={(e) => choice.chooseRecipient(e.currentTarget.value)}
        >
          <option value="" disabled>
            {counterparties.loading
              ? t('orders.form.loading')
              : (counterparties.data?.total ?? 0) === 0
                ? t('orders.recipient.none')
                : t('orders.recipient.choose')}
          </option>
          {(counterparties.data?.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.nickname ? `${c.name} (${c.nickname})` : c.name}
            </option>
          ))}
        </Select>
        {cpId && (
          <Select
            header={destinationHeader}
            name="destination"
            value={destinationValue}
            onChange={(e) => choice.setDestId(e.currentTarget.value)}
          >
            <option value="" disabled>
              {destinations.loading
                ? t('orders.form.loading')
                : options.length === 0
                  ? emptyText
                  : chooseText}
            </option>
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </Select>
        )}
        {showLoadError && destinations.error && <FormError text={destinations.error.message} />}
        <div className="o-row-actions">
          <Button size="m" mode="bezeled" onClick={() => choice.setAdding(true)} disabled={!kinds}>
            {cpId ? addText : t('orders.recipient.new')}
          </Button>
        </div>
      </Section>
      {kinds && choice.adding && (
        <DestinationSheet
          walletId={walletId}
          open={choice.adding}
          onClose={() => choice.setAdding(false)}
          counterpartyId={cpId}
          kinds={kinds}
          onCreated={(d, newCp) => choice.created(d.id, newCp)}
        />
      )}
    </>
  );
}
