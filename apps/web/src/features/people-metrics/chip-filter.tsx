import { Chip, Group, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';

export interface ChipOption {
  value: string;
  label: string;
}

interface ChipFilterProps {
  label: string;
  options: readonly ChipOption[];
  /** The chosen values; null for All (every option, and any added later). */
  chosen: readonly string[] | null;
  onChange: (chosen: string[] | null) => void;
}

/**
 * Spec §2 People Metrics, Time Away: toggle chips with an All toggle. All selects every option
 * or none; each chip adds or removes its own. Choosing every chip one by one is All again.
 */
export function ChipFilter({ label, options, chosen, onChange }: ChipFilterProps) {
  const labelId = useId();
  const values = chosen ?? options.map((option) => option.value);
  const all =
    chosen === null || (options.length > 0 && options.every((option) => chosen.includes(option.value)));
  const choose = (next: string[]) => onChange(next.length === options.length ? null : next);
  return (
    <div role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500} mb={4}>
        {label}
      </Text>
      <Group gap={6}>
        <Chip size="xs" checked={all} onChange={() => onChange(all ? [] : null)}>
          <Trans>All</Trans>
        </Chip>
        <Chip.Group multiple value={[...values]} onChange={choose}>
          {options.map((option) => (
            <Chip key={option.value} size="xs" value={option.value} variant="outline">
              {option.label}
            </Chip>
          ))}
        </Chip.Group>
      </Group>
    </div>
  );
}
