/**
 * A choice from a list, the way Telegram's own apps ask for one: a row showing the current choice
 * (icon, name, a detail such as the balance) that opens a sheet of rows to pick from — instead of
 * a native <select>, which shows no icons or balances and looks foreign inside Telegram. Picking
 * closes the sheet; the sheet's close button, a swipe or Telegram's BackButton keep the choice.
 *
 *   <ListPicker name="from_currency" label="You pay with" value={id} onChange={setId}
 *     options={holdings.map((h) => ({ value: h.id, title: h.symbol, icon: <CurrencyIcon …/> }))} />
 *
 * The row is a <button name value> (tests and forms find it by name); each option in the sheet is
 * a button with `data-value`, the current one marked `aria-current`.
 */
import { Cell, Input, Section } from '@telegram-apps/telegram-ui';
import { type CSSProperties, type ReactNode, useId, useState } from 'react';
import { t } from '../i18n';
import { LineIcon } from './LineIcon';
import { Sheet } from './Sheet';
import './field.css';

// Inline (this widget loads with the screens that use it, not in the first screen's stylesheet).
/** A button drawn as a telegram-ui cell: the cell's look, none of the button's (also for other
 * lists of choices, e.g. a chooser sheet). */
export const CELL_BUTTON: CSSProperties = {
  width: '100%',
  textAlign: 'start',
  font: 'inherit',
  border: 0,
  background: 'transparent',
  color: 'inherit',
};
const AFTER: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
  whiteSpace: 'nowrap',
  color: 'var(--tgui--hint_color)',
};
const CHECK: CSSProperties = { display: 'inline-block', width: 20, color: 'var(--tgui--link_color)' };

export interface PickerOption {
  value: string;
  /** The option in words (a currency, a wallet, a person). */
  title: string;
  /** A second line (a network, a bank account, a balance). */
  subtitle?: ReactNode;
  /** An icon before the title (currency, network, avatar). */
  icon?: ReactNode;
  /** Right of the title, e.g. the balance held. */
  after?: ReactNode;
  /** The heading of the part of the list it belongs to ("Your accounts", "Recipients"). */
  group?: string;
  /** More words the search finds it by (a calling code, an ISO code), besides its title. */
  keywords?: string;
}

/** Case- and accent-blind, so "reunion" finds "Réunion" and "TÜRK" finds "Türkiye". */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** The options whose title or keywords hold every word of the query. */
function matching(options: readonly PickerOption[], query: string): readonly PickerOption[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return options;
  return options.filter((o) => {
    const text = fold(`${o.title} ${o.keywords ?? ''}`);
    return words.every((w) => text.includes(w));
  });
}

/** Options in runs by group, in the order groups first appear (one run when none has a group). */
function grouped(options: readonly PickerOption[]): { group: string | undefined; items: PickerOption[] }[] {
  const runs: { group: string | undefined; items: PickerOption[] }[] = [];
  for (const o of options) {
    const run = runs.find((r) => r.group === o.group);
    if (run) run.items.push(o);
    else runs.push({ group: o.group, items: [o] });
  }
  return runs;
}

export interface ListPickerProps {
  /** The form name (the row is `<button name>`); also how tests find it. */
  name: string;
  /** What is being chosen ("Currency", "Recipient"): above the row and the sheet's title. */
  label: string;
  value: string | null;
  options: readonly PickerOption[];
  onChange: (value: string) => void;
  /** Shown in the row while nothing is chosen ("Choose a currency", "Loading…"). */
  placeholder: string;
  /** The sheet's title when it should differ from the label ("Pay with which currency?"). */
  sheetTitle?: string;
  disabled?: boolean;
  /** A sentence under the row while something is wrong. */
  error?: string | null;
  /** Shown in the sheet when there is nothing to choose. */
  emptyText?: string;
  /** More in the sheet after the options (e.g. "Add a recipient"); gets a way to close it. */
  extra?: (close: () => void) => ReactNode;
  /** A search box atop the sheet, for lists too long to scroll through (countries). */
  searchable?: boolean;
}

function Check() {
  return <LineIcon style={CHECK} d="M5 12.5l4.5 4.5L19 7.5" stroke={2.4} size={20} />;
}

export function ListPicker({
  name,
  label,
  value,
  options,
  onChange,
  placeholder,
  sheetTitle,
  disabled = false,
  error = null,
  emptyText,
  extra,
  searchable = false,
}: ListPickerProps) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  // Mounted from the first open on, so closing plays the sheet's animation instead of vanishing.
  const [used, setUsed] = useState(false);
  const noteId = useId();
  const chosen = options.find((o) => o.value === value) ?? null;
  const close = () => setOpen(false);
  const shown = searchable ? matching(options, query) : options;
  return (
    <>
      <Cell
        Component="button"
        type="button"
        style={CELL_BUTTON}
        multiline
        name={name}
        value={value ?? ''}
        disabled={disabled}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? noteId : undefined}
        subhead={label}
        before={chosen?.icon}
        subtitle={chosen?.subtitle}
        after={
          <span style={AFTER}>
            {chosen?.after}
            {/* The app's row arrow, a mirrored character: it points the other way right to left. */}
            <span>›</span>
          </span>
        }
        onClick={() => {
          setUsed(true);
          setQuery('');
          setOpen(true);
        }}
      >
        {chosen?.title ?? <span style={{ color: 'var(--tgui--hint_color)' }}>{placeholder}</span>}
      </Cell>
      {error && (
        <p id={noteId} className="ui-field__note ui-field__note--error" role="alert">
          {error}
        </p>
      )}
      {used && (
        <Sheet open={open} onOpenChange={(o) => !o && close()} title={sheetTitle ?? label}>
          {searchable && (
            <Input
              type="search"
              name={`${name}_search`}
              aria-label={t('ui.picker.search')}
              placeholder={t('ui.picker.search')}
              autoComplete="off"
              enterKeyHint="search"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          )}
          {shown.length > 0 ? (
            grouped(shown).map((run) => (
              <Section key={run.group ?? ''} header={run.group}>
                {run.items.map((o) => {
                  const current = o.value === value;
                  return (
                    <Cell
                      key={o.value}
                      Component="button"
                      type="button"
                      className="ui-picker__option"
                      style={CELL_BUTTON}
                      data-value={o.value}
                      aria-current={current ? 'true' : undefined}
                      before={o.icon}
                      subtitle={o.subtitle}
                      after={
                        <span style={AFTER}>
                          {o.after}
                          {current ? <Check /> : <span style={CHECK} />}
                        </span>
                      }
                      onClick={() => {
                        close();
                        if (!current) onChange(o.value);
                      }}
                    >
                      {o.title}
                    </Cell>
                  );
                })}
              </Section>
            ))
          ) : options.length > 0 ? (
            <p className="ui-field__note">{t('ui.picker.noMatch', { query: query.trim() })}</p>
          ) : (
            emptyText && <p className="ui-field__note">{emptyText}</p>
          )}
          {extra?.(close)}
        </Sheet>
      )}
    </>
  );
}
