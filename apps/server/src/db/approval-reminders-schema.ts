import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * Reminders and escalation (docs/approvals-beyond-the-spec.md, decision 045): what Admins keep,
 * and the lease that lets one instance run the daily job.
 */

/** The days that are not working days although they fall on a weekday. */
export const holidays = pgTable('holidays', {
  day: date('day').primaryKey(),
  name: text('name').notNull(),
});

/** The two settings, in one row; no row means the defaults (3 and 7). */
export const reminderSettings = pgTable(
  'reminder_settings',
  {
    /** Always true: the table holds one row. */
    only: boolean('only').primaryKey().default(true),
    remindAfterWorkingDays: integer('remind_after_working_days').notNull(),
    escalateAfterWorkingDays: integer('escalate_after_working_days').notNull(),
  },
  (table) => [
    check('reminder_settings_one_row', sql`${table.only}`),
    check(
      'reminder_settings_order',
      sql`${table.escalateAfterWorkingDays} > ${table.remindAfterWorkingDays} and ${table.remindAfterWorkingDays} >= 1`,
    ),
  ],
);

/**
 * A job's run for a period (a day): the instance whose insert of the row succeeds runs it, so
 * several instances on one database run each day's job once.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.job, table.period] })],
);
