/*
 * The vocabulary of time away (spec §3 "Time-away record", §9 "Time-away types"). Free of zod,
 * so the web app's pages import it without the schema library.
 */

/** Spec §9: the request types, as the HR system spells them. */
export const TIME_AWAY_REQUEST_TYPES = [
  'Vacation_Salary',
  'Carry_Over',
  'Sick',
  'Personal Day',
  'Float',
  'Volunteer Day',
  'Vacation',
] as const;
export type TimeAwayRequestType = (typeof TIME_AWAY_REQUEST_TYPES)[number];

/**
 * Spec §2 My Time Off: the rows of the totals table, in the spec's order, with the label each
 * row shows. The one place a request type gets its row name.
 */
export const TIME_AWAY_ROWS: readonly { requestType: TimeAwayRequestType; label: string }[] = [
  { requestType: 'Vacation_Salary', label: 'Vacation Salary' },
  { requestType: 'Carry_Over', label: 'Carry Over' },
  { requestType: 'Sick', label: 'Sick' },
  { requestType: 'Personal Day', label: 'Personal' },
  { requestType: 'Float', label: 'Float' },
  { requestType: 'Volunteer Day', label: 'Volunteer' },
  { requestType: 'Vacation', label: 'Vacation' },
];

/** Spec §3 Status__c: a day still ahead is Booked, one already away is Taken. */
export const TIME_AWAY_STATUSES = ['Booked', 'Taken'] as const;
export type TimeAwayStatus = (typeof TIME_AWAY_STATUSES)[number];

/** Spec §3 Type__c: only entries of this type are time away that counts ("Used among others"). */
export const USED_ENTRY_TYPE = 'Used';

/** Spec §3 Request_Status__c: APPROVED, or anything else (shown in the warning colour). */
export const APPROVED_REQUEST_STATUS = 'APPROVED';

export const isApprovedRequest = (requestStatus: string) => requestStatus === APPROVED_REQUEST_STATUS;

/** Spec §2: the lists show the request type with underscores replaced by spaces. */
export const requestTypeText = (requestType: string) => requestType.replaceAll('_', ' ');

/** Spec §2: a thermometer for Sick, a plane for every other kind of time away. */
export const timeAwayIconOf = (requestType: string): 'thermometer' | 'plane' =>
  requestType === 'Sick' ? 'thermometer' : 'plane';

/** Spec §2 My Time Off: what the Booked and Taken lists say when they are empty. */
export const NO_TIME_BOOKED = 'No time booked.';
export const NO_TIME_TAKEN = 'No time taken.';

/** Spec §2 People Metrics, Time Away: the columns the table sorts by (default Name, descending). */
export const TIME_AWAY_TABLE_SORTS = [
  'name',
  'department',
  'allocation',
  'remaining',
  'usedPercentage',
] as const;
export type TimeAwayTableSort = (typeof TIME_AWAY_TABLE_SORTS)[number];
