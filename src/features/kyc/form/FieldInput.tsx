import { Cell, Checkbox, Radio } from '@telegram-apps/telegram-ui';
import { type ReactNode, useId } from 'react';
import type { FormField } from '../../../api/types/kyc';
import { t } from '../../../i18n';
import type { FieldAnswer } from '../../../shared/form-rules';
import { TextField } from '../../../ui/Field';
import { ListPicker } from '../../../ui/ListPicker';
import { FileInput } from './FileInput';

export interface FieldInputProps {
  field: FormField;
  /** The answer's path (`address.city`): the control's name, how tests and errors find it. */
  path: string;
  value: FieldAnswer;
  onChange: (value: FieldAnswer) => void;
  /** Leaving the field: its error shows from then on. */
  onBlur: () => void;
  error: string | null;
  /** The field's name in words: the platform's label (marked by the form) or ours. */
  label: ReactNode;
}

/** One FormField, drawn for its type, with its error next to it. */
export function FieldInput({ field, path, value, onChange, onBlur, error, label }: FieldInputProps) {
  const noteId = useId();
  const text = typeof value === 'string' ? value : '';
  const aside = field.required ? undefined : t('kycforms.optional');
  const options = field.options ?? [];

  switch (field.type) {
    case 'text':
    case 'email':
    case 'password':
    case 'date':
    case 'number':
      return (
        <TextField
          label={label}
          aside={aside}
          name={path}
          // The native input per type (a phone's date picker, email keyboard); a number is text.
          type={field.type === 'number' ? undefined : field.type}
          // Numbers as text with the decimal keypad: a number input drops what it cannot parse.
          inputMode={field.type === 'number' ? 'decimal' : field.type === 'email' ? 'email' : undefined}
          autoComplete={field.type === 'password' ? 'off' : undefined}
          placeholder={field.placeholder}
          value={text}
          min={field.type === 'number' ? field.validation?.min : undefined}
          max={field.type === 'number' ? field.validation?.max : undefined}
          maxLength={field.validation?.maxLength}
          required={field.required}
          dir={field.type === 'email' || field.type === 'number' || field.type === 'date' ? 'ltr' : 'auto'}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          error={error}
        />
      );
    case 'textarea':
      return (
        <Labeled label={label} aside={aside} error={error} noteId={noteId} controlId={`${noteId}-c`}>
          {/* Our own box (form.css), drawn like telegram-ui's inputs: its Textarea and Switch would
              keep their CSS in every first screen's stylesheet. */}
          <textarea
            id={`${noteId}-c`}
            className="kyc-form__textarea"
            name={path}
            rows={field.rows ?? 3}
            placeholder={field.placeholder}
            value={text}
            maxLength={field.validation?.maxLength}
            required={field.required}
            dir="auto"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? noteId : undefined}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
          />
        </Labeled>
      );
    case 'select':
      return (
        <ListPicker
          name={path}
          label={typeof label === 'string' ? label : field.label}
          value={text || null}
          options={options.map((o) => ({ value: String(o.value), title: o.label }))}
          onChange={(v) => {
            onChange(v);
            onBlur();
          }}
          placeholder={field.placeholder ?? t('kycforms.choose')}
          searchable={options.length > 8}
          error={error}
        />
      );
    case 'radio':
    case 'checkbox':
      if (field.type === 'checkbox' && options.length === 0)
        return (
          <Choices noteId={noteId} error={error}>
            <Cell
              Component="label"
              multiline
              before={
                <Checkbox
                  name={path}
                  checked={value === true}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? noteId : undefined}
                  onChange={(e) => {
                    onChange(e.target.checked);
                    onBlur();
                  }}
                />
              }
            >
              {label}
            </Cell>
          </Choices>
        );
      return (
        <Choices legend={label} aside={aside} noteId={noteId} error={error}>
          {options.map((o) => {
            const v = String(o.value);
            const chosen = Array.isArray(value) ? value.includes(v) : text === v;
            const Control = field.type === 'radio' ? Radio : Checkbox;
            return (
              <Cell
                key={v}
                Component="label"
                multiline
                before={
                  <Control
                    name={path}
                    value={v}
                    checked={chosen}
                    onChange={() => {
                      if (field.type === 'radio') onChange(v);
                      else {
                        const list = Array.isArray(value) ? value : [];
                        onChange(chosen ? list.filter((x) => x !== v) : [...list, v]);
                      }
                      onBlur();
                    }}
                  />
                }
              >
                <bdi dir="auto">{o.label}</bdi>
              </Cell>
            );
          })}
        </Choices>
      );
    case 'switch':
      return (
        <Choices noteId={noteId} error={error}>
          <Cell
            Component="label"
            multiline
            after={
              <input
                type="checkbox"
                role="switch"
                className="kyc-form__switch"
                name={path}
                aria-labelledby={`${noteId}-text`}
                aria-checked={value === true}
                checked={value === true}
                onChange={(e) => {
                  onChange(e.target.checked);
                  onBlur();
                }}
              />
            }
          >
            <span id={`${noteId}-text`}>{label}</span>
          </Cell>
        </Choices>
      );
    case 'file':
      return (
        <FileInput
          field={field}
          path={path}
          label={label}
          aside={aside}
          value={text}
          onChange={(v) => {
            onChange(v);
            onBlur();
          }}
          error={error}
        />
      );
  }
}

/** A control under our own visible label, its note under it (the ui/Field look). */
function Labeled(props: {
  label: ReactNode;
  aside?: string;
  error: string | null;
  noteId: string;
  controlId: string;
  children: ReactNode;
}) {
  return (
    <div className="ui-field" data-invalid={props.error ? 'true' : undefined}>
      <div className="ui-field__head">
        <label className="ui-field__label" htmlFor={props.controlId}>
          {props.label}
        </label>
        {props.aside ? <span className="ui-field__aside">{props.aside}</span> : null}
      </div>
      {props.children}
      <Note id={props.noteId} error={props.error} />
    </div>
  );
}

/** A set of choices (radio, checkboxes, a switch) named by its legend, its error under it. */
function Choices(props: {
  legend?: ReactNode;
  aside?: string;
  error: string | null;
  noteId: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      className="kyc-form__choices ui-field"
      data-invalid={props.error ? 'true' : undefined}
      aria-describedby={props.error ? props.noteId : undefined}
    >
      {props.legend ? (
        <legend className="ui-field__head">
          <span className="ui-field__label">{props.legend}</span>
          {props.aside ? <span className="ui-field__aside"> · {props.aside}</span> : null}
        </legend>
      ) : null}
      {props.children}
      <Note id={props.noteId} error={props.error} />
    </fieldset>
  );
}

function Note({ id, error }: { id: string; error: string | null }) {
  if (!error) return null;
  return (
    <p id={id} className="ui-field__note ui-field__note--error" role="alert">
      {error}
    </p>
  );
}
