import type { AddressFormat } from '../../src/shared/address-rules.ts';
import type { RuleProblem } from '../../src/shared/rule-problem.ts';

/**
 * The shared rules (src/shared) answer codes; the sandbox, like a platform, answers its 422s in
 * English. These are its sentences for those codes.
 */
const FORMAT_HINT: Record<AddressFormat, string> = {
  bech32: 'a Bitcoin address (bc1…, 1… or 3…)',
  evm: 'an address of 0x followed by 40 hex characters',
  tron: 'a Tron address starting with T (34 characters)',
  solana: 'a Solana address (32–44 base58 characters)',
  xrp: 'an XRP address starting with r',
};

export function ruleSentence(problem: RuleProblem): string {
  switch (problem.code) {
    case 'ibanEmpty':
      return 'Enter the IBAN.';
    case 'ibanShape':
      return 'An IBAN starts with a country code and two check digits.';
    case 'ibanCountry':
      return `IBANs from ${problem.params.country} are not supported.`;
    case 'ibanLength': {
      const { country, expected, actual } = problem.params;
      return `An IBAN from ${country} has ${expected} characters; this one has ${actual}.`;
    }
    case 'ibanBban':
      return `This is not an IBAN from ${problem.params.country}: the account part does not follow that country's format.`;
    case 'ibanChecksum':
      return 'This IBAN is not valid: its check digits do not match. Check for a typo.';
    case 'abaEmpty':
      return 'Enter the routing number.';
    case 'abaLength':
      return 'A routing number has exactly 9 digits.';
    case 'abaChecksum':
      return 'This routing number is not valid: its check digit does not match.';
    case 'bicEmpty':
      return 'Enter the SWIFT/BIC code.';
    case 'bicShape':
      return 'A SWIFT/BIC code has 8 or 11 characters: bank (4 letters), country (2 letters), location, branch.';
    case 'bicCountry':
      return `This SWIFT/BIC code names no country: ${problem.params.country} is not a country code.`;
    case 'accountEmpty':
      return 'Enter the account number.';
    case 'accountDigits':
      return 'An account number has 4 to 17 digits.';
    case 'addressEmpty':
      return 'Enter the destination address.';
    case 'addressSpaces':
      return 'An address has no spaces.';
    case 'addressShort':
      return 'This address is too short.';
    case 'addressFormat':
      return `This is not a valid ${problem.params.chain} address: expected ${FORMAT_HINT[problem.params.format]}.`;
    case 'addressFormatAnyChain':
      return `This is not a valid address for this network: expected ${FORMAT_HINT[problem.params.format]}.`;
    case 'addressChecksum':
      return "This address has a typo: its checksum doesn't match. Copy it again from where you got it.";
    case 'memoTag':
      return 'A destination tag is a number up to 4294967295.';
    case 'memoLength':
      return 'A memo has at most 256 characters.';
  }
}

/** The sentence for a rule's answer, or null when the value passed. */
export function ruleError(problem: RuleProblem | null): string | null {
  return problem ? ruleSentence(problem) : null;
}
