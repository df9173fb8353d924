import { isApiError } from '../../api/errors';

/**
 * A key form's errors after the platform refused it: under each field it names (a 422's
 * `fields`), or its sentence under the form when it names none; any other failure, `fallback`.
 */
export function refusalErrors(err: unknown, fallback: string): Record<string, string | undefined> {
  if (!isApiError(err)) return { form: fallback };
  return { ...err.fields, form: Object.keys(err.fields).length ? undefined : err.message };
}
