import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { sites } from './core-schema';

/*
 * Reminders and escalation (docs/approvals-beyond-the-spec.md, decision 045): what Admins keep,
 * and the lease that lets one instance run the daily job.
 */

/**
 * The days that are not working days although they fall in a site's working week: each site's
 * own (issue 29), and those of the portal's calendar (`site_id` null) for people with no site.
 */
export const holidays = pgTable(
  'holidays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    name: text('name').notNull(),
  },
  // One holiday a day per calendar; the portal's calendar (no site) counts as one.
  (table) => [unique('holidays_site_day').on(table.siteId, table.day).nullsNotDistinct()],
);

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
