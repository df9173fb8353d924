import './filter-chips.css';

/**
 * One row of mutually exclusive filter chips (a status, a type), scrolling sideways when it runs
 * past the edge. Each chip is a toggle button (`aria-pressed`) with a 44 px touch target.
 */
export interface FilterChipsProps<Id extends string> {
  /** The row's accessible name ("Status"). */
  label: string;
  options: readonly { id: Id; label: string }[];
  value: Id;
  onChange: (id: Id) => void;
}

export function FilterChips<Id extends string>({ label, options, value, onChange }: FilterChipsProps<Id>) {
  return (
    <fieldset className="ui-chips" aria-label={label}>
      {options.map((o) => (
        <button
          key={o.id}
          type="button"
          className="ui-chips__chip"
          aria-pressed={value === o.id}
          onClick={() => onChange(o.id)}
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}
