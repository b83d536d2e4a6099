import { APPROVAL_STEPS } from '@portico/domain/requests/approval-steps';
import {
  PRIORITIES,
  REQUEST_STATUSES,
  REQUEST_TYPES,
  type RequestStatus,
} from '@portico/domain/requests/request-constants';
import { quickLinkInputSchema, quickLinkUpdateSchema } from '@portico/domain/quick-links/quick-link-schema';
import { quoteInputSchema } from '@portico/domain/quotes/quote-admin';
import { siteInputSchema } from '@portico/domain/sites/site-admin';
import { TIME_AWAY_REQUEST_TYPES } from '@portico/domain/time-away/time-away-constants';
import { z } from 'zod';
import { ROOT_EMPLOYEE_NUMBER } from '@portico/domain/identity/people-scope';
import { CFO_EMPLOYEE_NUMBER, COO_EMPLOYEE_NUMBER, DEPARTMENT_LEADERS } from '../reference-data/organisation';
import { PERSONAS } from '../reference-data/personas';
import careers from './content/careers.json';
import companies from './content/companies.json';
import contactMessages from './content/contact-messages.json';
import departments from './content/departments.json';
import forecasts from './content/forecasts.json';
import holidays from './content/holidays.json';
import library from './content/library.json';
import news from './content/news.json';
import people from './content/people.json';
import personaRequests from './content/persona-requests.json';
import personaTimeAway from './content/persona-time-away.json';
import quickLinks from './content/quick-links.json';
import quotes from './content/quotes.json';
import requestMix from './content/request-mix.json';
import requestSubjects from './content/request-subjects.json';
import sites from './content/sites.json';
import wallOfWow from './content/wall-of-wow.json';

/*
 * The demo's content — what its people wrote, the group's departments and job titles, names —
 * is data in `content/`, apart from the code that lays it out (decision 060): it is read here
 * once and checked, so a mistake in a file stops the seed with the file's path and field, and
 * the modules get it typed. What an Admin or a person would type through a form (trainings,
 * forms, quick links, forecasts, requests) is also checked by that form's schema where the
 * module writes it, as the form would.
 */

const text = z.string().min(1);
const texts = z.array(text).min(1);
const persona = z.enum(Object.keys(PERSONAS) as [keyof typeof PERSONAS, ...(keyof typeof PERSONAS)[]]);
/** Days from today (negative: in the past). */
const days = z.number().int();

function checked<T extends z.ZodType>(file: string, schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`Demo content ${file}: ${z.prettifyError(result.error)}`);
  return result.data;
}

/** A library entry as the admin form takes it (a name in English, French or both), with the names of its sample files. */
const libraryEntry = z.looseObject({ name: z.string(), files: z.array(text).default([]) });
export const LIBRARY = checked(
  'library.json',
  z.object({
    trainings: z.array(libraryEntry),
    covidDocuments: z.array(libraryEntry),
    forms: z.array(z.looseObject({ name: text, file: text })),
  }),
  library,
);

/** The group: a head office (first) and six operating companies, all fictional. */
export const DEMO_COMPANIES = checked(
  'companies.json',
  z.array(
    z.object({
      code: z.string().regex(/^[A-Z]{3}$/),
      name: text,
      /** Area code for made-up phone numbers near the company's home office. */
      areaCode: z.string().regex(/^\d{3}$/),
    }),
  ),
  companies,
);

/**
 * The group's sites, as the Sites admin form takes them, with the companies whose people work
 * there (a company's home office).
 */
export const DEMO_SITES = checked(
  'sites.json',
  z.array(siteInputSchema.extend({ companies: z.array(z.string()) })),
  sites,
);

/** Fixed-date public holidays by country (ISO 3166 alpha-2), each on a month and day ('MM-DD'). */
const monthDay = z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
export const FIXED_DATE_HOLIDAYS = checked(
  'holidays.json',
  z.record(z.string().regex(/^[A-Z]{2}$/), z.array(z.object({ date: monthDay, name: text }))),
  holidays,
);

const TOP = { ceo: ROOT_EMPLOYEE_NUMBER, cfo: CFO_EMPLOYEE_NUMBER, coo: COO_EMPLOYEE_NUMBER } as const;
const leaderOf = (name: string): string | undefined =>
  DEPARTMENT_LEADERS[name as keyof typeof DEPARTMENT_LEADERS];

