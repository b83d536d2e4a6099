import { Select } from '@mantine/core';

/** The option that lifts the filter; never a value a list filters by. */
const ALL = '__all__';

interface FilterSelectProps {
  label: string;
  /** What "no filter" reads as: 'All companies', 'Everyone'. */
  allLabel: string;
  options: readonly (string | { value: string; label: string })[];
  /** The filter's value from the list state; undefined when the list is not filtered. */
  value: string | undefined;
  /** The filter's new value, or null to lift it (`list.setFilter`). */
  onChange: (value: string | null) => void;
  width?: number;
}

/** One list filter in a table's toolbar: a choice of values, the first lifting the filter. */
export function FilterSelect({ label, allLabel, options, value, onChange, width = 220 }: FilterSelectProps) {
  return (
    <Select
      label={label}
      data={[{ value: ALL, label: allLabel }, ...options]}
      value={value ?? ALL}
      onChange={(next) => onChange(!next || next === ALL ? null : next)}
      allowDeselect={false}
      w={{ base: '100%', xs: width }}
    />
  );
}
