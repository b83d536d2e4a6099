import { DAY_MS } from '../shared/time-units';

/**
 * The days "Who's out" covers: today and the rest of this week, up to and including Sunday
 * (weeks run Monday to Sunday, ISO 8601). On a Sunday that is today alone. Days before today
 * are left out: who was out on Monday is no news on Thursday. `today` is 'YYYY-MM-DD' (UTC, as
 * every date rule in the portal reads it).
 */
export function awayWindow(today: string): { from: string; to: string } {
  const start = Date.parse(`${today}T00:00:00Z`);
  const weekday = new Date(start).getUTCDay(); // 0 is Sunday
  const daysToSunday = (7 - weekday) % 7;
  return { from: today, to: new Date(start + daysToSunday * DAY_MS).toISOString().slice(0, 10) };
}
