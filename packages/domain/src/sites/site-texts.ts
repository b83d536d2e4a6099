import type { Weekday } from '../calendar/site-calendar';

/*
 * The sites' own texts (issue 29; docs/sites.md), free of zod so any screen may import them: the
 * administration's, a site's holidays' and a person's site, as the forms show them and the
 * server refuses with them.
 */

export const SITE_NAME_LIMIT = 100;

export const SITE_FIELD_LABELS = {
  name: 'Name',
  country: 'Country',
  timeZone: 'Time zone',
  workingWeek: 'Working week',
} as const;

export const COUNTRY_MESSAGE = 'Enter the two capital letters of the country’s code, such as CA or QA';
export const TIME_ZONE_MESSAGE = 'Choose a time zone from the list, such as America/Toronto';
export const WORKING_WEEK_MESSAGE = 'Choose at least one working day';
export const WEEKDAY_MESSAGE = 'Choose days of the week';

export const SITES_REFUSED = 'Only Admins can manage sites.';
export const SITE_NOT_FOUND = 'The site was not found.';
export const duplicateSiteMessage = (name: string) => `There is already a site named ${name}.`;

/** Why a site cannot be deleted, or null when no current employee works there. */
export function siteDeleteRefusal(name: string, peopleCount: number): string | null {
  if (peopleCount <= 0) return null;
  const people = peopleCount === 1 ? '1 current employee works' : `${peopleCount} current employees work`;
  return `${name} cannot be deleted: ${people} there. Give them another site first (on their profile, or with the HR import).`;
}

/**
 * The portal's own holiday calendar, for the people with no site, kept on the approval
 * reminders' screen; each site keeps its own on the Sites screen.
 */
export const PORTAL_HOLIDAYS_TITLE = 'Holidays of people with no site';
export const PORTAL_HOLIDAYS_NOTE =
  'These holidays are for the people who have no site. Each site keeps its own holidays:';
export const SITES_LINK_LABEL = 'Sites';

/** A delete that met someone given the site at that very moment (the HR import). */
export const SITE_JUST_GIVEN =
  'The site cannot be deleted: someone was given it just now. Reload the list to see who works there.';

/** A person's site: HR's and Admins' to change, on the person's profile view. */
export const PERSON_SITE_REFUSED = 'Only HR and Admins can change a person’s site.';
export const SITE_CHOICES_REFUSED = 'Only HR and Admins can see the list of sites.';
export const EMPLOYEE_NOT_FOUND = 'The employee was not found.';
export const CHOOSE_SITE = 'Choose a site from the list';
/** How the profile view names where someone works, and the control that changes it. */
export const PERSON_SITE_LABEL = 'Site';
export const NO_SITE_LABEL = 'No site (the portal’s own calendar)';
export const CHANGE_SITE_LABEL = 'Change site';
export const CHANGE_SITE_DESCRIPTION =
  'Their day turns in the site’s time zone, on its working days and holidays, from their next visit. Clear the choice for no site.';

/** What the profile says once a person's site is changed. */
export const personSiteChanged = (person: string, site: string | null) =>
  site ? `${person} now works at ${site}.` : `${person} now has no site: the portal’s own calendar applies.`;

/** Days of the week as the working week's chips show them, Sunday first (0 is Sunday). */
export const WEEKDAY_SHORT_NAMES: Record<Weekday, string> = {
  0: 'Sun',
  1: 'Mon',
  2: 'Tue',
  3: 'Wed',
  4: 'Thu',
  5: 'Fri',
  6: 'Sat',
};
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  0: 'Sunday',
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
};
export const WEEKDAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];

/**
 * A working week as a list shows it: 'Mon–Fri', 'Sun–Thu' for a run of days (from the site's
 * first day after a day off, so a week that wraps reads 'Sat–Wed'), 'Mon, Wed, Fri' otherwise,
 * 'Every day' for all seven.
 */
export function workingWeekLabel(week: readonly Weekday[]): string {
  const days = WEEKDAYS.filter((day) => week.includes(day));
  if (days.length === 7) return 'Every day';
  if (days.length === 0) return 'No working days';
  const first = days.find((day) => !days.includes(((day + 6) % 7) as Weekday))!;
  const run = Array.from({ length: days.length }, (_, index) => ((first + index) % 7) as Weekday);
  const isRun = run.every((day) => days.includes(day));
  if (isRun && days.length > 2) return `${WEEKDAY_SHORT_NAMES[first]}–${WEEKDAY_SHORT_NAMES[run.at(-1)!]}`;
  const ordered = isRun ? run : days;
  return ordered.map((day) => WEEKDAY_SHORT_NAMES[day]).join(', ');
}
