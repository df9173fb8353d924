import type { FormNode } from '../../src/contract/kyc.ts';
import { type FieldAnswer, type FormProblem, fieldProblem } from '../../src/shared/form-rules.ts';
import { formFields } from './forms.ts';

/**
 * A rail form's answers as the platform checks them: each field's answer is read from the entity
 * by its path (`address.city`, `beneficial_owners[].email`) and checked with the shared rules.
 * `only`: check just the paths a PATCH sends (a PATCH may answer part of a form); without it every
 * field is checked (submitting the rail needs the whole form).
 */
export function formRefusals(
  nodes: FormNode[],
  entity: Record<string, unknown>,
  only?: (path: string) => boolean,
): Record<string, string> {
  const refusals: Record<string, string> = {};
  for (const { path, field } of formFields(nodes)) {
    for (const [at, value] of valuesAt(entity, path)) {
      if (only && !only(at)) continue;
      const problem = fieldProblem(field, asAnswer(value));
      if (problem) refusals[at] = sentence(problem, field.label);
    }
  }
  return refusals;
}

/** The values at a path, with their concrete paths (`[]` walks every item of a list). */
function valuesAt(root: unknown, path: string): [string, unknown][] {
  let found: [string, unknown][] = [['', root]];
  for (const part of path.split('.')) {
    const list = part.endsWith('[]');
    const key = list ? part.slice(0, -2) : part;
    found = found.flatMap(([at, v]) => {
      const next = v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
      const here = at ? `${at}.${key}` : key;
      if (!list) return [[here, next] as [string, unknown]];
      return Array.isArray(next) ? next.map((item, i) => [`${here}.${i}`, item] as [string, unknown]) : [];
    });
  }
  return found;
}

function asAnswer(value: unknown): FieldAnswer {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(String);
  return undefined;
}

/** The platform's English for what is wrong with one answer. */
function sentence(problem: FormProblem, label: string): string {
  switch (problem.code) {
    case 'required':
      return `${label}: this answer is required.`;
    case 'mustAccept':
      return `${label}: this must be confirmed.`;
    case 'email':
      return `${label}: enter a valid email address.`;
    case 'number':
      return `${label}: enter a number.`;
    case 'date':
      return `${label}: enter a date as YYYY-MM-DD.`;
    case 'option':
      return `${label}: choose one of the options offered.`;
    case 'file':
      return `${label}: upload the file through POST /storage/kyc and send its fullPath.`;
    case 'pattern':
      return problem.params.message ?? `${label}: the format is not valid.`;
    case 'minLength':
      return `${label}: at least ${problem.params.limit} characters.`;
    case 'maxLength':
      return `${label}: at most ${problem.params.limit} characters.`;
    case 'min':
      return `${label}: at least ${problem.params.limit}.`;
    case 'max':
      return `${label}: at most ${problem.params.limit}.`;
  }
}
