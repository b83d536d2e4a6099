import { effectiveManagerNumber, ROOT_EMPLOYEE_NUMBER } from '@portico/domain/identity/people-scope';
import type { AccessRole } from '@portico/domain/identity/roles';
import type { RoutingFacts } from '@portico/domain/requests/approver-routing';
import type { WorkflowActor } from '@portico/domain/requests/workflow/workflow-types';
import type { DemoEmployeeRow, DemoOrganisation } from './organisation';
import { PERSONAS } from '../reference-data/personas';

const isActive = (employee: DemoEmployeeRow) => employee.employmentStatus.toUpperCase() === 'ACTIVE';

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
    return person && isActive(person) ? person.id : null;
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
    .filter((employee) => isActive(employee) && (roles.get(employee.id) ?? []).includes('IT desk'))
    .map((employee) => employee.id);

  return { actor, routingFacts, deskStaff, admin: actor(PERSONAS.alex.id) };
}
export type DemoPeople = ReturnType<typeof demoPeople>;
