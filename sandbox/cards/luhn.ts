import { randomInt } from 'node:crypto';

/** The Luhn check digit that makes `partial` + digit a valid card number. */
export function luhnCheckDigit(partial: string): number {
  let sum = 0;
  // Walking from the right of the final number: the check digit is position 0, so partial's last
  // digit is position 1 and gets doubled.
  for (let i = 0; i < partial.length; i++) {
    let d = Number(partial[partial.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function isLuhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  return luhnCheckDigit(number.slice(0, -1)) === Number(number.at(-1));
}

/** A random 16-digit, Luhn-valid number for the brand (sandbox BIN ranges). */
export function cardNumberFor(brand: 'VISA' | 'MASTERCARD'): string {
  const prefix = brand === 'VISA' ? '4242' : `5${randomInt(1, 6)}55`;
  let partial = prefix;
  while (partial.length < 15) partial += String(randomInt(0, 10));
  return partial + luhnCheckDigit(partial);
}
