import { z } from 'zod';
import { listQuerySchema, MAX_SEARCH_LENGTH, pagedListSchema } from '../shared/list-query';
import { TIME_AWAY_REQUEST_TYPES, TIME_AWAY_TABLE_SORTS } from './time-away-constants';

/** One day away, as the Booked and Taken lists show it. */
export const timeAwayEntrySchema = z.object({
  id: z.string(),
  requestType: z.string(),
  requestStatus: z.string(),
  date: z.string(),
});
export type TimeAwayEntry = z.infer<typeof timeAwayEntrySchema>;

export const timeAwayBalanceSchema = z.object({
  requestType: z.enum(TIME_AWAY_REQUEST_TYPES),
  label: z.string(),
  allocation: z.number(),
  booked: z.number(),
  taken: z.number(),
  remaining: z.number(),
});

/** Spec §2 My Time Off: the person's totals table and their Booked and Taken lists. */
export const myTimeAwaySchema = z.object({
  displayName: z.string(),
  balances: z.array(timeAwayBalanceSchema),
  /** Days still ahead, the nearest first. */
  booked: z.array(timeAwayEntrySchema),
  /** Days already away, the latest first. */
  taken: z.array(timeAwayEntrySchema),
});
export type MyTimeAway = z.infer<typeof myTimeAwaySchema>;

/** Someone away in the window, with each of their days there. */
export const awayPersonSchema = z.object({
  employeeId: z.string(),
  name: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      /** Null when the viewer is not told why (away-reason.ts): the day is "Away". */
      requestType: z.string().nullable(),
      requestStatus: z.string(),
    }),
  ),
});
export type AwayPerson = z.infer<typeof awayPersonSchema>;

const awayGroupSchema = z.object({
  /** The first people of the group, by name; `total` says how many there are in all. */
  items: z.array(awayPersonSchema),
  total: z.number().int(),
});

/** The dashboard's "Who's out": people in view away today, and later this week (not today). */
export const whosOutSchema = z.object({
  from: z.string(),
  to: z.string(),
  today: awayGroupSchema,
  laterThisWeek: awayGroupSchema,
});
export type WhosOut = z.infer<typeof whosOutSchema>;

/** How many people each group of "Who's out" lists by name. */
export const WHOS_OUT_LIMIT = 12;

const MAX_FILTER_VALUES = 100;

/**
 * A chip filter in the address: absent means every value (the filter's All), otherwise the
 * values given, repeated (`company=NPL&company=HO`). An empty value alone (`company=`) is the
 * All toggle switched off: nothing selected, so no rows.
 */
const chipFilter = z
  .union([
    z.string().max(MAX_SEARCH_LENGTH),
    z.array(z.string().max(MAX_SEARCH_LENGTH)).max(MAX_FILTER_VALUES),
  ])
  .optional()
  .transform((value) =>
    value === undefined ? undefined : [value].flat().filter((entry) => entry.trim() !== ''),
  );

/** Default sort by Name descending (spec §2). Company codes and department names filter it. */
export const timeAwayTableQuerySchema = listQuerySchema(TIME_AWAY_TABLE_SORTS, {
  sort: 'name',
  order: 'desc',
}).extend({ company: chipFilter, department: chipFilter });

export const timeAwayTableExportQuerySchema = timeAwayTableQuerySchema.omit({ page: true, pageSize: true });

export const timeAwayTableRowSchema = z.object({
  employeeId: z.string(),
  employeeNumber: z.string(),
  name: z.string(),
  department: z.string().nullable(),
  /** Vacation Salary, in days (spec §3 vacation_salary allocation, remaining, booked, taken). */
  allocation: z.number(),
  booked: z.number(),
  taken: z.number(),
  remaining: z.number(),
  usedPercentage: z.number(),
});
export type TimeAwayTableRow = z.infer<typeof timeAwayTableRowSchema>;

export const timeAwayTablePageSchema = pagedListSchema(timeAwayTableRowSchema).extend({
  /** The chips: the companies and departments of the people in view (departments as filtered). */
  companies: z.array(z.object({ code: z.string(), name: z.string() })),
  departments: z.array(z.string()),
});
export type TimeAwayTablePage = z.infer<typeof timeAwayTablePageSchema>;
