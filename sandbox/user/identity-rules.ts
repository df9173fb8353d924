import { invalid } from '../server/errors.ts';
import type { Body } from '../server/validate.ts';

/** Input rules for emails, phones, passwords and codes, shared by the auth and user modules. */

// Deliberately simple (a real server cannot validate deliverability anyway): one @, a dot in the domain.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function email(body: Body, field = 'email'): string {
  const value = body[field];
  if (value === undefined || value === null || value === '') invalid(field, 'Enter your email address.');
  if (typeof value !== 'string') invalid(field, `${field} must be a string.`);
  const trimmed = value.trim();
  if (trimmed.length > 254 || !EMAIL.test(trimmed)) {
    invalid(field, 'Enter a valid email address, like name@example.com.');
  }
  return trimmed.toLowerCase();
}

/** API.md §4: phones travel as digits only; anything else is a client bug worth a clear 422. */
export function phone(body: Body, field = 'phone'): string {
  const value = body[field];
  if (value === undefined || value === null || value === '') invalid(field, 'Enter your phone number.');
  if (typeof value !== 'string') invalid(field, `${field} must be a string of digits.`);
  if (!/^\d+$/.test(value))
    invalid(field, 'The phone number must contain digits only, with the country code.');
  if (value.length < 8 || value.length > 15) {
    invalid(field, 'The phone number must have 8 to 15 digits, including the country code.');
  }
  return value;
}

export function newPassword(body: Body, field = 'password'): string {
  const value = body[field];
  if (value === undefined || value === null || value === '') invalid(field, 'Enter a password.');
  if (typeof value !== 'string') invalid(field, `${field} must be a string.`);
  if (value.length < 8) invalid(field, 'The password must be at least 8 characters long.');
  if (value.length > 128) invalid(field, 'The password must be at most 128 characters long.');
  if (!/\p{L}/u.test(value) || !/\d/.test(value)) {
    invalid(field, 'The password must contain at least one letter and one digit.');
  }
  return value;
}

/** A password being checked (sign-in): only presence matters; rules apply at sign-up. */
export function givenPassword(body: Body, field = 'password'): string {
  const value = body[field];
  if (typeof value !== 'string' || value === '') invalid(field, 'Enter your password.');
  return value;
}

export function code(body: Body, field = 'token'): string {
  const value = body[field];
  if (value === undefined || value === null || value === '') invalid(field, 'Enter the 6-digit code.');
  if (typeof value !== 'string' || !/^\d{6}$/.test(value)) invalid(field, 'The code is 6 digits.');
  return value;
}
