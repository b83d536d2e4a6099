import type { RequestType } from '@portico/domain/requests/request-constants';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { requestApprovals, serviceRequests } from '../src/db/schema';
import { ROOT_EMPLOYEE_NUMBER } from '@portico/domain/identity/people-scope';
import { DEPARTMENT_LEADERS, employeeIdOf } from '../src/reference-data/organisation';
import {
  categoryIdOf,
  DREW_PROJECT_ID,
  projectCodeOf,
  projectIdOf,
} from '../src/reference-data/request-catalogue';
import { dayFromToday } from './test-days';

/** Request form bodies that pass every rule, per type, against the seeded demo catalogue. */

/** The day `offsetDays` after the personas' today. */
export const isoDay = (offsetDays: number) => dayFromToday(offsetDays);

export { DEMO_CATEGORIES } from '../src/reference-data/request-catalogue';
export { categoryIdOf, DREW_PROJECT_ID };
/** Drew's manager: the second purchase approver on Drew's projects. */
export const OPERATIONS_LEADER_ID = employeeIdOf(DEPARTMENT_LEADERS.Operations);
/** The organisation's root (000001), who stands in for missing approvers. */
export const ROOT_ID = employeeIdOf(ROOT_EMPLOYEE_NUMBER);
/** The named demo project whose approvers are not Drew (Head Office Network Upgrade). */
export const IT_PROJECT_ID = projectIdOf(projectCodeOf(5));

const common = (type: RequestType, category: string) => ({
  type,
  onBehalf: false,
  category: categoryIdOf(type, category),
  priority: '2 - Medium',
  neededBy: isoDay(7),
  description: 'Something I need',
  requestDetails: 'Enough detail to act on.',
});

export const validBodies = {
  'Support Request': () => common('Support Request', 'Hardware'),
  'Purchase Request': () => ({
    ...common('Purchase Request', 'Laptop'),
    project: DREW_PROJECT_ID,
    productBrand: 'Lenovo',
    productModal: 'T14',
    productQuantity: '2',
    deliveryDetails: 'To the depot reception.',
  }),
  'Quote Request': () => ({
    ...common('Quote Request', 'Hardware'),
    productBrand: 'Dell',
    productModal: 'U2724',
    productQuantity: 3.5,
  }),
  'Project Brief': () => ({
    ...common('Project Brief', 'Automation'),
    project: DREW_PROJECT_ID,
    projectTitle: 'Route sheet automation',
    projectType: 'New Solution',
    projectImportance: 'Saves an hour a day.',
    projectProblem: 'Sheets are built by hand.',
    projectGoal: 'Build them automatically.',
    projectSuccess: 'Ready by seven every day.',
    projectBudget: 'Up to $20,000',
    deliveredDate: isoDay(120),
  }),
} satisfies Record<RequestType, () => Record<string, unknown>>;

export async function countRequests(db: Db) {
  const [row] = await db.select({ n: count() }).from(serviceRequests);
  return row!.n;
}

export async function requestRow(db: Db, id: string) {
  const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
  return row;
}

export async function approvalRows(db: Db, requestId: string) {
  return db.select().from(requestApprovals).where(eq(requestApprovals.requestId, requestId));
}
