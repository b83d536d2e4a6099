import type { RequestType } from '@portico/domain/requests/request-constants';
import type { Db } from '../src/db/client';
import { projects, requestCategories, serviceRequests } from '../src/db/schema';
import { PERSONAS } from '../src/features/demo-seed/personas';

/**
 * IT requests for tests, inserted directly (no workflow runs): state exactly what a test needs
 * and take sensible defaults for the rest. Defaults assume the demo personas exist
 * (`buildTestApp()` seeds them): a request is Emery's own open Support Request.
 */

let sequence = 0;
const next = () => ++sequence;

type NewRequest = typeof serviceRequests.$inferInsert;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

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

export interface RequestOverrides extends Partial<NewRequest> {
  type?: RequestType;
}

/**
 * A request. Defaults: created by and for Emery, a Support Request in a new category of its
 * type, '3 - Low', needed in a week, status Pending IT Assignment, no approvals.
 */
export async function createRequest(db: Db, overrides: RequestOverrides = {}) {
  const n = next();
  const type = overrides.type ?? 'Support Request';
  const createdById = overrides.createdById ?? PERSONAS.emery.id;
  const categoryId = overrides.categoryId ?? (await createCategory(db, { requestType: type })).id;
  const [request] = await db
    .insert(serviceRequests)
    .values({
      createdById,
      requestedForId: overrides.requestedForId ?? createdById,
      type,
      categoryId,
      priority: '3 - Low',
      neededBy: inDays(7),
      description: `Test request ${n}`,
      requestDetails: `The details of test request ${n}.`,
      status: 'Pending IT Assignment',
      ...overrides,
    })
    .returning();
  return request!;
}

/**
 * A Project Brief whose pre-approval is done and which now waits for the IT desk's estimate,
 * with Drew as pre-approver and estimate approver.
 */
export function createProjectBriefAwaitingEstimate(db: Db, overrides: RequestOverrides = {}) {
  return createRequest(db, {
    type: 'Project Brief',
    projectTitle: 'A test project',
    projectType: 'New Solution',
    projectImportance: 'It matters a great deal.',
    projectProblem: 'Something is slow today.',
    projectGoals: 'Make it fast for everyone.',
    projectSuccess: 'Nobody waits any more.',
    projectBudget: '10,000',
    deliveredDate: inDays(90),
    preApproverId: PERSONAS.drew.id,
    preApprovalStatus: 'Approved',
    preApprovedOn: new Date(),
    estimateApproverId: PERSONAS.drew.id,
    estimateApprovalStatus: 'Pending Estimate',
    status: 'Pending Estimate',
    ...overrides,
  });
}
