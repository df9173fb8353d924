import { describe, expect, it } from 'vitest';
import { ruleSentence } from '../../sandbox/server/rule-sentences';
import { ruleMessage } from '../../src/lib/rule-message';
import { addressError, addressFormatForChain, memoError } from '../../src/shared/address-rules';

describe('blockchain addresses', () => {
  it('Bitcoin: bech32, bech32m (taproot) and legacy base58check, checksums verified', () => {
    expect(addressError('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'bech32')).toBeNull();
    expect(
      addressError('bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297', 'bech32'),
    ).toBeNull();
    expect(addressError('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'bech32')).toBeNull();
    expect(addressError('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'bech32')).toBeNull();
    expect(addressError('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'bech32')).not.toBeNull();
    expect(addressError('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', 'bech32')).not.toBeNull();
  });

  it('EVM: 0x + 40 hex', () => {
    expect(addressError('0x000000000000000000000000000000000000dEaD', 'evm')).toBeNull();
    expect(addressError('0x00000000000000000000000000000000000dEaD', 'evm', 'Ethereum')).toEqual({
      code: 'addressFormat',
      params: { chain: 'Ethereum', format: 'evm' },
    });
    expect(ruleMessage(addressError('0x00000000000000000000000000000000000dEaD', 'evm', 'Ethereum'))).toBe(
      'This is not a valid Ethereum address: expected an address of 0x followed by 40 hex characters.',
    );
    expect(addressError('0xZZ0000000000000000000000000000000000dEaD', 'evm')).not.toBeNull();
  });

  it('Tron: base58check with version 0x41', () => {
    expect(addressError('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'tron')).toBeNull();
    expect(addressError('T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb', 'tron')).toBeNull();
    expect(addressError('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'tron')).not.toBeNull();
    expect(addressError('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'tron')).not.toBeNull();
  });

  it('Solana: base58 of 32 bytes; XRP: r… base58check in the XRP alphabet', () => {
    expect(addressError('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', 'solana')).toBeNull();
    expect(addressError('EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTD', 'solana')).not.toBeNull();
    expect(addressError('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', 'xrp')).toBeNull();
    expect(addressError('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTi', 'xrp')).not.toBeNull();
  });

  it('maps chains to formats and checks XRP destination tags', () => {
    expect(addressFormatForChain({ name: 'Ethereum', symbol: 'ETH' })).toBe('evm');
    expect(addressFormatForChain({ name: 'Tron', symbol: 'TRX' })).toBe('tron');
    expect(addressFormatForChain({ name: 'Bitcoin', symbol: 'BTC' })).toBe('bech32');
    expect(memoError('123456', 'xrp')).toBeNull();
    expect(memoError('12ab', 'xrp')).toEqual({ code: 'memoTag' });
    expect(memoError('99999999999', 'xrp')).toEqual({ code: 'memoTag' });
    expect(memoError('x'.repeat(257), 'evm')).toEqual({ code: 'memoLength' });
  });

  it('EVM: a mixed-case address must carry a valid EIP-55 checksum', () => {
    // The EIP-55 reference vectors.
    for (const a of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(addressError(a, 'evm')).toBeNull();
    }
    // One letter's case flipped: the kind of change a bad copy or a tampered clipboard makes.
    expect(addressError('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'evm', 'Ethereum')).toEqual({
      code: 'addressChecksum',
    });
    expect(ruleMessage(addressError('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'evm', 'Ethereum'))).toBe(
      "This address has a typo: its checksum doesn't match. Copy it again from where you got it.",
    );
    // Single-case forms carry no checksum and are accepted.
    expect(addressError('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', 'evm')).toBeNull();
    expect(addressError('0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED', 'evm')).toBeNull();
  });

  it('Bitcoin segwit: version 0 with a bech32m checksum (or taproot with bech32) is refused', () => {
    // BIP-350 invalid vectors: wrong checksum algorithm for the witness version.
    expect(
      addressError('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'bech32'),
    ).not.toBeNull();
    expect(
      addressError('BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL', 'bech32'),
    ).not.toBeNull();
    expect(addressError('bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs', 'bech32')).toBeNull();
  });

  it('an input of the right shape whose checksum fails is a typo, not a wrong format (issue 20 #9)', () => {
    const typo = { code: 'addressChecksum' };
    // One character changed in a valid address of each checksummed format.
    expect(addressError('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'tron', 'Tron')).toEqual(typo);
    expect(addressError('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTi', 'xrp', 'XRP Ledger')).toEqual(typo);
    expect(addressError('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN3', 'bech32', 'Bitcoin')).toEqual(typo);
    expect(addressError('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'bech32', 'Bitcoin')).toEqual(typo);
    // The wrong checksum algorithm for the witness version (BIP-350) is a mangled address too.
    expect(
      addressError('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'bech32', 'Bitcoin'),
    ).toEqual(typo);
    expect(ruleMessage(addressError('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'tron', 'Tron'))).toBe(
      "This address has a typo: its checksum doesn't match. Copy it again from where you got it.",
    );
    // The wrong shape still gets the format sentence: prefix, length, alphabet or version byte.
    const format = (a: string, f: 'tron' | 'xrp' | 'bech32', chain: string) =>
      expect(addressError(a, f, chain)).toMatchObject({ code: 'addressFormat' });
    format('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6', 'tron', 'Tron'); // 33 characters
    format('XR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'tron', 'Tron'); // not T…
    format('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60', 'tron', 'Tron'); // 0 is not base58
    format('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'tron', 'Tron'); // a Bitcoin address
    format('rHb9CJAWyB4rj91VRWn96Dkuk', 'xrp', 'XRP Ledger'); // too short for 25 bytes
    format('bc1qnope', 'bech32', 'Bitcoin');
    format('xyz1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'bech32', 'Bitcoin');
    expect(ruleMessage(addressError('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6', 'tron', 'Tron'))).toBe(
      'This is not a valid Tron address: expected a Tron address starting with T (34 characters).',
    );
  });

  it('the app words each answer from the catalogue, the sandbox in its own English, and both agree', () => {
    const answers = [
      addressError('', 'evm'),
      addressError('0x 1', 'evm'),
      addressError('abc', null),
      addressError('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'tron', 'Tron'),
      addressError('0xabc', 'evm'),
      addressError('bc1qnope', 'bech32', 'Bitcoin'),
      addressError('nope', 'solana'),
      addressError('nope', 'xrp'),
      addressError('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', 'evm', 'Ethereum'),
      addressError('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'tron'),
      memoError('12ab', 'xrp'),
      memoError('x'.repeat(257), 'evm'),
    ];
    for (const problem of answers) {
      expect(problem).not.toBeNull();
      expect(ruleMessage(problem!)).toBe(ruleSentence(problem!));
    }
    expect(ruleMessage(addressError('nope', 'xrp'))).toBe(
      'This is not a valid address for this network: expected an XRP address starting with r.',
    );
  });
});
