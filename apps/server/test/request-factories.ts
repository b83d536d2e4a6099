import { randomUUID } from 'node:crypto';
import type { AccessRole } from '@portico/domain/identity/roles';
import { NO_APPROVERS, type RequestApprovers } from '@portico/domain/requests/approver-routing';
import type { ApprovalStep } from '@portico/domain/requests/approval-steps';
import type { RequestStatus, RequestType } from '@portico/domain/requests/request-constants';
import { requestNameFor } from '@portico/domain/requests/request-name';
import type { WorkflowActor } from '@portico/domain/requests/workflow/workflow-types';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  employeeRoles,
  employees,
  notifications,
  projects,
  requestApprovals,
  requestCategories,
  requestStatusChanges,
  serviceRequests,
} from '../src/db/schema';
import { minimalPdf } from '../src/reference-data/sample-files';
import { PERSONAS } from '../src/reference-data/personas';
import type { DemoProject } from '../src/reference-data/request-catalogue';
import { foldRequest, submittedRequest } from '../src/factories/request-fold';
import { planRequest } from '../src/factories/request-plan';
import { storeAttachment } from '../src/features/requests/attachments/attachment-service';
import { databaseAttachmentStore } from '../src/lib/attachments/attachment-store';
import { DREW_PROJECT_ID, OPERATIONS_LEADER_ID } from './request-bodies';
import { DAY_MS } from '@portico/domain/shared/time-units';
import { dayFromToday } from './test-days';

/**
 * IT requests for tests, with sensible defaults and overrides (after outline/outline's
 * factories). A request is brought to the state a test asks for by the workflow itself, in
 * memory — submitted, then decided, estimated and worked by the people it names — and
 * inserted with its Approval History and notifications, so it is always a state the portal
 * could really be in. Defaults: Emery's own Support Request, waiting for the IT desk.
 */

const inDays = (days: number) => dayFromToday(days);

let sequence = 0;
const next = () => ++sequence;

export async function createCategory(db: Db, overrides: Partial<typeof requestCategories.$inferInsert> = {}) {
  const n = next();
  const [category] = await db
    .insert(requestCategories)
    .values({ name: `Test category ${n}`, requestType: 'Support Request', ...overrides })
    .returning();
  return category!;
}

/** A project with a 15-character id (the platform's shape the form validates). */
export async function createProject(db: Db, overrides: Partial<typeof projects.$inferInsert> = {}) {
  const n = next();
  const [project] = await db
    .insert(projects)
    .values({
      id: `TESTPROJ${String(n).padStart(7, '0')}`,
      projectCode: `PRJ-T${n}`,
      name: `Test project ${n}`,
      ...overrides,
    })
    .returning();
  return project!;
}

/** The request columns a test may set freely: the form's fields, not the workflow's. */
type FormColumns = Pick<
  typeof serviceRequests.$inferInsert,
  'priority' | 'neededBy' | 'description' | 'requestDetails' | 'projectTitle' | 'deliveredDate'
>;

export interface RequestOverrides extends Partial<FormColumns> {
  type?: RequestType;
  /** Where the request has got to; by default where submission leaves it. */
  status?: RequestStatus;
  /** Reach Cancelled through this step's rejection rather than the desk cancelling. */
  rejectedAt?: ApprovalStep;
  createdById?: string;
  requestedForId?: string;
  categoryId?: string;
  projectId?: string | null;
  /**
   * Who approves. Defaults as on Drew's demo projects: Drew approves purchases (with the
   * Operations leader as second approver) and pre-approves briefs; Blair approves estimates.
   */
  approvers?: Partial<RequestApprovers>;
  /** The IT desk person who works it (Alex by default) and whether they are assigned. */
  deskId?: string;
  assigned?: boolean;
  createdAt?: Date;
}

const DEFAULT_APPROVERS: Record<RequestType, RequestApprovers> = {
  'Support Request': NO_APPROVERS,
  'Quote Request': NO_APPROVERS,
  'Purchase Request': {
    ...NO_APPROVERS,
    purchaseApproverId: PERSONAS.drew.id,
    secondaryPurchaseApproverId: OPERATIONS_LEADER_ID,
  },
  'Project Brief': {
    ...NO_APPROVERS,
    preApproverId: PERSONAS.drew.id,
    estimateApproverId: PERSONAS.blair.id,
  },
};

