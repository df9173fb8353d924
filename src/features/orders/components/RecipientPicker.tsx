import { Button, Section } from '@telegram-apps/telegram-ui';
import { type ReactNode, useEffect } from 'react';
import type { Counterparty } from '../../../api/types';
import { t } from '../../../i18n';
import { type DestinationKind, isCryptoKind } from '../../../lib/destination-form';
import { FormError } from '../../../ui/FormError';
import { ListPicker } from '../../../ui/ListPicker';
import { NameAvatar } from '../../../ui/NameAvatar';
import { DestinationSheet, KindIcon } from '../../recipients';
import type { RecipientChoice } from '../useRecipientChoice';

/** One of a recipient's accounts or addresses that suits the payment, in words. */
export interface DestinationOption {
  id: string;
  label: string;
  subtitle?: string;
}

/**
 * Who a payment goes to (or, buying, which of the user's own bank accounts pays), then which of
 * their accounts or addresses — each a list sheet — and a way to add one on the spot.
 *
 * `audience: 'own'` (buying with a bank transfer) offers only the user's own accounts (API.md §8
 * `is_self`), with no recipient step when there is one holder, which is the rule: the user's own
 * accounts are never "recipients". `audience: 'any'` lists the user's own accounts and their
 * recipients apart; `allowOwn` adds "Add your own account" beside "New recipient".
 *
 * When the chosen holder has exactly one account that suits, it is chosen for the user.
 */
export function RecipientPicker({
  walletId,
  choice,
  header,
  footer,
  audience = 'any',
  allowOwn = false,
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
  audience?: 'own' | 'any';
  allowOwn?: boolean;
  /** "Account", "Address". */
  destinationHeader: string;
  destinationValue: string;
  /** The recipient's destinations that suit this payment, labelled. */
  options: DestinationOption[];
  /** Placeholder when the recipient has none that suit. */
  emptyText: string;
  chooseText: string;
  /** The add button's label once a recipient is chosen. */
  addText: string;
  /** What the sheet may create; null: nothing suits yet (the button is disabled). */
  kinds: readonly DestinationKind[] | null;
  /** Show a failed destinations load under the pickers. */
  showLoadError?: boolean;
}) {
  const { counterparties, destinations, cpId } = choice;
  const all = counterparties.data?.data ?? [];
  const own = all.filter((c) => c.is_self);
  const holders = audience === 'own' ? own : [...own, ...all.filter((c) => !c.is_self)];
  // Buying: the user's own accounts only; with one holder (the rule) no "who" step at all.
  const oneOwner = audience === 'own' && own.length <= 1;
  const onlyOwner = oneOwner ? (own[0] ?? null) : null;
  const { chooseRecipient, setDestId } = choice;
  useEffect(() => {
    if (onlyOwner && cpId !== onlyOwner.id) chooseRecipient(onlyOwner.id);
  }, [onlyOwner, cpId, chooseRecipient]);
  const single =
    cpId && !destinationValue && !destinations.loading && options.length === 1 ? options[0] : null;
  useEffect(() => {
    if (single) setDestId(single.id);
  }, [single, setDestId]);

  const crypto = !!kinds?.every(isCryptoKind);
  const holderOption = (c: Counterparty) => ({
    value: c.id,
    title: c.nickname
      ? t('recipients.list.nameWithNickname', { name: c.name, nickname: c.nickname })
      : c.name,
    icon: <NameAvatar name={c.name} />,
    group:
      audience === 'any' && own.length > 0
        ? c.is_self
          ? t('recipients.own.section')
          : t('recipients.list.title')
        : undefined,
  });
  const chosen = all.find((c) => c.id === cpId);
  // "Add an account" adds to the chosen holder; "Add your own account" to the user's own holder.
  const addingOwn = choice.adding === 'own' || !!(choice.adding && chosen?.is_self);
  return (
    <>
      <Section header={header} footer={footer}>
        {!oneOwner && (
          <ListPicker
            name="counterparty"
            label={audience === 'own' ? t('recipients.own.holder') : t('orders.recipient.label')}
            value={cpId}
            options={holders.map(holderOption)}
            placeholder={
              counterparties.loading
                ? t('orders.form.loading')
                : holders.length === 0
                  ? t('orders.recipient.none')
                  : t('orders.recipient.choose')
            }
            disabled={holders.length === 0}
            onChange={chooseRecipient}
          />
        )}
        {cpId && (
          <ListPicker
            name="destination"
            label={destinationHeader}
            value={destinationValue || null}
            options={options.map((o) => ({
              value: o.id,
              title: o.label,
              subtitle: o.subtitle,
              icon: <KindIcon crypto={crypto} />,
            }))}
            placeholder={
              destinations.loading ? t('orders.form.loading') : options.length === 0 ? emptyText : chooseText
            }
            disabled={options.length === 0}
            onChange={setDestId}
          />
        )}
        {onlyOwner === null && oneOwner && !counterparties.loading && (
          <p className="o-hint">{t('recipients.own.none')}</p>
        )}
        {showLoadError && destinations.error && <FormError text={destinations.error.message} />}
        <div className="ui-row-actions">
          {audience === 'own' ? (
            <Button size="m" mode="bezeled" onClick={() => choice.setAdding('own')} disabled={!kinds}>
              {t('recipients.own.add')}
            </Button>
          ) : (
            <>
              <Button size="m" mode="bezeled" onClick={() => choice.setAdding('payee')} disabled={!kinds}>
                {cpId ? addText : t('orders.recipient.new')}
              </Button>
              {allowOwn && !cpId && (
                <Button size="m" mode="bezeled" onClick={() => choice.setAdding('own')} disabled={!kinds}>
                  {t('recipients.own.add')}
                </Button>
              )}
            </>
          )}
        </div>
      </Section>
      {kinds && choice.adding && (
        <DestinationSheet
          walletId={walletId}
          open={!!choice.adding}
          onClose={() => choice.setAdding(null)}
          counterpartyId={choice.adding === 'own' && !chosen?.is_self ? null : cpId}
          owner={addingOwn ? 'self' : 'payee'}
          kinds={kinds}
          onCreated={(d, newCp) => choice.created(d.id, newCp)}
        />
      )}
    </>
  );
}
