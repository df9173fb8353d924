import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as z from 'zod';
import type { ErrorBody as ErrorBodySchema } from '../../src/contract/errors.ts';

/**
 * The sandbox's error body: src/contract/errors.ts (API.md leaves the platform's "not shown"; we
 * chose the common NestJS-style body a real platform of this kind sends).
 */
type ErrorBody = z.input<typeof ErrorBodySchema>;

const NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  419: 'Verification Expired',
  422: 'Unprocessable Entity',
  423: 'Locked',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
};

export class SandboxError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** A refusal the client must act on, named by a code in the body (e.g. 403 KYC_REQUIRED). */
export function failCoded(status: number, code: string, message: string): never {
  throw new SandboxError(status, message, undefined, code);
}

/** Throw from any handler; the app's onError turns it into the JSON error body. */
export function fail(status: number, message: string, fields?: Record<string, string>): never {
  throw new SandboxError(status, message, fields);
}

/** 422 naming one field: the precise message bad input deserves. */
export function invalid(field: string, message: string): never {
  throw new SandboxError(422, message, { [field]: message });
}

export function errorResponse(
  c: Context,
  status: number,
  message: string,
  fields?: Record<string, string>,
  code?: string,
) {
  return c.json(errorBody(status, message, fields, code), status as ContentfulStatusCode);
}

/** The platform's error body (API.md §1.6) for a status and its sentence. */
export function errorBody(
  status: number,
  message: string,
  fields?: Record<string, string>,
  code?: string,
): ErrorBody {
  const body: ErrorBody = { statusCode: status, message, error: NAMES[status] ?? 'Error' };
  if (code) body.code = code;
  if (fields) body.errors = fields;
  return body;
}
