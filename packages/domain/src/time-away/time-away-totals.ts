import {
  TIME_AWAY_ROWS,
  USED_ENTRY_TYPE,
  type TimeAwayRequestType,
  type TimeAwayStatus,
} from './time-away-constants';

/** What the sums read of one time-away entry: each entry is one day away. */
export interface TimeAwayEntryFacts {
  entryType: string;
  status: string;
  requestType: string;
}

/** One row of the totals table (spec §2 My Time Off), in days. */
export interface TimeAwayBalance {
  requestType: TimeAwayRequestType;
  label: string;
  allocation: number;
  booked: number;
  taken: number;
  remaining: number;
}

/**
 * Whether an entry counts towards a status's sum (spec §4 "Time away"): entries of type 'Used'
 * with status Booked or Taken. The request status (APPROVED or another) does not decide: the
 * spec's rule names none, and the lists show every entry's status beside it — see
 * docs/time-away.md.
 */
export const countsAs = (entry: TimeAwayEntryFacts, status: TimeAwayStatus) =>
  entry.entryType === USED_ENTRY_TYPE && entry.status === status;

/** Spec §4: Remaining = allocation − taken − booked. It goes below zero when overbooked. */
export const remainingOf = (allocation: number, taken: number, booked: number) =>
  roundToHundredths(allocation - taken - booked);

/** Allocations are kept to two decimals (half days, accruals); sums of them stay so. */
const roundToHundredths = (value: number) => Math.round(value * 100) / 100;

/**
 * The totals table: for each of the seven request types, its allocation and the days Booked and
 * Taken summed separately, and what remains. A type without an allocation has 0.
 */
export function timeAwayBalances(
  entries: readonly TimeAwayEntryFacts[],
  allocations: Partial<Record<string, number>>,
): TimeAwayBalance[] {
  return TIME_AWAY_ROWS.map(({ requestType, label }) => {
    const ofType = entries.filter((entry) => entry.requestType === requestType);
    const booked = ofType.filter((entry) => countsAs(entry, 'Booked')).length;
    const taken = ofType.filter((entry) => countsAs(entry, 'Taken')).length;
    const allocation = allocations[requestType] ?? 0;
    return {
      requestType,
      label,
      allocation,
      booked,
      taken,
      remaining: remainingOf(allocation, taken, booked),
    };
  });
}

/**
 * Spec §3 vacation_salary_taken_percentage, the People Metrics 'Booked & Taken' bar: the share of
 * the allocation booked or taken, in whole percent, halves rounded up (28.5 → 29). It is not
 * capped, so an overbooked person reads above 100. With no allocation it is 0 when nothing is
 * booked or taken and 100 when something is (all of nothing is used). Computed as
 * used × 100 ÷ allocation so a half is exact in floating point too (57 × 100 ÷ 200 = 28.5,
 * where 57 ÷ 200 × 100 is 28.499…); the server's SQL rounds the same way.
 */
export function usedPercentage(allocation: number, booked: number, taken: number): number {
  const used = booked + taken;
  if (allocation <= 0) return used > 0 ? 100 : 0;
  return Math.round((used * 100) / allocation);
}
