import type { AccessRole } from '@portico/domain/identity/roles';
import type { Quote } from '@portico/domain/quotes/quote-schema';
import { addDays, dayNumber, dayOfNumber, type IsoDay } from '@portico/domain/calendar/site-calendar';
import { ROOT_EMPLOYEE_NUMBER } from '@portico/domain/identity/people-scope';
import { utcDay } from '@portico/domain/shared/dates';
import type { PgTable } from 'drizzle-orm/pg-core';
import type {
  businessUnits,
  quickLinks,
  companies,
  employeeProfiles,
  employees,
  employeeRoles,
  employmentHistory,
  tourRecords,
} from '../db/schema';
import { DEMO_COMPANIES, DEMO_DEPARTMENTS, DEMO_LINKS, DEMO_QUOTES } from './demo-content';
import { demoId } from '../reference-data/demo-ids';
import {
  CFO_EMPLOYEE_NUMBER,
  companyIdOf,
  DEPARTMENT_LEADERS,
  employeeIdOf,
} from '../reference-data/organisation';
import { planEmployment } from './employment';
import { planOrganisation } from './org-structure';
import { describePeople } from './person-details';
import { PERSONAS, PERSONA_LIST } from '../reference-data/personas';
import { createRandom } from './random';

type Row<T extends PgTable> = T['$inferInsert'];
type WithId<T extends PgTable> = Row<T> & { id: string };
export type DemoEmployeeRow = WithId<typeof employees> & {
  employeeNumber: string;
  workEmail: string;
  employmentStatus: string;
};

export interface DemoOrganisationOptions {
  /** How many employees, leavers included. Default 400. */
  employees?: number;
  /** Dates are laid out relative to this day (UTC). Default: now. */
  today?: Date;
}

export interface DemoOrganisation {
  /** The day everything is relative to, 'YYYY-MM-DD'. */
  today: string;
  companies: WithId<typeof companies>[];
  businessUnits: WithId<typeof businessUnits>[];
  employees: DemoEmployeeRow[];
  /** What people say about themselves: birthdays and About Me (titles as HR has them). */
  profiles: Row<typeof employeeProfiles>[];
  employeeRoles: (Row<typeof employeeRoles> & { role: AccessRole })[];
  employmentHistory: WithId<typeof employmentHistory>[];
  quotes: (Quote & { id: string })[];
  quickLinks: ReturnType<typeof buildDemoQuickLinks>;
  /** Nobody has finished a tour yet, so everyone sees them on first visit. */
  tourRecords: Row<typeof tourRecords>[];
}

export const DEFAULT_DEMO_EMPLOYEES = 400;

/** Besides the personas' own roles: the CEO and CFO sit on the ELT; IT and HR leaders administer. */
const OTHER_ROLE_HOLDERS: readonly (readonly [string, AccessRole])[] = [
  [ROOT_EMPLOYEE_NUMBER, 'ELT'],
  [CFO_EMPLOYEE_NUMBER, 'ELT'],
  [DEPARTMENT_LEADERS.IT, 'Admin'],
  [DEPARTMENT_LEADERS.HR, 'HR'],
];

/**
 * The demo organisation as rows ready to insert: pure, no I/O. The same size and day always
 * give the same rows, ids included, so tests and benchmarks can rely on them.
 */