/** The workflow's view of the people a request names, read from the database. */
async function actorsOf(db: Db, ids: readonly string[]) {
  const people = await db
    .select({
      id: employees.id,
      name: employees.displayName,
      roles: sql<
        AccessRole[]
      >`coalesce((select array_agg(${employeeRoles.role}) from ${employeeRoles} where ${employeeRoles.employeeId} = ${employees.id}), '{}')`,
    })
    .from(employees)
    .where(inArray(employees.id, [...new Set(ids)]));
  const byId = new Map(people.map((person) => [person.id, person]));
  return (employeeId: string): WorkflowActor => {
    const person = byId.get(employeeId);
    if (!person) throw new Error(`No employee ${employeeId}`);
    return { employeeId, displayName: person.name, roles: person.roles };
  };
}

export async function createRequest(db: Db, overrides: RequestOverrides = {}) {
  const type = overrides.type ?? 'Support Request';
  const createdById = overrides.createdById ?? PERSONAS.emery.id;
  const requestedForId = overrides.requestedForId ?? createdById;
  const approvers = { ...DEFAULT_APPROVERS[type], ...overrides.approvers };
  const deskId = overrides.deskId ?? PERSONAS.alex.id;
  const categoryId = overrides.categoryId ?? (await createCategory(db, { requestType: type })).id;
  const projectId =
    overrides.projectId !== undefined
      ? overrides.projectId
      : type === 'Purchase Request'
        ? DREW_PROJECT_ID
        : null;
  const createdAt = overrides.createdAt ?? new Date(Date.now() - DAY_MS);
  const n = next();
  const plan = planRequest({
    key: `test:${randomUUID()}`,
    type,
    createdById,
    requestedForId,
    categoryId,
    project: projectId ? ({ row: { id: projectId } } as DemoProject) : null,
    priority: '3 - Low',
    description: `Test request ${n}`,
    details: `The details of test request ${n}.`,
    createdAt,
    neededBy: inDays(7),
    goal: { status: overrides.status ?? 'Pending IT Assignment', rejectedAt: overrides.rejectedAt },
    deskId,
    assigned: overrides.assigned ?? true,
    deliveredDate: inDays(90),
  });
  const [sequence] = await db
    .select({ number: sql<number>`nextval('service_request_number_seq')::int` })
    .from(sql`(select 1) as one`);
  const number = sequence!.number;
  const people = [createdById, requestedForId, deskId, ...Object.values(approvers)];
  const actorOf = await actorsOf(
    db,
    people.filter((id): id is string => Boolean(id)),
  );
  if (!overrides.status) {
    // Where submission leaves it: no one has acted on it yet.
    plan.goal = {
      status: submittedRequest(plan, '', '', approvers, actorOf).request.status as RequestStatus,
    };
  }
  const folded = foldRequest(plan, requestNameFor(number), approvers, actorOf, {
    latest: new Date(),
    readBefore: new Date(0),
  });
  const { priority, neededBy, description, requestDetails, projectTitle, deliveredDate } = overrides;
  const fields = Object.fromEntries(
    Object.entries({ priority, neededBy, description, requestDetails, projectTitle, deliveredDate }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  await db.insert(serviceRequests).values({ ...folded.request, ...fields });
  if (folded.approvals.length > 0) await db.insert(requestApprovals).values(folded.approvals);
  if (folded.notifications.length > 0) await db.insert(notifications).values(folded.notifications);
  await db.insert(requestStatusChanges).values(folded.statusChanges);
  const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.id, folded.request.id));
  return row!;
}

/** A Project Brief whose pre-approval is done and which now waits for the IT desk's estimate. */
export function createProjectBriefAwaitingEstimate(db: Db, overrides: RequestOverrides = {}) {
  return createRequest(db, { type: 'Project Brief', status: 'Pending Estimate', ...overrides });
}

/** A file on a request, stored as the default attachment store keeps it. */
export async function createAttachment(
  db: Db,
  requestId: string,
  overrides: { fileName?: string; uploadedById?: string; createdAt?: Date } = {},
) {
  const upload = {
    fileName: overrides.fileName ?? 'Quote.pdf',
    extension: 'pdf',
    contentType: 'application/pdf',
    bytes: minimalPdf('A test attachment'),
  };
  const uploadedBy = overrides.uploadedById ?? PERSONAS.emery.id;
  const deps = { db, openStore: databaseAttachmentStore };
  return storeAttachment(deps, requestId, upload, uploadedBy, overrides.createdAt);
}

/** A personal notification, unread, about nothing in particular unless told. */
export async function createNotification(db: Db, overrides: Partial<typeof notifications.$inferInsert> = {}) {
  const [row] = await db
    .insert(notifications)
    .values({
      employeeId: PERSONAS.emery.id,
      type: 'IT request updated',
      description: `Test notification ${next()}`,
      ...overrides,
    })
    .returning();
  return row!;
}
