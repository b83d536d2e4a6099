import type { Substitution, SubstitutionsOn } from '@portico/domain/approvals/substitutes';
import type { ApprovalFacts } from '@portico/domain/requests/approval-steps';
import type { RequestType } from '@portico/domain/requests/request-constants';
import { canViewRequest, type RequestViewer } from '@portico/domain/requests/request-permissions';
import type { WorkflowRequest } from '@portico/domain/requests/workflow/workflow-types';
// A decision's substitute is read on the instant's UTC day when no one's day is given (the
// reminder job gives the approver's): a limit docs/sites-and-time.md states.
// eslint-disable-next-line no-restricted-imports
import { utcDay } from '@portico/domain/shared/dates';
import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { approvalSubstitutions as s, employees, serviceRequests } from '../../../db/schema';
import { notFound } from '../../../lib/problem';

/*
 * What the workflow needs to know about a request: its facts (ownership, approvals,
 * fulfilment) with who stands in for its approvers today (issue 13, decision 044). They are
 * one file so that following a decision from its route to the guarded write reads the facts
 * in one place (issue 28): the domain's step deciders, decision guard, view rule and
 * 'Approval needed' all read the substitutions loaded here.
 */

/** What the workflow and the per-object checks need to know about a request. */
export type RequestFacts = WorkflowRequest;

export const requestFactColumns = {
  id: serviceRequests.id,
  name: serviceRequests.name,
  type: serviceRequests.type,
  status: serviceRequests.status,
  createdById: serviceRequests.createdById,
  requestedForId: serviceRequests.requestedForId,
  assignedToId: serviceRequests.assignedToId,
  purchaseApproverId: serviceRequests.purchaseApproverId,
  secondaryPurchaseApproverId: serviceRequests.secondaryPurchaseApproverId,
  purchaseApprovalStatus: serviceRequests.purchaseApprovalStatus,
  preApproverId: serviceRequests.preApproverId,
  preApprovalStatus: serviceRequests.preApprovalStatus,
  estimateApproverId: serviceRequests.estimateApproverId,
  estimateApprovalStatus: serviceRequests.estimateApprovalStatus,
  sendEstimateApproval: serviceRequests.sendEstimateApproval,
  statusNotes: serviceRequests.statusNotes,
  estimatedCompletion: serviceRequests.estimatedCompletion,
  completedOn: serviceRequests.completedOn,
};

/**
 * A request's ownership, approval and fulfilment facts, with who stands in for its approvers
 * today (issue 13). Inside a transaction, `lock` holds the row until commit (`share` for
 * writes beside the request, such as attachments).
 */
export async function findRequestFacts(
  db: Db,
  requestId: string,
  lock?: 'share' | 'update',
): Promise<RequestFacts | undefined> {
  const query = db.select(requestFactColumns).from(serviceRequests).where(eq(serviceRequests.id, requestId));
  const [row] = lock ? await query.for(lock) : await query;
  return row && withSubstitutions(db, { ...row, type: row.type as RequestType });
}

export const requestNotFound = () => notFound('The request was not found.');

/**
 * The request's facts, if the viewer may see it. A request they may not see is "not found",
 * exactly like one that does not exist, so ids cannot be probed for other people's requests.
 * `lock` holds the row until the transaction ends, so the check and the write agree.
 */
export async function findViewableRequest(
  db: Db,
  viewer: RequestViewer,
  id: string,
  options: { lock?: boolean } = {},
): Promise<RequestFacts> {
  const facts = await findRequestFacts(db, id, options.lock ? 'update' : undefined);
  if (!facts || !canViewRequest(facts, viewer)) throw requestNotFound();
  return facts;
}

/*
 * Substitutions (issue 13, decision 044), read with the facts above, or for one person across
 * a list page.
 */

const substitutionColumns = {
  personId: s.personId,
  substituteId: s.substituteId,
  from: s.firstDay,
  to: s.lastDay,
};

/**
 * The substitutions running on `day` that match `who` (issue 13, decision 044), each with the
 * name of who is away: a substitute's decision records both names in its one write.
 */
async function activeOn(db: Db, day: string, who: SQL | undefined): Promise<Substitution[]> {
  return db
    .select({ ...substitutionColumns, personName: employees.displayName })
    .from(s)
    .innerJoin(employees, eq(employees.id, s.personId))
    .where(and(who, lte(s.firstDay, day), gte(s.lastDay, day)));
}

/** The approvers of a request, as the four columns name them. */
const approverIdsOf = (facts: ApprovalFacts) =>
  [
    facts.purchaseApproverId,
    facts.secondaryPurchaseApproverId,
    facts.preApproverId,
    facts.estimateApproverId,
  ].filter((id): id is string => id !== null);

/**
 * Who stands in for a request's approvers on a day: `on` is that day ('YYYY-MM-DD': the reminder
 * job gives the approver's own), or an instant, read as its UTC day. What the domain's step
 * deciders, decision guard, view rule and 'Approval needed' read from the facts.
 */
export async function substitutionsForApprovers(
  db: Db,
  facts: ApprovalFacts,
  on: Date | string = new Date(),
): Promise<SubstitutionsOn> {
  const day = typeof on === 'string' ? on : utcDay(on);
  const approvers = approverIdsOf(facts);
  const active = approvers.length > 0 ? await activeOn(db, day, inArray(s.personId, approvers)) : [];
  return { day, active };
}

/** The request facts with who stands in for its approvers today. */
export async function withSubstitutions<T extends ApprovalFacts>(
  db: Db,
  facts: T,
  on?: Date | string,
): Promise<T & { substitutions: SubstitutionsOn }> {
  return { ...facts, substitutions: await substitutionsForApprovers(db, facts, on) };
}

/**
 * For whom this person stands in today: enough for every check about them (does a row wait
 * for them, may they open it), read once for a whole list page.
 */
export async function substitutionsOf(
  db: Db,
  substituteId: string,
  now: Date = new Date(),
): Promise<SubstitutionsOn> {
  const day = utcDay(now);
  return { day, active: await activeOn(db, day, eq(s.substituteId, substituteId)) };
}

/**
 * The names of the approvers a substitute stands in for today, by id: a list row says for whom
 * its waiting step is theirs to decide. No query when they stand in for nobody (nearly always).
 */
export async function namesOfStoodInFor(
  db: Db,
  substitutions: SubstitutionsOn,
): Promise<Map<string, string>> {
  const ids = [...new Set(substitutions.active.map((substitution) => substitution.personId))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: employees.id, name: employees.displayName })
    .from(employees)
    .where(inArray(employees.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
