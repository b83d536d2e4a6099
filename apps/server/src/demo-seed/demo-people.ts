import { effectiveManagerNumber, ROOT_EMPLOYEE_NUMBER } from '@portico/domain/identity/people-scope';
import type { AccessRole } from '@portico/domain/identity/roles';
import type { RoutingFacts } from '@portico/domain/requests/approver-routing';
import type { WorkflowActor } from '@portico/domain/requests/workflow/workflow-types';
import type { DemoEmployeeRow, DemoOrganisation } from './organisation';
import { PERSONAS, PERSONA_LIST, type PersonaKey } from '../reference-data/personas';
import type { Viewer } from '../lib/viewer';
import { DEMO_SITES, type StoryPerson } from './demo-content';
import { DEPARTMENT_LEADERS, employeeIdOf } from '../reference-data/organisation';
import { DEFAULT_PORTAL_TIME_ZONE, MONDAY_TO_FRIDAY } from '@portico/domain/calendar/site-calendar';

/** Works here today: active, not left (a leaver's status is TERMINATED). */
export const isCurrent = (employee: DemoEmployeeRow) => employee.employmentStatus.toUpperCase() === 'ACTIVE';

const personaIds = new Set(PERSONA_LIST.map((persona) => persona.id));
/** Current people other than the personas: the demo's stories about colleagues pick from them. */
export const colleaguesOf = (organisation: DemoOrganisation) =>
  organisation.employees.filter((employee) => isCurrent(employee) && !personaIds.has(employee.id));

/** Drew's reports besides Emery, by employee number: the people of his team's stories. */
export const drewsTeam = (organisation: DemoOrganisation) =>
  organisation.employees
    .filter(
      (person) =>
        person.managerEmployeeNumber === PERSONAS.drew.employeeNumber && person.id !== PERSONAS.emery.id,
    )
    .sort((a, b) => a.employeeNumber.localeCompare(b.employeeNumber));

/** The id of a person the content names: a persona, Drew's first three reports, the Finance leader. */
export function storyPeople(organisation: DemoOrganisation) {
  const [team1, team2, team3] = drewsTeam(organisation).map((person) => person.id);
  const others: Record<string, string | undefined> = {
    team1,
    team2,
    team3,
    financeLeader: employeeIdOf(DEPARTMENT_LEADERS.Finance),
  };
  return (person: StoryPerson): string => {
    const id = person in PERSONAS ? PERSONAS[person as PersonaKey].id : others[person];
    if (!id) throw new Error(`The demo organisation has no ${person}`);
    return id;
  };
}

/**
 * The demo organisation's people as the request workflow meets them: who someone is (name and
 * roles), and the HR facts approver routing looks up (manager, department leader, root).
 */
export function demoPeople(organisation: DemoOrganisation) {
  const byId = new Map(organisation.employees.map((employee) => [employee.id, employee]));
  const byNumber = new Map(organisation.employees.map((employee) => [employee.employeeNumber, employee]));
  const roles = new Map<string, AccessRole[]>();
  for (const { employeeId, role } of organisation.employeeRoles) {
    roles.set(employeeId, [...(roles.get(employeeId) ?? []), role]);
  }
  const leaders = new Map(organisation.businessUnits.map((unit) => [unit.name, unit.leaderEmployeeNumber]));
  const activeIdOf = (number: string | null | undefined) => {
    const person = number ? byNumber.get(number) : undefined;
    return person && isCurrent(person) ? person.id : null;
  };

  const actor = (employeeId: string): WorkflowActor => {
    const employee = byId.get(employeeId);
    if (!employee) throw new Error(`No demo employee ${employeeId}`);
    return { employeeId, displayName: employee.displayName, roles: roles.get(employeeId) ?? [] };
  };

  /** What approver routing needs to know about the person a request is for. */
  const routingFacts = (employeeId: string): Omit<RoutingFacts, 'project'> => {
    const person = byId.get(employeeId)!;
    const leader = person.department ? leaders.get(person.department) : null;
    return {
      managerId: activeIdOf(effectiveManagerNumber(person.employeeNumber, person.managerEmployeeNumber)),
      departmentLeaderId: leader && leader !== person.employeeNumber ? activeIdOf(leader) : null,
      rootId: activeIdOf(ROOT_EMPLOYEE_NUMBER),
    };
  };

  /** The current people who work the IT desk (its role), besides Admins. */
  const deskStaff = organisation.employees
    .filter((employee) => isCurrent(employee) && (roles.get(employee.id) ?? []).includes('IT desk'))
    .map((employee) => employee.id);

  return { actor, routingFacts, deskStaff, admin: actor(PERSONAS.alex.id) };
}

/**
 * A persona as the portal's services see a signed-in person, for the modules that write
 * through them (news, forecasts): their roles, and the calendar of their company's site.
 * There is no session: the seed acts for them.
 */
export function personaViewer(key: PersonaKey): Viewer {
  const persona = PERSONAS[key];
  const site = DEMO_SITES.find((candidate) => candidate.companies.includes(persona.companyCode));
  return {
    employeeId: persona.id,
    employeeNumber: persona.employeeNumber,
    email: persona.email,
    displayName: persona.displayName,
    roles: [...persona.roles],
    sessionTokenHash: '',
    siteId: null,
    calendar: {
      timeZone: site?.timeZone ?? DEFAULT_PORTAL_TIME_ZONE,
      workingWeek: site?.workingWeek ?? MONDAY_TO_FRIDAY,
    },
  };
}
