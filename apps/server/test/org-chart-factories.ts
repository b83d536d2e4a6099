import type { Db } from '../src/db/client';
import { businessUnits } from '../src/db/schema';
import { createEmployee, type EmployeeOverrides } from './factories';

let sequence = 0;

/** A business unit of its own department ("Test Unit {n}"), led by a new current employee. */
export async function createBusinessUnit(db: Db, leader: EmployeeOverrides = {}) {
  sequence += 1;
  const name = `Test Unit ${sequence}`;
  const head = await createEmployee(db, { department: name, jobTitle: 'Director', ...leader });
  const [unit] = await db
    .insert(businessUnits)
    .values({ name, leaderEmployeeNumber: head.employeeNumber })
    .returning();
  /** A person in this unit reporting to `manager` (the leader unless told otherwise). */
  const member = (manager: { employeeNumber: string } = head, overrides: EmployeeOverrides = {}) =>
    createEmployee(db, { department: name, managerEmployeeNumber: manager.employeeNumber, ...overrides });
  return { unit: unit!, leader: head, member };
}
