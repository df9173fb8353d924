import { SegmentedControl } from '@telegram-apps/telegram-ui';

/**
 * One of a few options, chosen on a segmented row (email or phone; a person or a business).
 * telegram-ui makes the row a tablist, so each option is a tab that says whether it is selected
 * (axe).
 */
export function ChoiceTabs<Option extends string>({
  options,
  value,
  onChange,
  labelOf,
  name,
}: {
  options: readonly Option[];
  value: Option;
  onChange: (option: Option) => void;
  labelOf: (option: Option) => string;
  /** The buttons' form name (each carries its option as its value). */
  name?: string;
}) {
  return (
    <SegmentedControl>
      {options.map((option) => (
        <SegmentedControl.Item
          key={option}
          type="button"
          role="tab"
          name={name}
          value={name === undefined ? undefined : option}
          selected={value === option}
          aria-selected={value === option}
          onClick={() => onChange(option)}
        >
          {labelOf(option)}
        </SegmentedControl.Item>
      ))}
    </SegmentedControl>
  );
}
