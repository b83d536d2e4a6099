import type { Weekday } from '@portico/domain/calendar/site-calendar';
import type { Language } from '@portico/domain/language/languages';
import { sql } from 'drizzle-orm';
import { bytea } from './columns';
import { monthDayOf } from './month-day';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  smallint,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { textOrder } from '../lib/paged-list';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

/**
 * Where people work (issue 29): a site's day turns in its IANA time zone and its people work
 * the days of its working week (0 Sunday … 6 Saturday), the domain's `SiteCalendar`.
 */
export const sites = pgTable(
  'sites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** ISO 3166 alpha-2: 'CA', 'US', 'QA'. */
    country: text('country').notNull(),
    timeZone: text('time_zone').notNull(),
    workingWeek: smallint('working_week')
      .array()
      .$type<Weekday[]>()
      .notNull()
      .default(sql`'{1,2,3,4,5}'`),
    ...timestamps,
  },
  (table) => [uniqueIndex('sites_name_lower_idx').on(sql`lower(${table.name})`)],
);

/** A department with its leader; the org chart roots each department's tree at the leader. */
export const businessUnits = pgTable('business_units', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  leaderEmployeeNumber: text('leader_employee_number'),
});

/**
 * The person. The HR record (number, names, job title, company, pay class, department, manager,
 * employment status and dates) is written only by the HR import and Admins, and it is what
 * every power reads: roles, approvals, people scope, org charts, metrics. What people say about
 * themselves lives apart, in `employee_profiles`.
 */
export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeNumber: text('employee_number').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    displayName: text('display_name').notNull(),
    jobTitle: text('job_title'),
    companyId: uuid('company_id').references(() => companies.id),
    /** Where they work; none reads as the portal's default site (`PORTAL_TIME_ZONE`). */
    siteId: uuid('site_id').references(() => sites.id),
    payClass: text('pay_class'),
    department: text('department'),
    managerEmployeeNumber: text('manager_employee_number'),
    hireDate: date('hire_date'),
    terminationDate: date('termination_date'),
    employmentStatus: text('employment_status').notNull().default('ACTIVE'),
    statusReason: text('status_reason'),
    statusEffectiveFrom: date('status_effective_from'),
    workEmail: text('work_email'),
    phone: text('phone'),
    photo: bytea('photo'),
    photoContentType: text('photo_content_type'),
    /**
     * The name as lists sort it (`textOrder`: accents and case set aside), kept on the row by
     * the database: a search's few hundred matches are sorted by reading it, not by working it
     * out for each of them (decision 074).
     */
    nameOrder: text('name_order')
      .notNull()
      .generatedAlwaysAs(textOrder(sql`display_name`)),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('employees_work_email_lower_idx').on(sql`lower(${table.workEmail})`),
    index('employees_manager_idx').on(table.managerEmployeeNumber),
    index('employees_department_idx').on(table.department),
    index('employees_company_idx').on(table.companyId),
    index('employees_site_idx').on(table.siteId),
    // "Contains" searches by name or email (people pickers, the request search's assignee).
    // Without fastupdate: a bulk load (the HR import, the seed) otherwise leaves a pending list
    // that each search reads whole and that prices the index above a scan (decision 025).
    index('employees_display_name_trgm_idx')
      .using('gin', table.displayName.op('gin_trgm_ops'))
      .with({ fastupdate: 'off' }),
    index('employees_work_email_trgm_idx')
      .using('gin', table.workEmail.op('gin_trgm_ops'))
      .with({ fastupdate: 'off' }),
    // The directory's search also looks in the HR title and department (docs/people.md).
    index('employees_job_title_trgm_idx')
      .using('gin', table.jobTitle.op('gin_trgm_ops'))
      .with({ fastupdate: 'off' }),
    index('employees_department_trgm_idx')
      .using('gin', table.department.op('gin_trgm_ops'))
      .with({ fastupdate: 'off' }),
    // The people picker's order (and the directory's by name), accents and case set aside
    // (`textOrder`, kept in `name_order`), so its first 20 are read from the index in order.
    index('employees_display_name_idx').on(table.nameOrder, table.employeeNumber),
    // Statistics for the current-employee rule (isActiveEmployee): without them the planner
    // guesses 0.5% of people are current, not 93%, and sorts everyone for a first page.
    index('employees_employment_status_upper_idx').on(sql`upper(${table.employmentStatus})`),
    // The directory's first pages: whose work anniversary comes in the next few weeks.
    index('employees_hire_month_day_idx').on(monthDayOf(table.hireDate)),
  ],
);

export const employeeRoles = pgTable(
  'employee_roles',
  {
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.employeeId, table.role] }),
    check('employee_roles_role_check', sql`${table.role} in ('ELT', 'Admin', 'HR', 'IT desk')`),
  ],
);

