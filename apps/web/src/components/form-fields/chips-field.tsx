import { Chip, Group, Input } from '@mantine/core';
import { useId, type Ref } from 'react';
import { bindInput } from './bind-input';

/** One chip: what the form holds when it is on, what it shows, and its name for screen readers. */
export interface ChipOption<Value extends string | number> {
  value: Value;
  label: string;
  /** When the label is short ('Mon'), the whole word ('Monday'). */
  name?: string;
}

interface ChipsInputProps<Value extends string | number> {
  label?: string;
  description?: string;
  required?: boolean;
  error?: string;
  options: readonly ChipOption<Value>[];
  value: readonly Value[];
  onChange: (next: Value[]) => void;
  onBlur?: () => void;
  name?: string;
  /** The first chip: a failed submit focuses it. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * Several choices of a short fixed list as chips in a row (a working week's days), named as one
 * group by its label. The chosen values are handed on in the options' order.
 */
function ChipsInput<Value extends string | number>({
  label,
  description,
  required,
  error,
  options,
  value,
  onChange,
  onBlur,
  name,
  ref,
}: ChipsInputProps<Value>) {
  const id = useId();
  const chosen = options
    .filter((option) => value.includes(option.value))
    .map((option) => String(option.value));
  return (
    <Input.Wrapper
      id={id}
      label={label}
      labelElement="div"
      description={description}
      required={required}
      error={error}
    >
      <Group
        gap="xs"
        mt={4}
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={
          [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
        }
        aria-invalid={error ? true : undefined}
        onBlur={(event) => {
          // Left the group, not moved from one chip to the next.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
        }}
      >
        <Chip.Group
          multiple
          value={chosen}
          onChange={(next) =>
            onChange(options.filter((option) => next.includes(String(option.value))).map((o) => o.value))
          }
        >
          {options.map((option, index) => (
            <Chip
              key={String(option.value)}
              value={String(option.value)}
              name={name}
              ref={index === 0 ? ref : undefined}
              aria-label={option.name}
            >
              {option.label}
            </Chip>
          ))}
        </Chip.Group>
      </Group>
    </Input.Wrapper>
  );
}

/** Chips bound to any form; the form holds the chosen options' values, in the options' order. */
export const ChipsField = bindInput(ChipsInput, (value, onChange) => ({
  value: Array.isArray(value) ? (value as (string | number)[]) : [],
  onChange: (next: (string | number)[]) => onChange(next),
}));
