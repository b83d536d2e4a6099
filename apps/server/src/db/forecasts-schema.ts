import { boolean, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './core-schema';

/**
 * An employee forecast (spec §3): a planned hire. HW_SW_Requirements__c is kept as the spec
 * has it, semicolon-joined; the dependent fields are null when their toggle is off (spec §4).
 * Locked (spec §3) is derived: locked by HR or an Admin, or the planned start has passed
 * (docs/decisions/032-forecast-locking.md).
 */
export const employeeForecasts = pgTable(
  'employee_forecasts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submittedById: uuid('submitted_by_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    jobTitle: text('job_title').notNull(),
    division: text('division').notNull(),
    type: text('type').notNull(),
    plannedStartDate: date('planned_start_date', { mode: 'string' }).notNull(),
    isEmployeeHired: boolean('is_employee_hired').notNull().default(false),
    employeeName: text('employee_name'),
    employeeSetupFormProvided: boolean('employee_setup_form_provided'),
    requiresLaptop: boolean('requires_laptop').notNull().default(false),
    hwSwRequirements: text('hw_sw_requirements'),
    shippingRequired: text('shipping_required'),
    laptopDesiredBy: date('laptop_desired_by', { mode: 'string' }),
    otherImportantInfo: text('other_important_info').notNull().default(''),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedById: uuid('locked_by_id').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The submitter's own list, by planned start.
    index('employee_forecasts_submitter_idx').on(table.submittedById, table.plannedStartDate),
    // Everyone's list (HR, ELT, Admin), filtered by fiscal year and month.
    index('employee_forecasts_start_idx').on(table.plannedStartDate),
  ],
);
