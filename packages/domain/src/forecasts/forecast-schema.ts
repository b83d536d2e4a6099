import { z } from 'zod';
import { isoDate } from '../shared/dates';
import { LONG_TEXT_LIMIT, LONG_TEXT_MESSAGE, REQUIRED } from '../shared/messages';
import {
  EMPLOYEE_NAME_LIMIT,
  FORECAST_DIVISIONS,
  FORECAST_TYPES,
  HW_SW_OPTIONS,
  JOB_TITLE_LIMIT,
  SHIPPING_OPTIONS,
} from './forecast-constants';

export interface ForecastSchemaOptions {
  /** The earliest Planned Start Date (YYYY-MM-DD): today, where the check runs. */
  earliestDay: () => string;
  /** The saved start date when editing: kept as it is, it is not checked again. */
  savedStart?: () => string | undefined;
}

export const LAPTOP_AFTER_START_MESSAGE = 'Must be on or before the Planned Start Date';

/** Text the form may leave empty; blank is stored as ''. */
const optionalText = (limit: number, message: string) =>
  z.string().trim().max(limit, message).optional().default('');

/**
 * The forecast form's rules (spec §5 Forecast, every message 'Required'), shared by the form and
 * the API. The conditional fields follow spec §4: with Is Employee Hired off, the employee's
 * name and setup form are dropped (and not required); with Requires Laptop off, the hardware,
 * shipping and desired-by fields are. What the schema gives out is what is stored.
 */
/**
 * The conditional fields, checked apart from the rest: Zod skips an object's own refinements
 * once one of its fields has failed, so with them in one object the form showed these
 * 'Required's only on a second Submit. Beside the other fields (an intersection), every
 * 'Required' is found at once. The values are read as they came, whatever their shape.
 */
const conditionalFields = z
  .object({
    isEmployeeHired: z.unknown().optional(),
    employeeName: z.unknown().optional(),
    requiresLaptop: z.unknown().optional(),
    hwSwRequirements: z.unknown().optional(),
    shippingRequired: z.unknown().optional(),
    laptopDesiredBy: z.unknown().optional(),
    plannedStartDate: z.unknown().optional(),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message = REQUIRED) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (value.isEmployeeHired === true) {
      const name = typeof value.employeeName === 'string' ? value.employeeName.trim() : '';
      if (!name || name.length > EMPLOYEE_NAME_LIMIT) issue('employeeName');
    }
    if (value.requiresLaptop === true) {
      const chosen: unknown[] = Array.isArray(value.hwSwRequirements) ? value.hwSwRequirements : [];
      if (
        chosen.length === 0 ||
        chosen.some((option) => !(HW_SW_OPTIONS as readonly unknown[]).includes(option))
      )
        issue('hwSwRequirements');
      if (!(SHIPPING_OPTIONS as readonly unknown[]).includes(value.shippingRequired))
        issue('shippingRequired');
      if (value.laptopDesiredBy) {
        const checked = isoDate().safeParse(value.laptopDesiredBy);
        if (!checked.success) issue('laptopDesiredBy', checked.error.issues[0]?.message ?? REQUIRED);
        // The laptop is wanted for the first day: a date after it is a slip (decision 053).
        else if (
          isoDate().safeParse(value.plannedStartDate).success &&
          checked.data > String(value.plannedStartDate)
        )
          issue('laptopDesiredBy', LAPTOP_AFTER_START_MESSAGE);
      }
    }
  });

export function forecastInputSchema({ earliestDay, savedStart }: ForecastSchemaOptions) {
  const fields = z.object({
    jobTitle: z
      .string({ error: REQUIRED })
      .trim()
      .min(1, { error: REQUIRED, abort: true })
      .max(JOB_TITLE_LIMIT, REQUIRED),
    division: z.enum(FORECAST_DIVISIONS, { error: REQUIRED }),
    type: z.enum(FORECAST_TYPES, { error: REQUIRED }),
    plannedStartDate: isoDate().refine((value) => value === savedStart?.() || value >= earliestDay(), {
      error: REQUIRED,
      abort: true,
    }),
    isEmployeeHired: z.boolean({ error: REQUIRED }),
    // Checked by conditionalFields, and only when the employee is hired.
    employeeName: z.string().nullish(),
    employeeSetupFormProvided: z.boolean().nullish(),
    requiresLaptop: z.boolean({ error: REQUIRED }),
    // Checked by conditionalFields, and only when a laptop is required.
    hwSwRequirements: z.array(z.string()).nullish(),
    shippingRequired: z.string().nullish(),
    laptopDesiredBy: z.string().nullish(),
    otherImportantInfo: optionalText(LONG_TEXT_LIMIT, LONG_TEXT_MESSAGE),
  });
  return z.intersection(fields, conditionalFields).transform((value) => ({
    jobTitle: value.jobTitle,
    division: value.division,
    type: value.type,
    plannedStartDate: value.plannedStartDate,
    isEmployeeHired: value.isEmployeeHired,
    employeeName: value.isEmployeeHired ? (value.employeeName ?? '').trim() : null,
    employeeSetupFormProvided: value.isEmployeeHired ? value.employeeSetupFormProvided === true : null,
    requiresLaptop: value.requiresLaptop,
    hwSwRequirements: value.requiresLaptop
      ? HW_SW_OPTIONS.filter((option) => (value.hwSwRequirements ?? []).includes(option))
      : [],
    shippingRequired: value.requiresLaptop
      ? (value.shippingRequired as (typeof SHIPPING_OPTIONS)[number])
      : null,
    laptopDesiredBy: value.requiresLaptop && value.laptopDesiredBy ? value.laptopDesiredBy : null,
    otherImportantInfo: value.otherImportantInfo,
  }));
}
export type ForecastInput = z.output<ReturnType<typeof forecastInputSchema>>;
