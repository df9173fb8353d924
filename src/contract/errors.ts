/**
 * The error body. API.md leaves the platform's error shape "not shown"; our platform (the sandbox)
 * sends the common NestJS-style body a generic consumer reads (src/api/errors.ts reads it and
 * several other shapes): `message` a sentence, `errors` the fields it names, `code` the reason a
 * client acts on (OTP_REQUIRED, KYC_REQUIRED, TELEGRAM_USER_NOT_FOUND, …).
 */
import * as z from 'zod';
import { int, str } from './wire.ts';

export const ErrorBody = z.strictObject({
  statusCode: int,
  message: str,
  error: str,
  /** Machine-readable reason the client acts on. */
  code: str.optional(),
  /** `{ field: message }` for the fields a 422 names. */
  errors: z.record(z.string(), str).optional(),
});
export type ErrorBody = z.output<typeof ErrorBody>;
