import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { employees } from './core-schema';

const REQUEST_TYPES_SQL = sql.raw(
  `('Vacation_Salary', 'Carry_Over', 'Sick', 'Personal Day', 'Float', 'Volunteer Day', 'Vacation')`,
);

/**
 * Spec §3 Time-away record: one day away of one employee, as the HR system records it. Each
 * entry is one day (the spec's computed fields are counts); what counts towards the sums is the
 * domain's rule (packages/domain/src/time-away/time-away-totals.ts).
 */
export const timeAwayEntries = pgTable(
  'time_away_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** Type__c: 'Used' among others; only 'Used' is time away that counts. */
    entryType: text('entry_type').notNull(),
    /** Status__c: 'Booked' (still ahead) or 'Taken'. */
    status: text('status').notNull(),
    requestType: text('request_type').notNull(),
    /** Request_Status__c: APPROVED or another status from the HR system. */
    requestStatus: text('request_status').notNull(),
    /** Time_Away_Date__c. */
    awayOn: date('away_on', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('time_away_entries_status_check', sql`${table.status} in ('Booked', 'Taken')`),
    check('time_away_entries_request_type_check', sql`${table.requestType} in ${REQUEST_TYPES_SQL}`),
    // A person's record (My Time Away) and the per-type sums of the People Metrics table.
    index('time_away_entries_employee_idx').on(table.employeeId, table.requestType, table.awayOn),
    // Who is out on a day ("Who's out" this week).
    index('time_away_entries_away_on_idx').on(table.awayOn, table.employeeId),
  ],
);

/**
 * Spec §3 per-employee allocations: the days a person has for each request type in the balance
 * year the HR system exports (one year is held; its import replaces the last). Two decimals for
 * half days and accruals.
 */
export const timeAwayAllocations = pgTable(
  'time_away_allocations',
  {
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    requestType: text('request_type').notNull(),
    days: numeric('days', { precision: 6, scale: 2, mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.employeeId, table.requestType] }),
    check('time_away_allocations_request_type_check', sql`${table.requestType} in ${REQUEST_TYPES_SQL}`),
    check('time_away_allocations_days_check', sql`${table.days} >= 0`),
  ],
);

/**
 * Each person's Vacation Salary balance as the People Metrics Time Away table shows it — the
 * allocation, the Used entries booked and taken, and the share used — kept exact by statement
 * triggers on the entries and allocations (migration 0037, decision 067), so the table sorted
 * by share used reads one row a person instead of grouping every entry at each call. No foreign key:
 * when a person is deleted the triggers remove their row.
 */
export const vacationSalaryBalances = pgTable(
  'vacation_salary_balances',
  {
    employeeId: uuid('employee_id').primaryKey(),
    allocation: numeric('allocation', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    booked: integer('booked').notNull(),
    taken: integer('taken').notNull(),
    usedPercentage: integer('used_percentage').notNull(),
  },
  // The table sorted by share used walks this index and stops at the page (decision 070).
  (table) => [index('vacation_salary_balances_used_idx').on(table.usedPercentage)],
);
