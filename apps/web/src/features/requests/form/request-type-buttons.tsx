import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { REQUEST_TYPES, type RequestType } from '@portico/domain/requests/request-constants';
import { formatRequestType } from '../../../lib/request-labels';
import classes from './request-form.module.css';

interface RequestTypeButtonsProps {
  value: RequestType;
  onChange: (type: RequestType) => void;
  /** A saved request keeps its type: the buttons are disabled when editing (spec §2). */
  disabled: boolean;
}

/** The type buttons Support, Purchase, Quote and Project Brief; the chosen one is pressed. */
export function RequestTypeButtons({ value, onChange, disabled }: RequestTypeButtonsProps) {
  const labelId = useId();
  return (
    <div>
      <Text id={labelId} size="sm" fw={500} mb={4}>
        <Trans>Request Type</Trans>
      </Text>
      {/* Button.Group renders role="group"; the label names it. */}
      <Button.Group {...{ 'aria-labelledby': labelId }} className={classes.typeButtons}>
        {REQUEST_TYPES.map((type) => (
          <Button
            key={type}
            variant={type === value ? 'filled' : 'default'}
            className={type === value ? classes.selectedType : undefined}
            aria-pressed={type === value}
            disabled={disabled}
            onClick={() => onChange(type)}
          >
            {formatRequestType(type)}
          </Button>
        ))}
      </Button.Group>
      {disabled && (
        <Text size="xs" c="dimmed" mt={4}>
          <Trans>The type of a saved request cannot be changed.</Trans>
        </Text>
      )}
    </div>
  );
}
