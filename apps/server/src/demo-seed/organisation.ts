import type { AccessRole } from '@portico/domain/identity/roles';
import { dayNumber, dayOfNumber } from '@portico/domain/calendar/site-calendar';
import { ROOT_EMPLOYEE_NUMBER } from '@portico/domain/identity/people-scope';
import { utcDay } from '@portico/domain/shared/dates';
import type {
  businessUnits,
  companies,
  employeeProfiles,
  employees,
  employeeRoles,
  employmentHistory,
  tourRecords,
} from '../db/schema';
import { DEMO_COMPANIES } from './companies';
import { DEMO_DEPARTMENTS } from './departments';
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
import { buildDemoQuickLinks, type DemoQuickLinkRow } from './quick-links';
import { buildDemoQuotes, type DemoQuoteRow } from './quotes';
import { createRandom } from './random';

type WithId<T> = T & { id: string };
export type DemoCompanyRow = WithId<typeof companies.$inferInsert>;
export type DemoBusinessUnitRow = WithId<typeof businessUnits.$inferInsert>;
export type DemoEmployeeRow = WithId<typeof employees.$inferInsert> & {
  employeeNumber: string;
  workEmail: string;
  employmentStatus: string;
};
export type DemoEmployeeRoleRow = typeof employeeRoles.$inferInsert & { role: AccessRole };
export type DemoProfileRow = typeof employeeProfiles.$inferInsert;
export type DemoEmploymentHistoryRow = WithId<typeof employmentHistory.$inferInsert>;
export type DemoTourRecordRow = typeof tourRecords.$inferInsert;

export interface DemoOrganisationOptions {
  /** How many employees, leavers included. Default 400. */
  employees?: number;
  /** Dates are laid out relative to this day (UTC). Default: now. */
  today?: Date;
}

export interface DemoOrganisation {
  /** The day everything is relative to, 'YYYY-MM-DD'. */
  today: string;
  companies: DemoCompanyRow[];
  businessUnits: DemoBusinessUnitRow[];
  employees: DemoEmployeeRow[];
  /** What people say about themselves: birthdays and About Me (titles as HR has them). */
  profiles: DemoProfileRow[];
  employeeRoles: DemoEmployeeRoleRow[];
  employmentHistory: DemoEmploymentHistoryRow[];
  quotes: DemoQuoteRow[];
  quickLinks: DemoQuickLinkRow[];
  /** Nobody has finished a tour yet, so everyone sees them on first visit. */
  tourRecords: DemoTourRecordRow[];
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
  const profileRows: DemoProfileRow[] = [];
  const historyRows: DemoEmploymentHistoryRow[] = [];
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
    quotes: buildDemoQuotes(),
    quickLinks: buildDemoQuickLinks(PERSONAS.emery.id, todayIso, companyIdOf),
    tourRecords: [],
  };
}
