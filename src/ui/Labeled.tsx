/**
 * telegram-ui's Input and Select draw their `header` (the field's visible name) only on the
 * "base" platform: on iOS and macOS Telegram the name vanished and a form showed bare boxes.
 * These drop-in replacements pass the header on as before and add the same text as a <label>
 * above the field, which CSS shows only under telegram-ui's iOS root (ui.css, .ui-ios-label).
 * CSS rather than a platform check: telegram-ui does not export its platform hook.
 */
import { Input, Select } from '@telegram-apps/telegram-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import './ui.css';

type InputProps = ComponentProps<typeof Input>;
type SelectProps = ComponentProps<typeof Select>;

function IosLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label className="ui-ios-label" htmlFor={htmlFor}>
      {children}
    </label>
  );
}

export function TextInput({ header, id, ...rest }: InputProps) {
  const auto = useId();
  if (!header) return <Input id={id} {...rest} />;
  const inputId = id ?? auto;
  return (
    <>
      <IosLabel htmlFor={inputId}>{header}</IosLabel>
      <Input header={header} id={inputId} {...rest} />
    </>
  );
}

export function SelectInput({ header, id, ...rest }: SelectProps) {
  const auto = useId();
  if (!header) return <Select id={id} {...rest} />;
  const selectId = id ?? auto;
  return (
    <>
      <IosLabel htmlFor={selectId}>{header}</IosLabel>
      <Select header={header} id={selectId} {...rest} />
    </>
  );
}
