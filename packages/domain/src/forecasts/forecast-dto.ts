import { z } from 'zod';
import { listQuerySchema, pagedListSchema } from '../shared/list-query';
import { FORECAST_DIVISIONS, FORECAST_TYPES, HW_SW_OPTIONS, SHIPPING_OPTIONS } from './forecast-constants';
import { FORECAST_MONTHS } from './fiscal-year';

const actions = {
  locked: z.boolean(),
  state: z.enum(['open', 'locked', 'started']),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canLock: z.boolean(),
  canUnlock: z.boolean(),
};

/** A row of the forecast list. */
export const forecastListItemSchema = z.object({
  id: z.string(),
  jobTitle: z.string(),
  division: z.enum(FORECAST_DIVISIONS),
  type: z.enum(FORECAST_TYPES),
  plannedStartDate: z.string(),
  isEmployeeHired: z.boolean(),
  employeeName: z.string().nullable(),
  requiresLaptop: z.boolean(),
  submittedByName: z.string(),
  createdAt: z.string(),
  ...actions,
});
export type ForecastListItem = z.infer<typeof forecastListItemSchema>;

/** A whole forecast: the detail page and the edit form. */
export const forecastSchema = forecastListItemSchema.extend({
  employeeSetupFormProvided: z.boolean().nullable(),
  hwSwRequirements: z.array(z.enum(HW_SW_OPTIONS)),
  shippingRequired: z.enum(SHIPPING_OPTIONS).nullable(),
  laptopDesiredBy: z.string().nullable(),
  otherImportantInfo: z.string(),
  submittedById: z.string(),
  lockedAt: z.string().nullable(),
  lockedByName: z.string().nullable(),
  updatedAt: z.string(),
});
export type Forecast = z.infer<typeof forecastSchema>;

export const FORECAST_LIST_SORTS = [
  'plannedStartDate',
  'jobTitle',
  'division',
  'type',
  'submittedBy',
  'createdAt',
] as const;
export type ForecastListSort = (typeof FORECAST_LIST_SORTS)[number];

/** The list: a page, a search (job title, employee name), and a fiscal year and/or forecast month. */
export const forecastListQuerySchema = listQuerySchema(FORECAST_LIST_SORTS, {
  sort: 'plannedStartDate',
  order: 'asc',
}).extend({
  fiscalYear: z.coerce.number().int().min(1900).max(2100).optional(),
  month: z.coerce
    .number()
    .int()
    .refine((value) => (FORECAST_MONTHS as readonly number[]).includes(value), 'Not a month')
    .optional(),
});
export type ForecastListQuery = z.infer<typeof forecastListQuerySchema>;
export const forecastListSchema = pagedListSchema(forecastListItemSchema);

/** The CSV export takes the list's query without its page. */
export const forecastExportQuerySchema = forecastListQuerySchema.omit({ page: true, pageSize: true });
export type ForecastExportQuery = z.infer<typeof forecastExportQuerySchema>;
