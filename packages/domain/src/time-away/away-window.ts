import { MONDAY_TO_FRIDAY, weekOf, type Weekday } from '../calendar/site-calendar';

/**
 * The days "Who's out" covers: today and the rest of this week, to the week's last day (Sunday
 * for a Monday to Friday week, as ISO 8601 has it; Saturday for Doha's Sunday to Thursday one).
 * On the week's last day that is today alone. Days before today are left out: who was out on
 * Monday is no news on Thursday. `today` is the viewer's own day, where their site is.
 */
export function awayWindow(
  today: string,
  workingWeek: readonly Weekday[] = MONDAY_TO_FRIDAY,
): { from: string; to: string } {
  return { from: today, to: weekOf(today, { workingWeek }).at(-1)! };
}