/**
 * Departments of the demo group, each with its fixed leader from the reference data, so persona
 * managers and business-unit leaders are the same at every size. 'C&L' (Compliance & Legal) and
 * 'EX' (Customer Experience) are kept as codes because the spec's time-away filter shows short
 * labels for exactly those two. 'Field' and 'Project Member' exist because several views must
 * leave them out.
 */
export const DEMO_DEPARTMENTS = checked(
  'departments.json',
  z.array(
    z
      .object({
        /** The department (business unit) name as the HR system spells it. */
        name: text,
        leaderTitle: text,
        /** Whom the leader reports to, among the fixed top of the organisation. */
        leaderReportsTo: z.enum(['ceo', 'cfo', 'coo']),
        /** Share of the generated (non-fixed) employees who work here. */
        share: z.number().positive(),
        managerTitles: texts,
        staffTitles: texts,
        /** Chance that someone without reports is paid by the hour. */
        hourlyShare: z.number().min(0).max(1),
        /** Front-line departments spread over the operating companies; the rest sit at head office. */
        operating: z.boolean(),
      })
      .refine((department) => leaderOf(department.name), { error: 'This department has no leader' })
      .transform((department) => ({
        ...department,
        leaderEmployeeNumber: leaderOf(department.name)!,
        leaderReportsToNumber: TOP[department.leaderReportsTo],
      })),
  ),
  departments,
);
export type DemoDepartment = (typeof DEMO_DEPARTMENTS)[number];

export function departmentByName(name: string): DemoDepartment {
  const department = DEMO_DEPARTMENTS.find((candidate) => candidate.name === name);
  if (!department) throw new RangeError(`Unknown demo department ${name}`);
  return department;
}

export const PEOPLE_WORDS = checked(
  'people.json',
  z.object({
    firstNames: texts,
    lastNames: texts,
    /** How people name the coded departments when they write about themselves. */
    departmentWords: z.record(z.string(), text),
    /** An About Me's first sentence; {company}, {year}, {team} and {title} are filled in. */
    intros: texts,
    hobbies: texts,
    closers: texts,
  }),
  people,
);

/** Who a hand-written request names: a persona, one of Drew's team, or the Finance leader. */
const storyPerson = z.enum([...persona.options, 'team1', 'team2', 'team3', 'financeLeader']);
export type StoryPerson = z.output<typeof storyPerson>;

/**
 * The personas' requests and their colleagues': who asked for what, how long ago, and where it
 * has got to (the workflow works out how). Between them they cover every status, each approval
 * step waiting and decided, both auto-approvals, a request made on someone's behalf, and ranked
 * approved projects.
 */
export const PERSONA_STORIES = checked(
  'persona-requests.json',
  z.array(
    z.object({
      key: text,
      type: z.enum(REQUEST_TYPES),
      status: z.enum(REQUEST_STATUSES as [RequestStatus, ...RequestStatus[]]),
      by: storyPerson,
      for: storyPerson.optional(),
      category: text,
      /** A demo project, by its number. */
      project: z.number().int().positive().optional(),
      priority: z.enum(PRIORITIES).optional(),
      daysAgo: z.number().int().nonnegative(),
      description: text,
      details: text,
      /** The IT desk person who works it. */
      assigned: storyPerson.optional(),
      rank: z.number().int().positive().optional(),
      /** Cancelled by this step's rejection rather than the desk. */
      rejectedAt: z.enum(APPROVAL_STEPS).optional(),
      notes: text.optional(),
      estimate: z.object({ hours: z.number().positive(), rate: z.number().positive() }).optional(),
      /** How many, for a purchase or a quote: one unless said. */
      quantity: z.number().int().positive().optional(),
      /** Files attached right after saving (the contents are small samples). */
      files: z.array(text).optional(),
    }),
  ),
  personaRequests,
);
export type Story = (typeof PERSONA_STORIES)[number];

const awayType = z.enum(TIME_AWAY_REQUEST_TYPES);

/**
 * Years of time away a demo can tell by heart, by person as the requests name them. Emery:
 * Vacation Salary 15 with 5 taken and 3 booked, 2 sick days and 2 carry-over days taken, a
 * volunteer day taken, a float day booked but not yet approved. Casey: time taken and nothing
 * booked, so My Time Away shows 'No time booked.'. Drew's team: one off sick today, one away the
 * next two working days, so his dashboard has news. A stretch of workdays starts on the first
 * workday from `from` (days from today).
 */
