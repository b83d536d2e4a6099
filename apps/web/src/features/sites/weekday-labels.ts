import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Weekday } from '@portico/domain/calendar/site-calendar';
import { WEEKDAY_SHORT_NAMES, WEEKDAYS, workingWeekLabel } from '@portico/domain/sites/site-texts';

/** The domain's WEEKDAY_SHORT_NAMES in the reader's language, as the chips and the list show them. */
export const WEEKDAY_SHORT_LABELS: Record<Weekday, MessageDescriptor> = {
  0: msg`Sun`,
  1: msg`Mon`,
  2: msg`Tue`,
  3: msg`Wed`,
  4: msg`Thu`,
  5: msg`Fri`,
  6: msg`Sat`,
};

/** The domain's WEEKDAY_NAMES in the reader's language. */
export const WEEKDAY_LABELS: Record<Weekday, MessageDescriptor> = {
  0: msg`Sunday`,
  1: msg`Monday`,
  2: msg`Tuesday`,
  3: msg`Wednesday`,
  4: msg`Thursday`,
  5: msg`Friday`,
  6: msg`Saturday`,
};

const DAY_OF_SHORT_NAME = new Map(WEEKDAYS.map((day) => [WEEKDAY_SHORT_NAMES[day], day]));

/**
 * A working week as the list shows it (the domain's `workingWeekLabel`: 'Mon–Fri', 'Mon, Wed,
 * Fri', 'Every day'), in the reader's language.
 */
export function workingWeekText(translate: I18n['_'], week: readonly Weekday[]): string {
  const days = WEEKDAYS.filter((day) => week.includes(day));
  if (days.length === 7) return translate(msg`Every day`);
  if (days.length === 0) return translate(msg`No working days`);
  return workingWeekLabel(week).replace(/[A-Z][a-z]{2}/g, (name) => {
    const day = DAY_OF_SHORT_NAME.get(name);
    return day === undefined ? name : translate(WEEKDAY_SHORT_LABELS[day]);
  });
}

/** The days in full, as a screen reader reads a working week: 'Sunday, Monday, …'. */
export const weekdayNames = (translate: I18n['_'], week: readonly Weekday[]) =>
  week.map((day) => translate(WEEKDAY_LABELS[day])).join(', ');
