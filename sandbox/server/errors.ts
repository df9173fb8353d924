import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The sandbox's error body. API.md leaves the platform's error shape "not shown"; we chose the
 * common NestJS-style body a real platform of this kind sends, which a generic consumer reads:
 *   { statusCode, message, error, errors?: { field: message } }
 */
export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
  /** Machine-readable reason the client acts on (OTP_REQUIRED, KYC_REQUIRED, …). */
  code?: string;
  errors?: Record<string, string>;
}

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
  const body: ErrorBody = { statusCode: status, message, error: NAMES[status] ?? 'Error' };
  if (code) body.code = code;
  if (fields) body.errors = fields;
  return c.json(body, status as ContentfulStatusCode);
}
