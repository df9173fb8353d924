import type { FormField, FormNode, KycEntity, KycEntityPatch } from '../../../api/types/kyc';
import { type FieldAnswer, type FormProblem, fieldProblem } from '../../../shared/form-rules';

/**
 * A FormNode tree read as the platform means it (see sandbox/kyc/forms.ts for the choice written
 * down): a field's `name` is a KycEntity key, a named group a nested entity object, an `isArray`
 * group a list of them (`beneficial_owners.0.email`), an unnamed group only a heading. Answers are
 * kept flat by path while the user types; `toPatch` builds the PATCH body from them.
 */
export type Answers = Record<string, FieldAnswer>;

/** Where an array group keeps how many entries the user has (a draft key, not an entity field). */
export const countKey = (groupPath: string) => `${groupPath}#count`;

/** Every field with its path, walking array groups for the entries the answers have. */
export function fieldsOf(
  nodes: FormNode[],
  answers: Answers,
  prefix = '',
): { path: string; field: FormField }[] {
  return ordered(nodes).flatMap((n) => {
    if (n.field) return [{ path: `${prefix}${n.field.name}`, field: n.field }];
    const g = n.group;
    if (!g) return [];
    if (!g.name) return fieldsOf(g.fields, answers, prefix);
    const base = `${prefix}${g.name}`;
    if (!g.isArray) return fieldsOf(g.fields, answers, `${base}.`);
    return entries(answers, base).flatMap((i) => fieldsOf(g.fields, answers, `${base}.${i}.`));
  });
}

/** The entry indexes of an array group (at least one: a list starts with one entry to fill). */
export function entries(answers: Answers, groupPath: string): number[] {
  const n = Number(answers[countKey(groupPath)] ?? 1);
  return Array.from({ length: Number.isInteger(n) && n > 0 ? Math.min(n, 20) : 1 }, (_, i) => i);
}

/** Fields by `order` where the platform gives one, else as sent. */
export function ordered(nodes: FormNode[]): FormNode[] {
  return nodes
    .map((n, i) => ({ n, key: n.field?.order ?? i }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.n);
}

/** What is wrong with each answer, by path. */
export function problemsOf(nodes: FormNode[], answers: Answers): Record<string, FormProblem> {
  const out: Record<string, FormProblem> = {};
  for (const { path, field } of fieldsOf(nodes, answers)) {
    const p = fieldProblem(field, answers[path]);
    if (p) out[path] = p;
  }
  return out;
}

/** The answers the entity already holds (and the fields' own defaults), as the form keeps them. */
export function answersFrom(nodes: FormNode[], entity: KycEntity | undefined): Answers {
  const out: Answers = {};
  const source = (entity ?? {}) as Record<string, unknown>;
  const walk = (list: FormNode[], value: unknown, prefix: string) => {
    for (const n of list) {
      if (n.field) {
        const v = asAnswer(n.field, at(value, n.field.name) ?? n.field.value);
        if (v !== undefined) out[`${prefix}${n.field.name}`] = v;
      } else if (n.group?.name && n.group.isArray) {
        const items = at(value, n.group.name);
        const list2: unknown[] = Array.isArray(items) ? items : [];
        const base = `${prefix}${n.group.name}`;
        if (list2.length > 1) out[countKey(base)] = String(list2.length);
        for (const [i, item] of list2.entries()) walk(n.group.fields, item, `${base}.${i}.`);
      } else if (n.group?.name) {
        walk(n.group.fields, at(value, n.group.name), `${prefix}${n.group.name}.`);
      } else if (n.group) {
        walk(n.group.fields, value, prefix);
      }
    }
  };
  walk(nodes, source, '');
  return out;
}

/**
 * The PATCH body: each answer in its wire type under its entity key. A named group's object keeps
 * the entity's other keys (an address line the form does not ask stays); an empty answer is null.
 */
export function toPatch(nodes: FormNode[], answers: Answers, entity: KycEntity | undefined): KycEntityPatch {
  const build = (list: FormNode[], prefix: string, stored: unknown): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const n of list) {
      if (n.field) out[n.field.name] = toWire(n.field, answers[`${prefix}${n.field.name}`]);
      else if (n.group?.name && n.group.isArray) {
        const base = `${prefix}${n.group.name}`;
        const old = at(stored, n.group.name);
        out[n.group.name] = entries(answers, base).map((i) =>
          build(n.group!.fields, `${base}.${i}.`, Array.isArray(old) ? old[i] : undefined),
        );
      } else if (n.group?.name) {
        const kept = { ...(at(stored, n.group.name) as object | undefined) } as Record<string, unknown>;
        delete kept.country; // read-only, embedded by the platform
        out[n.group.name] = { ...kept, ...build(n.group.fields, `${prefix}${n.group.name}.`, kept) };
      } else if (n.group) Object.assign(out, build(n.group.fields, prefix, stored));
    }
    return out;
  };
  return build(nodes, '', entity) as KycEntityPatch;
}

function at(value: unknown, key: string): unknown {
  return value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
}

/** A stored value as the form keeps it: text, yes/no, or the chosen values of a multiple choice. */
function asAnswer(field: FormField, value: unknown): FieldAnswer {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'boolean') return value;
  if (field.type === 'switch' || (field.type === 'checkbox' && !field.options?.length))
    return value === true || value === 'true';
  return String(value);
}

/** An answer in its wire type: an option's own value (a number stays a number), yes/no, text. */
function toWire(field: FormField, answer: FieldAnswer): unknown {
  const option = (v: string) => field.options?.find((o) => String(o.value) === v)?.value ?? v;
  if (field.type === 'switch' || (field.type === 'checkbox' && !field.options?.length))
    return answer === true;
  if (field.type === 'checkbox') return Array.isArray(answer) ? answer.map(option) : [];
  const text = typeof answer === 'string' ? answer.trim() : '';
  if (text === '') return null;
  return field.type === 'select' || field.type === 'radio' ? option(text) : text;
}
