import type { DestinationListItem } from '../../api/types';
import { toClientDestinationType } from '../../api/types';
import { t } from '../../i18n';
import { destinationKindLabel } from '../../lib/destination-form';
import { shortAddress } from '../../lib/format';

/** An IBAN as banks print it, in groups of four (DE89 3704 0044 …). */
export const groupIban = (iban: string) => iban.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/** The account in one short line: the IBAN, the account's last digits, or the address shortened. */
export function accountText(d: DestinationListItem): string {
  if (d.external_crypto_data) return shortAddress(d.external_crypto_data.address, 8, 6);
  const b = d.external_banking_data;
  if (b?.iban) return groupIban(b.iban);
  if (b?.account_number)
    return t('recipients.recipient.maskedAccount', { last4: b.account_number.slice(-4) });
  return '';
}

/** What kind of account it is ("SEPA bank account (IBAN)", "Crypto address"). */
export const kindText = (d: DestinationListItem) => destinationKindLabel(toClientDestinationType(d.type));

/** A destination as a picker row: its nickname over the account, or the account over its kind. */
export function destinationRow(d: DestinationListItem): { title: string; subtitle: string } {
  const account = accountText(d);
  return d.nickname ? { title: d.nickname, subtitle: account } : { title: account, subtitle: kindText(d) };
}