export const STORY_TIME_AWAY = checked(
  'persona-time-away.json',
  z.partialRecord(
    storyPerson,
    z.object({
      /** Their own allocations; otherwise drawn like everyone's. */
      allocations: z.record(awayType, z.number().nonnegative()).optional(),
      /** Also a year drawn like everyone's, with this week free but for these stretches. */
      drawnYear: z.boolean().default(false),
      away: z.array(
        z
          .object({
            from: days,
            /** How many workdays in a row, or `days`: that many days, weekend or not. */
            workdays: z.number().int().positive().optional(),
            days: z.number().int().positive().optional(),
            type: awayType,
            /** APPROVED unless said. */
            status: z.enum(['APPROVED', 'PENDING']).optional(),
          })
          .refine((stretch) => (stretch.workdays === undefined) !== (stretch.days === undefined), {
            error: 'Give either workdays or days',
          }),
      ),
    }),
  ),
  personaTimeAway,
);

/** What people ask the IT desk for, by type: a subject and its details. */
export const REQUEST_SUBJECTS = checked(
  'request-subjects.json',
  z.record(z.enum(REQUEST_TYPES), z.array(z.tuple([text, text])).min(1)),
  requestSubjects,
);

/**
 * The generated requests' mix: how likely each type is, and each status by the request's age
 * (older ones are mostly finished, recent ones still moving). `waiting` is any approval wait
 * the request's type has; a type without one stays where submission left it.
 */
export const REQUEST_MIX = checked(
  'request-mix.json',
  z.object({
    types: z.record(z.enum(REQUEST_TYPES), z.number().positive()),
    statusesByAge: z.array(
      z.object({
        olderThanDays: z.number().int().nonnegative(),
        weights: z.partialRecord(z.enum([...REQUEST_STATUSES, 'waiting']), z.number().positive()),
      }),
    ),
  }),
  requestMix,
);

/** News posts: who wrote each, Visible From and To in days from today, and the form's fields. */
export const DEMO_POSTS = checked(
  'news.json',
  z.array(z.looseObject({ author: persona, from: days, to: days })),
  news,
);

/** Hiring forecasts: the form's fields, who submitted it when, and who locked it, if anyone. */
export const DEMO_FORECASTS = checked(
  'forecasts.json',
  z.array(
    z.object({
      by: persona,
      submitted: days,
      start: days,
      lockedBy: persona.optional(),
      fields: z.record(z.string(), z.unknown()),
    }),
  ),
  forecasts,
);

/** Job openings and messages to the portal's team: the forms' fields, and how many days ago. */
const daysAgo = z.array(z.looseObject({ daysAgo: days }));
export const DEMO_OPENINGS = checked('careers.json', daysAgo, careers);
export const DEMO_MESSAGES = checked('contact-messages.json', daysAgo, contactMessages);

/**
 * The loading screen's quotes as stored in the database. Deliberately different from the
 * built-in fallback list, so a demo shows at a glance whether the quotes came from the server.
 */
export const DEMO_QUOTES = checked('quotes.json', z.array(quoteInputSchema), quotes);

/** A corporate link as the Corporate Links form takes it: its title in English, in French or both. */
const corporateLink = quickLinkUpdateSchema;
/** A person's own link as the New Link form takes it: one title. */
const ownLink = quickLinkInputSchema.transform(({ isCorporate: _personal, ...link }) => link);
export const DEMO_LINKS = checked(
  'quick-links.json',
  z.object({
    /** Everyone's Corporate Links: the group's shared tools. */
    corporate: z.array(corporateLink),
    /** One company's own corporate link: its people see it, Emery does not. */
    company: z.intersection(corporateLink, z.object({ companyCode: text })),
    /** Emery's own links, so the dashboard grid shows personal links next to corporate ones. */
    emery: z.array(ownLink),
  }),
  quickLinks,
);

/**
 * The Wall of Wow's last months, this month first: the value each winner lived, one of the
 * pictures in apps/web/public/wall-of-wow/, and whether their team nominated them.
 */
export const DEMO_WALL_OF_WOW = checked(
  'wall-of-wow.json',
  z.array(
    z.object({
      value: text,
      valueFr: z.string().default(''),
      imageName: z.string().regex(/^[a-z-]+\.svg$/),
      byTeam: z.boolean(),
    }),
  ),
  wallOfWow,
);
