import { z } from 'zod';
import { EARLIEST_YEAR } from '../shared/dates';
import { MOVE_KINDS } from './headcount';

/** More values than any real filter holds; beyond it a query string is a mistake or an attack. */
export const MAX_FILTER_VALUES = 50;
export const MAX_FILTER_VALUE_LENGTH = 100;

export const HEADCOUNT_FILTER_MESSAGES = {
  empty: 'A filter value may not be empty',
  tooLong: `A filter value must be ${MAX_FILTER_VALUE_LENGTH} characters or less`,
  tooMany: `Choose ${MAX_FILTER_VALUES} values or fewer`,
  unknownCompany: 'Unknown company',
  month: 'Enter a month as YYYY-MM',
  futureMonth: 'Only past months have headcount',
} as const;

/**
 * A repeatable query parameter (`?department=IT&department=HR`): one value arrives as a
 * string, several as an array; none is an empty list (any value).
 */
const repeatable = () =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .pipe(
      z
        .array(
          z
            .string()
            .trim()
            .min(1, HEADCOUNT_FILTER_MESSAGES.empty)
            .max(MAX_FILTER_VALUE_LENGTH, HEADCOUNT_FILTER_MESSAGES.tooLong),
        )
        .max(MAX_FILTER_VALUES, HEADCOUNT_FILTER_MESSAGES.tooMany)
        .transform((values) => [...new Set(values)]),
    );

/** Spec §3 client filter state for people headcount: company (by code), pay class, department. */
export const headcountQuerySchema = z.object({
  company: repeatable(),
  payClass: repeatable(),
  department: repeatable(),
});
export type HeadcountQuery = z.input<typeof headcountQuerySchema>;

/** A month of the page, 'YYYY-MM'. */
export const headcountMonthParamsSchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, HEADCOUNT_FILTER_MESSAGES.month)
    .refine((month) => Number(month.slice(0, 4)) >= EARLIEST_YEAR, HEADCOUNT_FILTER_MESSAGES.month),
});

const count = z.number().int();

export const headcountMonthSchema = z.object({
  month: z.string().meta({ description: "The month's first day, YYYY-MM-01" }),
  activeAsOfFirst: count,
  newHireReplacement: count,
  newHireNetNew: count,
  changes: count.meta({ description: 'Changes in minus changes out (signed)' }),
  voluntary: count,
  involuntary: count,
  activeAsOfEndOfMonth: count,
});

export const headcountSummarySchema = z.object({
  start: count,
  end: count,
  newHireReplacement: count,
  newHireNetNew: count,
  voluntary: count,
  involuntary: count,
  changes: count,
});

export const headcountOptionsSchema = z.object({
  companies: z.array(z.object({ code: z.string(), name: z.string() })),
  payClasses: z.array(z.string()),
  departments: z.array(z.string()),
});
export type HeadcountOptions = z.infer<typeof headcountOptionsSchema>;

export const headcountReportSchema = z.object({
  months: z.array(headcountMonthSchema),
  summary: headcountSummarySchema,
  options: headcountOptionsSchema,
  /** Whether anyone one may see was counted in the filtered headcount in these months. */
  anyoneCounted: z.boolean(),
});
export type HeadcountReport = z.infer<typeof headcountReportSchema>;

export const headcountMoveSchema = z.object({
  kind: z.enum(MOVE_KINDS),
  day: z.string().meta({ description: 'First day counted (moves in) or last day counted (moves out)' }),
  statusReason: z.string().nullable(),
  employee: z.object({
    id: z.string(),
    name: z.string(),
    employeeNumber: z.string(),
    jobTitle: z.string().nullable(),
    department: z.string().nullable(),
    company: z.string().nullable(),
  }),
});
export type HeadcountMoveDto = z.infer<typeof headcountMoveSchema>;

export const headcountMonthDetailSchema = z.object({
  month: headcountMonthSchema,
  moves: z.array(headcountMoveSchema),
});
export type HeadcountMonthDetail = z.infer<typeof headcountMonthDetailSchema>;