/**
 * The self-service profile (spec §2 Profile, Edit): what a person says about themselves — the
 * title and department they go by, their birthdate and About Me. Shown on their profile and to
 * colleagues; never read to grant anything (docs/decisions/008-hr-record-and-self-service-profile.md).
 */
export const employeeProfiles = pgTable(
  'employee_profiles',
  {
    employeeId: uuid('employee_id')
      .primaryKey()
      .references(() => employees.id, { onDelete: 'cascade' }),
    jobTitle: text('job_title'),
    department: text('department'),
    birthdate: date('birthdate'),
    aboutMe: text('about_me'),
    /** The language the person reads the portal in (issue 30); null until they first sign in. */
    language: text('language').$type<Language>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('employee_profiles_language_check', sql`${table.language} in ('en-CA', 'fr-CA')`),
    // The directory's search finds people by the title and department they go by, too.
    index('employee_profiles_job_title_trgm_idx')
      .using('gin', table.jobTitle.op('gin_trgm_ops'))
      .with({ fastupdate: 'off' }),
    index('employee_profiles_department_trgm_idx')
      .using('gin', table.department.op('gin_trgm_ops'))
      .with({ fastupdate: 'off' }),
    // The directory's first pages: whose birthday comes in the next few weeks.
    index('employee_profiles_birth_month_day_idx').on(monthDayOf(table.birthdate)),
  ],
);

/**
 * Effective-dated employment facts, one row per change, so headcount can be computed for any
 * past month. `effectiveTo` is exclusive; the current row has none.
 */
export const employmentHistory = pgTable(
  'employment_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from').notNull(),
    effectiveTo: date('effective_to'),
    employmentStatus: text('employment_status').notNull(),
    statusReason: text('status_reason'),
    companyId: uuid('company_id').references(() => companies.id),
    department: text('department'),
    payClass: text('pay_class'),
    jobTitle: text('job_title'),
  },
  (table) => [
    index('employment_history_employee_idx').on(table.employeeId, table.effectiveFrom),
    index('employment_history_period_idx').on(table.effectiveFrom, table.effectiveTo),
  ],
);

/** Server-side sessions. The cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    idToken: text('id_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sessions_employee_idx').on(table.employeeId),
    index('sessions_expires_idx').on(table.expiresAt),
  ],
);

/**
 * Which identity-provider account signs in as which employee: the provider (`issuer`) and its
 * stable id of the person (`subject`: Entra's `oid`, else `sub`). The work email matches a
 * person only the first time; from then on this row decides, so a work email moved by an HR
 * import cannot hand one person's sign-in to another (docs/identity.md). `email` is the address
 * last signed in with.
 */
export const signInIdentities = pgTable(
  'sign_in_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    email: text('email'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.issuer, table.subject] }),
    unique('sign_in_identities_employee_issuer').on(table.employeeId, table.issuer),
    index('sign_in_identities_email_idx').on(sql`lower(${table.email})`),
  ],
);

export const quotes = pgTable('quotes', {
  id: uuid('id').primaryKey().defaultRandom(),
  quote: text('quote').notNull(),
  author: text('author').notNull(),
});

/** Which guided tours a person has finished or opted out of; one row per employee. */
export const tourRecords = pgTable('tour_records', {
  employeeId: uuid('employee_id')
    .primaryKey()
    .references(() => employees.id, { onDelete: 'cascade' }),
  dashboard: boolean('dashboard').notNull().default(false),
  itRequestDetails: boolean('it_request_details').notNull().default(false),
  itRequests: boolean('it_requests').notNull().default(false),
  employeeDirectory: boolean('employee_directory').notNull().default(false),
  newsEvents: boolean('news_events').notNull().default(false),
  trainingMaterials: boolean('training_materials').notNull().default(false),
});

/**
 * Personal links belong to an employee. Corporate links belong to nobody: those with a company
 * are seen by that company's employees, those without by everyone (docs/administration.md).
 */
export const quickLinks = pgTable(
  'quick_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Its title in English and in French (decision 065): '' where a language was left out. A
    // personal link has one title, `label`, in the language its owner writes (docs/quick-links.md).
    label: text('label').notNull().default(''),
    labelFr: text('label_fr').notNull().default(''),
    url: text('url').notNull(),
    icon: text('icon').notNull(),
    iconColor: text('icon_color').notNull(),
    employeeId: uuid('employee_id').references(() => employees.id, { onDelete: 'cascade' }),
    corporate: boolean('corporate').notNull().default(false),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A title in one language at least; a personal link's in `label` alone.
    check('quick_links_label_check', sql`${table.label} <> '' or ${table.labelFr} <> ''`),
    check('quick_links_personal_label_check', sql`${table.corporate} or ${table.labelFr} = ''`),
    index('quick_links_employee_idx').on(table.employeeId, table.createdAt),
    index('quick_links_corporate_idx').on(table.corporate),
  ],
);
