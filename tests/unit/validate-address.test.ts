import { describe, expect, it } from 'vitest';
import * as sandboxRules from '../../sandbox/counterparties/address-rules';
import { addressError, addressFormatForChain, memoError } from '../../src/lib/validate-address';

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
    expect(addressError('0x00000000000000000000000000000000000dEaD', 'evm', 'Ethereum')).toBe(
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
    expect(memoError('12ab', 'xrp')).toMatch(/number/);
    expect(memoError('99999999999', 'xrp')).toMatch(/number/);
  });

  it('the sandbox copy agrees with the client', () => {
    for (const [a, f] of [
      ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', 'tron'],
      ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'bech32'],
      ['0x12', 'evm'],
    ] as const) {
      expect(sandboxRules.addressError(a, f)).toBe(addressError(a, f));
    }
  });
});
