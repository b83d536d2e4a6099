/**
 * Forecast divisions (spec §9): the group's companies, fourteen names ending with Other. The
 * spec does not reproduce the real names; these are the portal's own, and this list is the one
 * place to change them (docs/employee-forecasts.md).
 */
export const FORECAST_DIVISIONS = [
  'Harbourline Group',
  'Harbourline Construction',
  'Cedarfield Facility Services',
  'Northpeak Logistics',
  'Bluewater Energy Services',
  'Stonebridge Rental & Machinery',
  'Aurora Site Services USA',
  'Harbourline Engineering',
  'Westmark Environmental',
  'Silverline Industrial Supply',
  'Pinecrest Property Management',
  'Ridgeway Fleet Services',
  'Lakeshore Technical Training',
  'Other',
] as const;
export type ForecastDivision = (typeof FORECAST_DIVISIONS)[number];

/** Forecast types (spec §9), in the spec's order. */
export const FORECAST_TYPES = [
  'Hourly - Field',
  'Hourly - Internal',
  'Salary - Field / Remote',
  'Salary - Internal',
  'Other',
] as const;
export type ForecastType = (typeof FORECAST_TYPES)[number];

/** Hardware and software options (spec §9), stored semicolon-joined (spec §3). */
export const HW_SW_OPTIONS = [
  'Windows Environment',
  'MacOS Environment',
  'Office Apps',
  'Teams Direct Number',
  'Adobe Creative Suite',
  'Monitor',
  'Mouse',
  'Keyboard',
] as const;
export type HwSwOption = (typeof HW_SW_OPTIONS)[number];

/** Shipping (spec §9). */
export const SHIPPING_OPTIONS = ['Shipping Required', 'Pickup at Head Office'] as const;
export type ShippingOption = (typeof SHIPPING_OPTIONS)[number];

/** Spec §5 Forecast: Job Title at most 250. The employee's name takes the same limit (ours). */
export const JOB_TITLE_LIMIT = 250;
export const EMPLOYEE_NAME_LIMIT = 250;

/** The semicolon that joins HW_SW_Requirements__c (spec §3). */
export const HW_SW_SEPARATOR = ';';
export const joinHwSw = (values: readonly string[]) => values.join(HW_SW_SEPARATOR);
/** The stored text back to its options, unknown parts dropped, in the spec's order. */
export const splitHwSw = (stored: string | null | undefined): HwSwOption[] => {
  const parts = new Set((stored ?? '').split(HW_SW_SEPARATOR).map((part) => part.trim()));
  return HW_SW_OPTIONS.filter((option) => parts.has(option));
};
