import { APPROVAL_STEP_LABELS } from '@portico/domain/requests/approvals';
import { sql } from 'drizzle-orm';
import {
  accounts,
  notifications,
  projects,
  requestApprovals,
  requestCategories,
  serviceRequests,
} from '../../db/schema';
import { dayOf, middayOf, type Day } from './calendar';
import { demoId } from './demo-ids';
import { generatedRequestCount, generatedRequestPlans } from './generated-requests';
import { insertInChunks } from './insert-in-chunks';
import type { DemoEmployeeRow } from './organisation';
import { demoRequestId, personaRequestPlans, type PersonaRequestKey } from './persona-requests';
import { PERSONAS, PERSONA_LIST } from './personas';
import { createRandom } from './random';
import { buildDemoRequest } from './request-builder';
import {
  buildDemoAccounts,
  buildDemoCategories,
  buildDemoProjects,
  type DemoProject,
} from './request-catalogue';
import type { DemoApprovalRow, DemoRequestRow, RequestPlan } from './request-plan';
import type { DemoSeedModule } from './seed-module';

const isActive = (employee: DemoEmployeeRow) => employee.employmentStatus.toUpperCase() === 'ACTIVE';

/** Names follow submission order, as the database sequence would have given them. */
const requestName = (sequence: number) => `SR-${String(sequence).padStart(6, '0')}`;

export interface DemoRequests {
  projects: DemoProject[];
  requests: DemoRequestRow[];
  approvals: DemoApprovalRow[];
  notifications: (typeof notifications.$inferInsert)[];
}

/** Every request row of the demo: pure, so the same size and day always give the same rows. */
export function generateDemoRequests(employees: readonly DemoEmployeeRow[], today: Day): DemoRequests {
  const random = createRandom('demo:requests');
  const personaIds = new Set(PERSONA_LIST.map((persona) => persona.id));
  const drewTeam = employees
    .filter((employee) => employee.managerEmployeeNumber === PERSONAS.drew.employeeNumber)
    .map((employee) => employee.id)
    .filter((id) => id !== PERSONAS.emery.id) as [string, string, string];
  const managers = new Set(employees.map((employee) => employee.managerEmployeeNumber));
  const approverNumbers = employees
    .filter(
      (employee) =>
        isActive(employee) && managers.has(employee.employeeNumber) && !personaIds.has(employee.id),
    )
    .map((employee) => employee.employeeNumber);
  const allProjects = buildDemoProjects(employees.length, approverNumbers, random);
  // Drew's queue holds only the hand-written requests: background purchases go elsewhere.
  const drewFree = allProjects.filter((project) => project.purchaseApproverId !== PERSONAS.drew.id);

  const excluded = new Set([...personaIds, ...drewTeam]);
  const plans: RequestPlan[] = [
    ...generatedRequestPlans(
      {
        today,
        employees,
        requesters: employees.filter((employee) => isActive(employee) && !excluded.has(employee.id)),
        itStaff: employees
          .filter((employee) => isActive(employee) && employee.department === 'IT')
          .map((employee) => employee.id),
        projects: drewFree,
        random,
      },
      generatedRequestCount(employees.length),
    ),
    ...personaRequestPlans(today, allProjects, drewTeam),
  ].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.key.localeCompare(b.key));

  const names = new Map(employees.map((employee) => [employee.id, employee.displayName]));
  const nameOf = (id: string) => names.get(id) ?? 'Unknown';
  const requests: DemoRequestRow[] = [];
  const approvals: DemoApprovalRow[] = [];
  plans.forEach((plan, index) => {
    const built = buildDemoRequest(plan, requestName(index + 1), nameOf);
    requests.push(built.request);
    approvals.push(...built.approvals);
  });
  return { projects: allProjects, requests, approvals, notifications: emeryNotifications(requests, today) };
}

/** What Emery's bell shows: news of her requests, the latest unread. */
function emeryNotifications(requests: readonly DemoRequestRow[], today: Day) {
  const byId = new Map(requests.map((request) => [request.id, request]));
  const drew = PERSONAS.drew.displayName;
  const alex = PERSONAS.alex.displayName;
  const items: [PersonaRequestKey, string, (name: string) => string, boolean, number][] = [
    ['emery-password', 'IT request completed', (n) => `${n} was completed by ${alex}.`, true, 57],
    ['emery-label-printer-quote', 'IT request completed', (n) => `${n} was completed by ${alex}.`, true, 42],
    [
      'emery-phone-purchase',
      'IT request rejected',
      (n) =>
        `${n} ${APPROVAL_STEP_LABELS.purchase} was rejected by ${drew}: Please use the spare from the depot pool instead.`,
      false,
      30,
    ],
    [
      'emery-monitor-purchase',
      'IT request approved',
      (n) =>
        `${n} ${APPROVAL_STEP_LABELS.purchase} was approved by ${drew}: Approved — makes sense for route planning.`,
      true,
      20,
    ],
    [
      'emery-shipment-brief',
      'IT request approved',
      (n) =>
        `${n} ${APPROVAL_STEP_LABELS['pre-approval']} was approved by ${drew}: Good idea — go ahead and get an estimate.`,
      false,
      15,
    ],
    [
      'emery-shared-mailbox',
      'IT request updated',
      (n) => `${n} is now Pending User Reply: Could you confirm the asset tag on the device?`,
      false,
      8,
    ],
    ['emery-vpn', 'IT request assigned', (n) => `${n} was assigned to ${alex}.`, false, 5],
  ];
  return items.map(([key, type, describe, isRead, daysAgo]) => {
    const request = byId.get(demoRequestId(key))!;
    return {
      id: demoId(`notification:${key}:${type}`),
      employeeId: PERSONAS.emery.id,
      type,
      description: describe(request.name),
      isRead,
      createdAt: middayOf(today - daysAgo),
      requestId: request.id,
    };
  });
}

/** Categories, accounts, projects, requests in every state with their history, and Emery's bell. */
export const requestsSeed: DemoSeedModule = {
  name: 'requests',
  tables: [accounts, projects, requestCategories, serviceRequests, requestApprovals],
  async seed(tx, { organisation, today }) {
    const data = generateDemoRequests(organisation.employees, dayOf(today));
    const counts = {
      ...(await insertInChunks(tx, requestCategories, buildDemoCategories())),
      ...(await insertInChunks(tx, accounts, buildDemoAccounts())),
      ...(await insertInChunks(
        tx,
        projects,
        data.projects.map((project) => project.row),
      )),
      ...(await insertInChunks(tx, serviceRequests, data.requests)),
      ...(await insertInChunks(tx, requestApprovals, data.approvals)),
      ...(await insertInChunks(tx, notifications, data.notifications)),
    };
    // The next request submitted through the API continues the numbering.
    await tx.execute(sql`select setval('service_request_number_seq', ${data.requests.length})`);
    return counts;
  },
};
