import {
  DEFAULT_DEMO_EMPLOYEES,
  generateDemoOrganisation,
} from '../../apps/server/src/demo-seed/organisation';
import { drewsTeamBesidesEmery as drewsTeamIn } from '../../apps/server/src/demo-seed/time-away-plan';

/**
 * The demo organisation as the server seeded it on start (the generator is pure: the same size
 * and day give the same people), for journeys that need someone no screen shows — a colleague
 * who has left.
 */
const organisation = () => generateDemoOrganisation({ employees: DEFAULT_DEMO_EMPLOYEES });

export interface DepartedColleague {
  name: string;
  department: string;
  /** Their manager, who is current: the chart shows this manager and their current team. */
  managerName: string;
}

/**
 * Someone of `department` who has left (terminated, on leave, or a past termination date),
 * whose manager is current and still has a current report, with a name nobody current shares.
 */
export function departedColleagueIn(department: string): DepartedColleague {
  const { employees, today } = organisation();
  const isCurrent = (person: (typeof employees)[number]) =>
    person.employmentStatus.toUpperCase() === 'ACTIVE' &&
    (!person.terminationDate || person.terminationDate >= today);
  const byNumber = new Map(employees.map((person) => [person.employeeNumber, person]));
  const currentNames = new Set(employees.filter(isCurrent).map((person) => person.displayName));
  const managesSomeoneCurrent = new Set(
    employees.filter(isCurrent).map((person) => person.managerEmployeeNumber ?? ''),
  );
  for (const person of employees) {
    const manager = byNumber.get(person.managerEmployeeNumber ?? '');
    if (
      person.department === department &&
      !isCurrent(person) &&
      !currentNames.has(person.displayName) &&
      manager &&
      isCurrent(manager) &&
      manager.department === department &&
      managesSomeoneCurrent.has(manager.employeeNumber)
    ) {
      return { name: person.displayName, department, managerName: manager.displayName };
    }
  }
  throw new Error(`The demo organisation has nobody who left ${department} under a current manager`);
}

export interface TeamMember {
  employeeNumber: string;
  name: string;
}

/** Drew's reports besides Emery, as the seed's Who's out story picks them. */
export const drewsTeamBesidesEmery = (): TeamMember[] =>
  drewsTeamIn(organisation()).map((person) => ({
    employeeNumber: person.employeeNumber,
    name: person.displayName,
  }));
