import { useState, type FormEvent } from 'react';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { isCalendarDay, parseTypedDate } from './typed-date';

/**
 * Mantine's DateInput as every form shows it: 'March 14, 2025', clearable, with a named clear
 * button. While its calendar is open, Escape closes the calendar and nothing else: a drawer or
 * modal listening for Escape on the window skips a key whose target carries
 * `data-mantine-stop-propagation`, as Mantine's own Select does while its list is open.
 *
 * What is typed is never silently changed or cleared. The input parses strictly
 * (`parseTypedDate`: 30 February is not 2 March), and every typed change reaches the form: a
 * day — even one before `minDate`, which the calendar does not offer — as 'YYYY-MM-DD', and
 * text that is not a day as typed. The form's schema then says what is wrong ('Enter a valid
 * date', 'Needed By cannot be before today') while the text stays as it was typed.
 */
export function CalendarDateInput({ popoverProps, value, onChange, ...props }: DateInputProps) {
  const [calendarOpen, setCalendarOpen] = useState(false);
  const label = typeof props.label === 'string' ? props.label : 'date';
  const handOnTyped = (event: FormEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value;
    // Emptying the field is the input's own clear, which it reports as null.
    if (typed.trim() === '') return;
    onChange?.(parseTypedDate(typed) ?? typed);
  };
  return (
    <DateInput
      placeholder="Pick a date"
      valueFormat="MMMM D, YYYY"
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label}` }}
      dateParser={parseTypedDate}
      fixOnBlur={false}
      {...props}
      // Text that is not a day is the form's to refuse; the calendar shows no day for it.
      value={isCalendarDay(value) ? value : null}
      onChange={onChange}
      onInput={handOnTyped}
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
