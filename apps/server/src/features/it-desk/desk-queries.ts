import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { APPROVAL_STATE, STATUS } from '@portico/domain/requests/request-constants';
import type { Db } from '../../db/client';
import { employeeRoles, employees, requestApprovals, serviceRequests } from '../../db/schema';
import { isActiveEmployee } from '../../lib/active-employee-sql';

/** The department whose people work the IT desk. */
export const IT_DEPARTMENT = 'IT';

/**
 * Current employees only (the rule sign-in uses), who are in IT or hold the Admin role.
 */
const isDeskStaff = sql<boolean>`(
  ${isActiveEmployee}
  and (
    ${employees.department} = ${IT_DEPARTMENT}
    or exists (
      select 1 from ${employeeRoles}
      where ${employeeRoles.employeeId} = ${employees.id} and ${employeeRoles.role} = 'Admin'
    )
  )
)`;

export function listDeskStaff(db: Db) {
  return db
    .select({ id: employees.id, name: employees.displayName, title: employees.jobTitle })
    .from(employees)
    .where(isDeskStaff)
    .orderBy(asc(employees.displayName), asc(employees.id));
}

export async function findDeskStaffMember(db: Db, employeeId: string) {
  const [row] = await db
    .select({ id: employees.id, name: employees.displayName })
    .from(employees)
    .where(and(eq(employees.id, employeeId), isDeskStaff));
  return row;
}

const assignee = alias(employees, 'assignee');
const fulfilmentColumns = {
  id: serviceRequests.id,
  name: serviceRequests.name,
  createdById: serviceRequests.createdById,
  requestedForId: serviceRequests.requestedForId,
  status: serviceRequests.status,
  assignedToId: serviceRequests.assignedToId,
  assignedToName: assignee.displayName,
  statusNotes: serviceRequests.statusNotes,
  estimatedCompletion: serviceRequests.estimatedCompletion,
  completedOn: serviceRequests.completedOn,
};

/** The fulfilment fields with the assignee's name; `lock` holds the request row until commit. */
export async function findFulfilment(db: Db, requestId: string, lock = false) {
  const query = db
    .select(fulfilmentColumns)
    .from(serviceRequests)
    .leftJoin(assignee, eq(assignee.id, serviceRequests.assignedToId))
    .where(eq(serviceRequests.id, requestId));
  const [row] = lock ? await query.for('update', { of: serviceRequests }) : await query;
  return row;
}
export type FulfilmentRow = NonNullable<Awaited<ReturnType<typeof findFulfilment>>>;

export interface FulfilmentChanges {
  status?: string;
  assignedToId?: string | null;
  statusNotes?: string | null;
  estimatedCompletion?: string | null;
  completedOn?: string | null;
  /** Fill completed-on with the database's today. */
  completedToday?: boolean;
}

export async function updateFulfilment(db: Db, requestId: string, changes: FulfilmentChanges) {
  const { completedToday, ...columns } = changes;
  await db
    .update(serviceRequests)
    .set({
      ...columns,
      ...(completedToday ? { completedOn: sql`current_date` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(serviceRequests.id, requestId));
}

const estimateColumns = {
  id: serviceRequests.id,
  status: serviceRequests.status,
  hours: serviceRequests.estimatedHours,
  rate: serviceRequests.estimatedRate,
  cost: serviceRequests.estimatedCost,
  note: serviceRequests.estimateNote,
  sent: serviceRequests.sendEstimateApproval,
  sentOn: serviceRequests.estimateSentOn,
  estimateStatus: serviceRequests.estimateApprovalStatus,
};

export interface EstimateValues {
  hours: number;
  rate: number;
  cost: number;
  note: string | null;
}

/**
 * Writes the estimate only while the project still waits for one: the condition is in the
 * UPDATE itself, so of two sends at once exactly one matches and the other finds no row.
 */
export async function writeEstimate(db: Db, requestId: string, values: EstimateValues, send: boolean) {
  const [row] = await db
    .update(serviceRequests)
    .set({
      estimatedHours: values.hours,
      estimatedRate: values.rate,
      estimatedCost: values.cost,
      estimateNote: values.note,
      updatedAt: new Date(),
      ...(send
        ? {
            sendEstimateApproval: true,
            estimateSentOn: new Date(),
            estimateApprovalStatus: APPROVAL_STATE.pendingApproval,
            status: STATUS.pendingEstimateApproval,
          }
        : {}),
    })
    .where(
      and(
        eq(serviceRequests.id, requestId),
        eq(serviceRequests.estimateApprovalStatus, APPROVAL_STATE.pendingEstimate),
      ),
    )
    .returning(estimateColumns);
  return row;
}

/** Opens the estimate step of the Approval History, waiting for the estimate approver. */
export async function openEstimateStep(db: Db, requestId: string, approverId: string) {
  await db.insert(requestApprovals).values({ requestId, step: 'estimate', approverId, status: 'Pending' });
}
