/**
 * What a shared rule (bank-rules.ts, address-rules.ts) answers when a value is not acceptable: a
 * stable code and the values its sentence needs, never the sentence itself. The app words it in
 * the user's language (`rules.<code>` through lib/rule-message.ts); the sandbox, which has
 * no catalogues, words it in English for its own 422 answers.
 */
import type { AddressFormat } from './address-rules';

export type RuleProblem =
  | {
      code:
        | 'ibanEmpty'
        | 'ibanShape'
        | 'ibanChecksum'
        | 'abaEmpty'
        | 'abaLength'
        | 'abaChecksum'
        | 'bicEmpty'
        | 'bicShape'
        | 'accountEmpty'
        | 'accountDigits'
        | 'addressEmpty'
        | 'addressSpaces'
        | 'addressShort'
        | 'addressChecksum'
        | 'memoTag'
        | 'memoLength';
      params?: undefined;
    }
  /** `country`: the two letters the IBAN or BIC names (e.g. "DE"). */
  | { code: 'ibanCountry' | 'ibanBban' | 'bicCountry'; params: { country: string } }
  | { code: 'ibanLength'; params: { country: string; expected: number; actual: number } }
  | { code: 'addressFormat'; params: { chain: string; format: AddressFormat } }
  | { code: 'addressFormatAnyChain'; params: { format: AddressFormat } };

export type RuleCode = RuleProblem['code'];
