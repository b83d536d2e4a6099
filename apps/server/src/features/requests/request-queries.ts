import { and, eq, inArray } from 'drizzle-orm';
import type { RequestReference } from '@portico/domain/requests/request-name';
import type { Db } from '../../db/client';
import { profileOfEmployee, shownDepartment, shownJobTitle } from '../../lib/people-columns';
import {
  attachmentBlobs,
  employeeProfiles,
  employees,
  requestAttachments,
  requestCategories,
  serviceRequests,
} from '../../db/schema';
import { escalatedStepWaits } from './workflow/escalated-step';

export type RequestRecord = typeof serviceRequests.$inferSelect;
export type NewRequestRecord = typeof serviceRequests.$inferInsert;

const personColumns = {
  id: employees.id,
  name: employees.displayName,
  title: shownJobTitle,
  department: shownDepartment,
  email: employees.workEmail,
  phone: employees.phone,
};
type Person = {
  id: string;
  name: string;
  title: string | null;
  department: string | null;
  email: string | null;
  phone: string | null;
};

/**
 * The request with its category and every person it names. Two indexed lookups rather than one
 * nine-way join: planning that join cost more than running both queries.
 */
export async function findRequestWithPeople(db: Db, id: string) {
  const [row] = await db
    .select({
      request: serviceRequests,
      category: { id: requestCategories.id, name: requestCategories.name },
      escalated: escalatedStepWaits(serviceRequests.id),
    })
    .from(serviceRequests)
    .innerJoin(requestCategories, eq(requestCategories.id, serviceRequests.categoryId))
    .where(eq(serviceRequests.id, id));
  if (!row) return undefined;
  const { request } = row;
  const ids = [
    request.createdById,
    request.requestedForId,
    request.purchaseApproverId,
    request.secondaryPurchaseApproverId,
    request.preApproverId,
    request.estimateApproverId,
    request.assignedToId,
  ].filter((personId): personId is string => personId !== null);
  const people = await db
    .select(personColumns)
    .from(employees)
    .leftJoin(employeeProfiles, profileOfEmployee)
    .where(inArray(employees.id, [...new Set(ids)]));
  const byId = new Map<string, Person>(people.map((person) => [person.id, person]));
  const named = (personId: string | null) => {
    const person = personId ? byId.get(personId) : undefined;
    return person ? { id: person.id, name: person.name } : null;
  };
  return {
    ...row,
    createdBy: byId.get(request.createdById)!,
    requestedFor: byId.get(request.requestedForId)!,
    purchaseApprover: named(request.purchaseApproverId),
    secondaryApprover: named(request.secondaryPurchaseApproverId),
    preApprover: named(request.preApproverId),
    estimateApprover: named(request.estimateApproverId),
    assignedTo: named(request.assignedToId),
  };
}
export type RequestWithPeople = NonNullable<Awaited<ReturnType<typeof findRequestWithPeople>>>;

export async function insertRequest(db: Db, values: NewRequestRecord) {
  const [row] = await db
    .insert(serviceRequests)
    .values(values)
    .returning({ id: serviceRequests.id, name: serviceRequests.name });
  return row!;
}

/**
 * Deletes a request if it is still in the state the delete was allowed in; false otherwise.
 * Approvals and attachment rows go by cascade; the attachment bytes live in a table keyed by
 * storage key with no foreign key, so they are deleted here, in the same transaction.
 */
export async function deleteRequestRecord(db: Db, id: string, expectedStatus: string): Promise<boolean> {
  const attachments = await db
    .select({ storageKey: requestAttachments.storageKey })
    .from(requestAttachments)
    .where(eq(requestAttachments.requestId, id));
  const deleted = await db
    .delete(serviceRequests)
    .where(and(eq(serviceRequests.id, id), eq(serviceRequests.status, expectedStatus)))
    .returning({ id: serviceRequests.id });
  if (deleted.length === 0) return false;
  const storageKeys = attachments.map((attachment) => attachment.storageKey);
  if (storageKeys.length > 0) {
    await db.delete(attachmentBlobs).where(inArray(attachmentBlobs.storageKey, storageKeys));
  }
  return true;
}

/** The id of the request a link names, by id or by number; undefined when there is none. */
export async function findRequestIdByReference(db: Db, reference: RequestReference) {
  const [row] = await db
    .select({ id: serviceRequests.id })
    .from(serviceRequests)
    .where(
      'id' in reference ? eq(serviceRequests.id, reference.id) : eq(serviceRequests.name, reference.name),
    );
  return row?.id;
}

/** The saved Needed By of a request ('YYYY-MM-DD'), read in the edit's transaction. */
/** The category and project a saved request names: an edit may keep them after they are deactivated. */
export async function findSavedChoices(db: Db, id: string) {
  const [row] = await db
    .select({ categoryId: serviceRequests.categoryId, projectId: serviceRequests.projectId })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, id));
  return row;
}

/** The request's saved state, as its detail's `version` names it (its last change). */
export async function savedVersion(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ updatedAt: serviceRequests.updatedAt })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, id));
  return row?.updatedAt.toISOString();
}

export async function findSavedNeededBy(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ neededBy: serviceRequests.neededBy })
    .from(serviceRequests)
    .where(eq(serviceRequests.id, id));
  return row?.neededBy;
}
