import { boolean, date, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';

/*
 * Headcount's kept roll-ups (decision 067), maintained by a statement trigger on
 * `employment_history` (migration 0037): whenever a person's history changes, their periods
 * are recomputed and their share of the monthly roll-up taken out and put back. The rule
 * itself (packages/domain/src/people-metrics/headcount.ts) is written once in SQL, in the
 * migration's `headcount_periods_of` and the `headcount_events` view. Neither table has a
 * foreign key: when a person is deleted the trigger must still find their rows to subtract.
 */

/**
 * Each history row that covers a day, with the facts no filter changes: when it really ends
 * (its `effective_to` or the next row's start), whether it counts before any filter (employed,
 * not PRESTART or Salary Continuance), the kinds of move entering it makes, the row just
 * before it when that one ends the day it starts, and whether the history pauses after it.
 */
export const headcountPeriods = pgTable(
  'headcount_periods',
  {
    historyId: uuid('history_id').primaryKey(),
    employeeId: uuid('employee_id').notNull(),
    starts: date('starts', { mode: 'string' }).notNull(),
    /** Exclusive; 'infinity' while open. */
    ends: date('ends', { mode: 'string' }).notNull(),
    counted: boolean('counted').notNull(),
    companyId: uuid('company_id'),
    payClass: text('pay_class'),
    department: text('department'),
    statusReason: text('status_reason'),
    inKind: text('in_kind').notNull(),
    outKind: text('out_kind').notNull(),
    previousId: uuid('previous_id'),
    pausesAfter: boolean('pauses_after').notNull(),
  },
  (table) => [
    index('headcount_periods_employee_idx').on(table.employeeId),
    index('headcount_periods_starts_idx').on(table.starts),
    index('headcount_periods_ends_idx').on(table.ends),
  ],
);

/**
 * How many people changed state each month, by where they were before (`from_*`) and after
 * (`to_*`): counted or not, and in which company, pay class and department. A filter decides
 * at read time which side is inside it, so one table answers every filter; a 24-month chart
 * reads a few thousand rows instead of windowing every person's history. `on_first`: the
 * change happened on the 1st, so a move out counts on the previous month's last day.
 */
export const headcountMonths = pgTable(
  'headcount_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    onFirst: boolean('on_first').notNull(),
    fromCounted: boolean('from_counted').notNull(),
    fromCompanyId: uuid('from_company_id'),
    fromPayClass: text('from_pay_class'),
    fromDepartment: text('from_department'),
    toCounted: boolean('to_counted').notNull(),
    toCompanyId: uuid('to_company_id'),
    toPayClass: text('to_pay_class'),
    toDepartment: text('to_department'),
    inKind: text('in_kind').notNull(),
    outKind: text('out_kind').notNull(),
    people: integer('people').notNull(),
  },
  (table) => [
    unique('headcount_months_key')
      .on(
        table.month,
        table.onFirst,
        table.fromCounted,
        table.fromCompanyId,
        table.fromPayClass,
        table.fromDepartment,
        table.toCounted,
        table.toCompanyId,
        table.toPayClass,
        table.toDepartment,
        table.inKind,
        table.outKind,
      )
      .nullsNotDistinct(),
  ],
);

/**
 * How many history rows carry each company, pay class and department (migration 0038,
 * decision 070), kept by statement triggers on `employment_history`: everyone's filter options
 * read these few combinations instead of every history row.
 */
export const headcountOptionRows = pgTable(
  'headcount_option_rows',
  {
    companyId: uuid('company_id'),
    payClass: text('pay_class'),
    department: text('department'),
    rows: integer('rows').notNull(),
  },
  (table) => [
    unique('headcount_option_rows_key')
      .on(table.companyId, table.payClass, table.department)
      .nullsNotDistinct(),
  ],
);

/**
 * How many people are counted in each company, pay class and department once every change of
 * `headcount_months` has happened (migration 0039, decision 073): the sum of its changes into
 * each state less those out of it, kept by statement triggers on `headcount_months`. A month's
 * headcount is this total less the changes after that month, so a 24-month chart reads its own
 * months, not every month since the first hire.
 */
export const headcountStates = pgTable(
  'headcount_states',
  {
    companyId: uuid('company_id'),
    payClass: text('pay_class'),
    department: text('department'),
    people: integer('people').notNull(),
  },
  (table) => [
    unique('headcount_states_key').on(table.companyId, table.payClass, table.department).nullsNotDistinct(),
  ],
);
