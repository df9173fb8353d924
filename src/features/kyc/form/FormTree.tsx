import { Button, Section } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import type { FormField, FormNode } from '../../../api/types/kyc';
import { t } from '../../../i18n';
import type { FieldAnswer } from '../../../shared/form-rules';
import { FieldInput } from './FieldInput';
import { type Answers, countKey, entries, ordered } from './form-model';

export interface FormTreeProps {
  nodes: FormNode[];
  answers: Answers;
  onChange: (path: string, value: FieldAnswer) => void;
  onBlur: (path: string) => void;
  /** The sentence to show under each field that has one, by path. */
  errors: Record<string, string>;
  /** A field's or group's name in words (the platform's label, marked; or ours). */
  text: (label: string) => ReactNode;
}

/**
 * A FormNode tree on screen: each group a section under its label, an `isArray` group one block
 * per entry with add and remove, each field drawn for its type (FieldInput).
 */
export function FormTree(props: FormTreeProps) {
  return <>{renderNodes(props, props.nodes, '', true)}</>;
}

function renderNodes(p: FormTreeProps, nodes: FormNode[], prefix: string, top: boolean): ReactNode[] {
  const loose: FormNode[] = [];
  const out: ReactNode[] = [];
  const flush = () => {
    if (loose.length === 0) return;
    const fields = loose.splice(0).map((n) => renderField(p, n.field!, prefix));
    // Fields straight under the root need a section of their own; inside a group they are its.
    out.push(top ? <Section key={`s-${out.length}`}>{fields}</Section> : fields);
  };
  for (const n of ordered(nodes)) {
    if (n.field) loose.push(n);
    else if (n.group) {
      flush();
      out.push(renderGroup(p, n.group, prefix, out.length));
    }
  }
  flush();
  return out;
}

function renderField(p: FormTreeProps, field: FormField, prefix: string) {
  const path = `${prefix}${field.name}`;
  return (
    <FieldInput
      key={path}
      field={field}
      path={path}
      value={p.answers[path]}
      onChange={(v) => p.onChange(path, v)}
      onBlur={() => p.onBlur(path)}
      error={p.errors[path] ?? null}
      label={p.text(field.label)}
    />
  );
}

function renderGroup(p: FormTreeProps, g: NonNullable<FormNode['group']>, prefix: string, at: number) {
  const base = g.name ? `${prefix}${g.name}` : null;
  if (!base || !g.isArray)
    return (
      <Section key={`g-${at}`} header={<Section.Header>{p.text(g.label)}</Section.Header>}>
        {renderNodes(p, g.fields, base ? `${base}.` : prefix, false)}
      </Section>
    );
  const list = entries(p.answers, base);
  return (
    <div key={`g-${at}`} className="kyc-form__list">
      {list.map((i) => (
        <Section
          key={i}
          header={
            <>
              {p.text(g.label)} · {t('kycforms.array.entry', { n: i + 1 })}
            </>
          }
        >
          {renderNodes(p, g.fields, `${base}.${i}.`, false)}
          {list.length > 1 && i === list.length - 1 ? (
            <div className="kyc-actions">
              <Button
                size="m"
                mode="plain"
                onClick={() => p.onChange(countKey(base), String(list.length - 1))}
              >
                {t('kycforms.array.remove', { n: i + 1 })}
              </Button>
            </div>
          ) : null}
        </Section>
      ))}
      <div className="kyc-actions">
        <Button size="m" mode="bezeled" onClick={() => p.onChange(countKey(base), String(list.length + 1))}>
          {t('kycforms.array.add')}
        </Button>
      </div>
    </div>
  );
}
