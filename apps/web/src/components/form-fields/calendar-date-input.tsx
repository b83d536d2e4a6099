import { useState } from 'react';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { DATE_INPUT_FORMAT } from '../../lib/format';

/**
 * Mantine's DateInput as every form shows it: 'Mar 14, 2025' (the one date format), clearable, with a named clear
 * button. While its calendar is open, Escape closes the calendar and nothing else: a drawer or
 * modal listening for Escape on the window skips a key whose target carries
 * `data-mantine-stop-propagation`, as Mantine's own Select does while its list is open.
 */
export function CalendarDateInput({ popoverProps, ...props }: DateInputProps) {
  const [calendarOpen, setCalendarOpen] = useState(false);
  const label = typeof props.label === 'string' ? props.label : 'date';
  return (
    <DateInput
      placeholder="Pick a date"
      valueFormat={DATE_INPUT_FORMAT}
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label}` }}
      {...props}
      data-mantine-stop-propagation={calendarOpen || undefined}
      popoverProps={{
        ...popoverProps,
        onOpen: () => {
          setCalendarOpen(true);
          popoverProps?.onOpen?.();
        },
        onClose: () => {
          setCalendarOpen(false);
          popoverProps?.onClose?.();
        },
      }}
    />
  );
}
