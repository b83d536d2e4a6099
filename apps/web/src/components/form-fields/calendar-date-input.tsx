import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { DateInput, type DateInputProps } from '@mantine/dates';
// The calendar's months and weekdays in French (dayjs, which Mantine's dates use).
import 'dayjs/locale/fr-ca';
import { dateInputFormat } from '../../lib/format';
import { isCalendarDay, parseTypedDate } from './typed-date';

/**
 * Mantine's DateInput as every form shows it: 'Mar 14, 2025' (the one date format; '14 mars 2025'
 * in French, the calendar's months and weekdays too), clearable, with a named clear
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
  const { t } = useLingui();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const label = typeof props.label === 'string' ? props.label : t`date`;
  const { format, locale } = dateInputFormat();
  const handOnTyped = (event: FormEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value;
    // Emptying the field is the input's own clear, which it reports as null.
    if (typed.trim() === '') return;
    onChange?.(parseTypedDate(typed) ?? typed);
  };
  return (
    <DateInput
      placeholder={t`Pick a date`}
      valueFormat={format}
      locale={locale}
      clearable
      clearButtonProps={{ 'aria-label': t`Clear ${label}` }}
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
