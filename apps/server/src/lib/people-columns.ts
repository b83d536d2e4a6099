import { eq, sql } from 'drizzle-orm';
import { employeeProfiles, employees } from '../db/schema';

/**
 * Which title and department a screen shows for a person: what they say on their own profile,
 * else the HR record's. Only for showing people to people (the profile, greetings, pickers,
 * request cards). Anything that grants, groups, filters or counts reads the HR columns
 * (`employees.job_title`, `employees.department`) and never these — see
 * docs/decisions/008-hr-record-and-self-service-profile.md.
 */
export const shownJobTitle = sql<
  string | null
>`coalesce(${employeeProfiles.jobTitle}, ${employees.jobTitle})`;
export const shownDepartment = sql<
  string | null
>`coalesce(${employeeProfiles.department}, ${employees.department})`;

/** Join condition for `.leftJoin(employeeProfiles, profileOfEmployee)`. */
export const profileOfEmployee = eq(employeeProfiles.employeeId, employees.id);