export function generateDemoOrganisation(options: DemoOrganisationOptions = {}): DemoOrganisation {
  const employeeCount = options.employees ?? DEFAULT_DEMO_EMPLOYEES;
  const todayIso = utcDay(options.today ?? new Date());
  const today = dayNumber(todayIso);
  // Separate streams, so a change to how names are drawn does not move anyone in the tree.
  const positions = planOrganisation(employeeCount, createRandom('demo:organisation'));
  const employment = planEmployment(positions, today, createRandom('demo:employment'));
  const details = describePeople(positions, employment, today, createRandom('demo:people'));

  const employeeRows: DemoEmployeeRow[] = [];
  const profileRows: DemoOrganisation['profiles'] = [];
  const historyRows: DemoOrganisation['employmentHistory'] = [];
  for (const position of positions) {
    const number = position.employeeNumber;
    const job = employment.get(number)!;
    const person = details.get(number)!;
    const id = employeeIdOf(number);
    employeeRows.push({
      id,
      employeeNumber: number,
      firstName: person.firstName,
      lastName: person.lastName,
      displayName: person.displayName,
      jobTitle: position.jobTitle,
      companyId: companyIdOf(position.companyCode),
      payClass: position.payClass,
      department: position.department,
      managerEmployeeNumber: position.managerEmployeeNumber,
      hireDate: dayOfNumber(job.hireDay),
      terminationDate: job.terminationDay === null ? null : dayOfNumber(job.terminationDay),
      employmentStatus: job.employmentStatus,
      statusReason: job.statusReason,
      statusEffectiveFrom: dayOfNumber(job.statusEffectiveDay),
      workEmail: person.workEmail,
      phone: person.phone,
    });
    profileRows.push({ employeeId: id, birthdate: dayOfNumber(person.birthDay), aboutMe: person.aboutMe });
    job.periods.forEach((period, index) => {
      const next = job.periods[index + 1];
      historyRows.push({
        id: demoId(`employment-history:${number}:${index + 1}`),
        employeeId: id,
        effectiveFrom: dayOfNumber(period.from),
        effectiveTo: next ? dayOfNumber(next.from) : null,
        employmentStatus: period.employmentStatus,
        statusReason: period.statusReason,
        companyId: companyIdOf(period.companyCode),
        department: period.department,
        payClass: period.payClass,
        jobTitle: period.jobTitle,
      });
    });
  }

  // Admins granted the IT desk role to the current IT staff who work requests.
  const deskStaff = positions
    .filter(
      (position) =>
        position.department === 'IT' &&
        employment.get(position.employeeNumber)!.employmentStatus === 'ACTIVE' &&
        !position.persona,
    )
    .map((position) => [position.employeeNumber, 'IT desk'] as const);
  const roleHolders = [
    ...PERSONA_LIST.flatMap((persona) =>
      persona.roles.map((role) => [persona.employeeNumber, role] as const),
    ),
    ...OTHER_ROLE_HOLDERS,
    ...deskStaff,
  ];
  return {
    today: todayIso,
    companies: DEMO_COMPANIES.map(({ code, name }) => ({ id: companyIdOf(code), code, name })),
    businessUnits: DEMO_DEPARTMENTS.map(({ name, leaderEmployeeNumber }) => ({
      id: demoId(`business-unit:${name}`),
      name,
      leaderEmployeeNumber,
    })),
    employees: employeeRows,
    profiles: profileRows,
    employeeRoles: roleHolders
      .map(([number, role]) => ({ employeeId: employeeIdOf(number), role }))
      .sort((a, b) => a.employeeId.localeCompare(b.employeeId) || a.role.localeCompare(b.role)),
    employmentHistory: historyRows,
    quotes: DEMO_QUOTES.map((quote, index) => ({ id: demoId(`quote:${index + 1}`), ...quote })),
    quickLinks: buildDemoQuickLinks(todayIso, companyIdOf),
    tourRecords: [],
  };
}

type Link = (typeof DEMO_LINKS.emery)[number];
type Owner = { employeeId?: string; companyId?: string };

/**
 * Everyone's corporate links, one company's own and Emery's personal ones, created on
 * successive days in the past so "newest first" lists have a stable order.
 */
function buildDemoQuickLinks(today: IsoDay, companyIdOf: (code: string) => string) {
  const row = (key: string, link: Link, dayOffset: number, owner: Owner = {}) => ({
    ...link,
    id: demoId(`quick-link:${key}`),
    employeeId: owner.employeeId ?? null,
    corporate: !owner.employeeId,
    companyId: owner.companyId ?? null,
    createdAt: new Date(`${addDays(today, dayOffset)}T12:00:00Z`),
  });
  const { companyCode, ...companyLink } = DEMO_LINKS.company;
  const emery = { employeeId: PERSONAS.emery.id };
  return [
    ...DEMO_LINKS.corporate.map((link, index) => row(`corporate:${index + 1}`, link, -400 + index)),
    row('company:1', companyLink, -200, { companyId: companyIdOf(companyCode) }),
    ...DEMO_LINKS.emery.map((link, index) => row(`emery:${index + 1}`, link, -90 + index * 7, emery)),
  ] satisfies (typeof quickLinks.$inferInsert)[];
}
