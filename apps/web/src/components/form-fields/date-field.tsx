import { bindInput } from './bind-input';
import { CalendarDateInput } from './calendar-date-input';
import { asText } from './use-form-field';

/** A calendar date kept as 'YYYY-MM-DD'; `emptyValue` is what a cleared date holds. */
const dateField = (emptyValue: '' | null) =>
  bindInput(CalendarDateInput, (value, onChange) => ({
    value: asText(value) || null,
    onChange: (next: string | null) => onChange(next ?? emptyValue),
  }));

/** A date of a form that keeps text: cleared, it holds '' (and a required date says so). */
export const DateField = dateField('');

/** A date the API takes as null when there is none (the IT desk's completion dates). */
export const NullableDateField = dateField(null);
