import { z } from 'zod';
import { listQuerySchema, MAX_SEARCH_LENGTH, pagedListSchema } from '../shared/list-query';
import { siteSummarySchema } from '../sites/person-site';
import { CELEBRATION_KINDS } from './celebrations';
import { DIRECTORY_PAGE_SIZE, DIRECTORY_SORTS } from './directory-constants';

/**
 * The Employee Directory's query (spec §2: a text filter and a department filter, 8 per page).
 * The department is the HR record's (decision 008): it filters, so a typed one cannot.
 */
export const directoryQuerySchema = listQuerySchema(DIRECTORY_SORTS, {
  sort: 'celebration',
  order: 'asc',
  pageSize: DIRECTORY_PAGE_SIZE,
}).extend({
  department: z.string().trim().max(MAX_SEARCH_LENGTH).optional(),
});
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;

export const celebrationSchema = z.object({
  kind: z.enum(CELEBRATION_KINDS),
  date: z.string(),
  /** Today counts as 1 (spec §4). */
  days: z.number().int(),
});

/** A person as a directory card shows them: title and department as they go by them. */
export const directoryPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  hasPhoto: z.boolean(),
  title: z.string().nullable(),
  department: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The sooner of the next birthday and work anniversary; none when both dates are missing. */
  celebration: celebrationSchema.nullable(),
});
export type DirectoryPerson = z.infer<typeof directoryPersonSchema>;

export const directoryPageSchema = pagedListSchema(directoryPersonSchema);
export type DirectoryPage = z.infer<typeof directoryPageSchema>;

/** The department filter's choices: the HR departments that have someone current in them. */
export const directoryDepartmentsSchema = z.object({ items: z.array(z.string()) });
export type DirectoryDepartments = z.infer<typeof directoryDepartmentsSchema>;

const colleagueSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  hasPhoto: z.boolean(),
});
export type Colleague = z.infer<typeof colleagueSchema>;

/**
 * A person's profile view: their card, About Me, where they work (their site, whose zone their
 * day turns in; none is the portal's own) and where they sit (manager, direct reports).
 */
export const employeeProfileViewSchema = directoryPersonSchema.extend({
  aboutMe: z.string().nullable(),
  site: siteSummarySchema.nullable(),
  /** The current manager the HR record names; none for the root, or a manager who has left. */
  manager: colleagueSchema.nullable(),
  directReports: z.array(colleagueSchema),
});
export type EmployeeProfileView = z.infer<typeof employeeProfileViewSchema>;
