import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, employees } from './core-schema';

/**
 * Portal Metrics (spec §2, docs/portal-metrics.md). Each signed-in visit of the app, with the
 * person's company at the time and the browser and device class read from the user agent. A
 * visit is recorded at most once per person per 30 minutes (the claim below decides).
 */
export const portalVisits = pgTable(
  'portal_visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
    browser: text('browser').notNull(),
    device: text('device').notNull(),
  },
  (table) => [
    check('portal_visits_device_check', sql`${table.device} in ('Desktop', 'Mobile')`),
    // Visitors of a period (Total Visitors, Visitors by Company, the Visitors List) read this
    // index alone: a year's visits are an index-only scan grouped by person.
    index('portal_visits_visited_at_idx').on(table.visitedAt, table.employeeId, table.companyId),
  ],
);

/**
 * The visit rule's claim: each person's last visit. Recording a visit moves it forward only
 * when it is 30 minutes or more old, in one upsert, so two tabs loading at once take turns on
 * the row and only one of them records a visit.
 */
export const portalLastVisits = pgTable('portal_last_visits', {
  employeeId: uuid('employee_id')
    .primaryKey()
    .references(() => employees.id, { onDelete: 'cascade' }),
  visitedAt: timestamp('visited_at', { withTimezone: true }).notNull(),
});

/**
 * Visits rolled up per day, company, browser and device, kept by the statement that records a
 * visit: Visits by Period, by Company, by Browser, by Device and Total Visits sum a few
 * thousand rows for a year instead of counting every visit.
 */
export const portalVisitDays = pgTable(
  'portal_visit_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    companyId: uuid('company_id').references(() => companies.id),
    browser: text('browser').notNull(),
    device: text('device').notNull(),
    visits: integer('visits').notNull(),
  },
  (table) => [
    // A visit of someone without a company is counted in its own row: nulls are not distinct.
    unique('portal_visit_days_key')
      .on(table.day, table.companyId, table.browser, table.device)
      .nullsNotDistinct(),
  ],
);

/** The person, their company when they visited, and the visits: the visitor roll-ups' columns. */
const visitorColumns = () => ({
  employeeId: uuid('employee_id')
    .notNull()
    .references(() => employees.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id').references(() => companies.id),
  visits: integer('visits').notNull(),
});

/**
 * Visits per month, person and company, kept by the statement that records a visit: the
 * visitor figures of months group a few rows per person instead of every visit. Weeks read the
 * visits' index.
 */
export const portalVisitorMonths = pgTable(
  'portal_visitor_months',
  { month: date('month', { mode: 'string' }).notNull(), ...visitorColumns() },
  (table) => [
    unique('portal_visitor_months_key').on(table.month, table.employeeId, table.companyId).nullsNotDistinct(),
  ],
);

/**
 * Visits per year, person and company, kept with the months: the visitor figures of All and of
 * a year read one row per person and company a year (a tenth of the months' rows).
 */
export const portalVisitorYears = pgTable(
  'portal_visitor_years',
  { year: date('year', { mode: 'string' }).notNull(), ...visitorColumns() },
  (table) => [
    unique('portal_visitor_years_key').on(table.year, table.employeeId, table.companyId).nullsNotDistinct(),
    // A person's rows in every year (decision 070): whether a visitor is new to a company in
    // all time, and the rows a person's deletion takes away.
    index('portal_visitor_years_employee_idx').on(table.employeeId, table.companyId),
  ],
);

/**
 * Visits per month, company, browser and device (decision 067): the daily roll-up summed by
 * month, kept by the statement that records a visit, so a year's or All's visit cards sum a
 * row per month and kind of visit instead of one per day.
 */
export const portalVisitMonths = pgTable(
  'portal_visit_months',
  {
    month: date('month', { mode: 'string' }).notNull(),
    companyId: uuid('company_id').references(() => companies.id),
    browser: text('browser').notNull(),
    device: text('device').notNull(),
    visits: integer('visits').notNull(),
  },
  (table) => [
    unique('portal_visit_months_key')
      .on(table.month, table.companyId, table.browser, table.device)
      .nullsNotDistinct(),
  ],
);

/**
 * Each person's visits in a year, whatever their company (decision 067), and in all time (a
 * null year), kept with the other visitor roll-ups: the Top 3 and the Visitors List in visit
 * order walk the (year, visits) index and stop at the page, and a period's number of visitors
 * is its number of rows.
 */
export const portalVisitorTotals = pgTable(
  'portal_visitor_totals',
  {
    year: date('year', { mode: 'string' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    visits: integer('visits').notNull(),
  },
  (table) => [
    unique('portal_visitor_totals_key').on(table.year, table.employeeId).nullsNotDistinct(),
    // Ascending, nulls last (the default): read forwards it is `visits asc`, backwards `visits
    // desc`, the two orders a query writes. A `desc nulls last` index served neither, so every
    // call sorted the year's rows (decision 070).
    index('portal_visitor_totals_visits_idx').on(table.year, table.visits),
    // All's rows (a null year) in visit order: `year is null` does not fix the first column for
    // the planner as `year = …` does, so All has an index of its own.
    index('portal_visitor_totals_all_visits_idx')
      .on(table.visits)
      .where(sql`${table.year} is null`),
  ],
);

/**
 * How many different people visited with each company, per year and in all time (a null
 * year), kept by statement triggers on `portal_visitor_years` (migration 0038, decision 070):
 * Visitors by Company reads a row per company instead of every visitor's rows.
 */
export const portalCompanyVisitors = pgTable(
  'portal_company_visitors',
  {
    year: date('year', { mode: 'string' }),
    companyId: uuid('company_id'),
    visitors: integer('visitors').notNull(),
  },
  (table) => [unique('portal_company_visitors_key').on(table.year, table.companyId).nullsNotDistinct()],
);

/**
 * How many different people visited, per year and in all time (a null year): the number of
 * `portal_visitor_totals` rows, kept by statement triggers on it (migration 0038, decision 070).
 */
export const portalVisitorCounts = pgTable(
  'portal_visitor_counts',
  {
    year: date('year', { mode: 'string' }),
    visitors: integer('visitors').notNull(),
  },
  (table) => [unique('portal_visitor_counts_key').on(table.year).nullsNotDistinct()],
);

/** Beyond the spec: page views per day and feature area ('Most used pages'). */
export const portalPageViewDays = pgTable(
  'portal_page_view_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    area: text('area').notNull(),
    views: integer('views').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.area] })],
);
