/**
 * One labelled field for every form: a visible name above the box on every platform, the box
 * itself (telegram-ui's Input), and a hint or an error under it. A choice from a list is a
 * ListPicker (a row opening a sheet), never a native <select>.
 *
 * Why not telegram-ui's `header`: it draws the name only on its "base" platform, so under the iOS
 * root (Telegram on iPhone) forms were a stack of blank boxes. Here the name is our own <label>,
 * tied to the control twice: `htmlFor` (a tap on the name focuses the box) and `aria-labelledby`
 * (telegram-ui wraps the control in a <label> of its own, which would otherwise compete). An
 * explicit `aria-label` wins (keep it a superset of the visible name).
 *
 * Usage — any <input> attribute passes through to the control:
 *
 *   <TextField label="Email" type="email" value={v} onChange={(e) => set(e.target.value)}
 *              error={errors.email} hint="We send receipts here." />
 *
 * `error` (a sentence) turns the box red, is announced, and replaces the hint while shown.
 */
import { Input } from '@telegram-apps/telegram-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import './field.css';

export interface FieldFrameProps {
  /** The visible name of the field. Required: every field has one. */
  label: ReactNode;
  /** A precise sentence about what is wrong; the box turns red while it is set. */
  error?: string | null | undefined;
  /** Help under the box, shown while there is no error. */
  hint?: ReactNode;
  /** Right of the label, e.g. "Optional". */
  aside?: ReactNode;
}

type InputProps = Omit<ComponentProps<typeof Input>, 'header'>;

export type TextFieldProps = FieldFrameProps & InputProps;

/** Ids shared by the label, the control and the note under it. */
function useFieldIds(id: string | undefined, error: FieldFrameProps['error'], hint: ReactNode) {
  const auto = useId();
  const controlId = id ?? `f${auto}`;
  const labelId = `${controlId}-label`;
  const noteId = `${controlId}-note`;
  const hasNote = !!error || (hint !== undefined && hint !== null && hint !== false);
  return { controlId, labelId, noteId, hasNote };
}

function Frame({
  controlId,
  labelId,
  noteId,
  hasNote,
  label,
  aside,
  error,
  hint,
  children,
}: FieldFrameProps & ReturnType<typeof useFieldIds> & { children: ReactNode }) {
  return (
    <div className="ui-field" data-invalid={error ? 'true' : undefined}>
      <div className="ui-field__head">
        <label className="ui-field__label" id={labelId} htmlFor={controlId}>
          {label}
        </label>
        {aside ? <span className="ui-field__aside">{aside}</span> : null}
      </div>
      {children}
      {hasNote && (
        <p
          id={noteId}
          className={error ? 'ui-field__note ui-field__note--error' : 'ui-field__note'}
          role={error ? 'alert' : undefined}
        >
          {error || hint}
        </p>
      )}
    </div>
  );
}

export function TextField({ label, error, hint, aside, id, status, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, error, hint);
  return (
    <Frame {...ids} label={label} error={error} hint={hint} aside={aside}>
      <Input
        {...input}
        id={ids.controlId}
        aria-labelledby={input['aria-label'] ? undefined : ids.labelId}
        aria-invalid={error ? true : input['aria-invalid']}
        aria-describedby={ids.hasNote ? ids.noteId : input['aria-describedby']}
        status={error ? 'error' : status}
      />
    </Frame>
  );
}
