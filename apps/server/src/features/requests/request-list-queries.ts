import {
  APPROVAL_STEP_RULES,
  APPROVAL_STEPS,
  type ApprovalStep,
} from '@portico/domain/requests/approval-steps';
import { REQUEST_TYPE_SLUGS, STATUS } from '@portico/domain/requests/request-constants';
import { CLOSED_STATUSES } from '@portico/domain/requests/workflow/workflow-states';
import type { RequestSort, RequestView } from '@portico/domain/requests/request-dto';
import { and, count, eq, not, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { employees, requestCategories, requestSearchColumns, serviceRequests as r } from '../../db/schema';
import { orderByOf, type SortColumns } from '../../lib/paged-list';
import { containsPattern } from '../../lib/search-pattern';
import { searchText } from '../../db/search-text';

export interface RequestListFilter {
  view: RequestView;
  viewerId: string;
  type?: keyof typeof REQUEST_TYPE_SLUGS | 'pending' | undefined;
  status?: string | undefined;
  search?: string | undefined;
}

export interface RequestListOrder {
  sort: RequestSort;
  order: 'asc' | 'desc';
}

const assignee = alias(employees, 'assignee');
const createdBy = alias(employees, 'created_by');
const requestedFor = alias(employees, 'requested_for');

/** The for-approval list: any of the four approver roles. Mirrors `isApproverOf`. */
const approverIs = (viewerId: string) =>
  or(
    eq(r.purchaseApproverId, viewerId),
    eq(r.secondaryPurchaseApproverId, viewerId),
    eq(r.preApproverId, viewerId),
    eq(r.estimateApproverId, viewerId),
  )!;
const partyIs = (viewerId: string) => or(eq(r.createdById, viewerId), eq(r.requestedForId, viewerId))!;

const STEP_APPROVER_COLUMNS: Record<ApprovalStep, (typeof r.purchaseApproverId)[]> = {
  purchase: [r.purchaseApproverId, r.secondaryPurchaseApproverId],
  'pre-approval': [r.preApproverId],
  estimate: [r.estimateApproverId],
};

/**
 * The tab badge: the request's current step waits for the viewer's decision — it is in the
 * step's waiting state, the viewer approves that step, and it is not their own request.
 * Mirrors `waitsForDecisionBy` (decision 014), step by step from the domain's table.
 */
const waitsFor = (viewerId: string) =>
  and(
    not(partyIs(viewerId)),
    or(
      ...APPROVAL_STEPS.map((step) =>
        and(
          eq(r.status, APPROVAL_STEP_RULES[step].waitsIn),
          eq(r.type, APPROVAL_STEP_RULES[step].type),
          or(...STEP_APPROVER_COLUMNS[step].map((column) => eq(column, viewerId))),
        ),
      ),
    ),
  );

function viewCondition(view: RequestView, viewerId: string): SQL | undefined {
  switch (view) {
    case 'mine':
      return partyIs(viewerId);
    case 'approvals':
      return approverIs(viewerId);
    case 'projects':
      return eq(r.type, 'Project Brief');
    case 'ranking':
      return and(eq(r.type, 'Project Brief'), eq(r.status, STATUS.assigned));
    case 'desk':
      return undefined;
  }
}

/**
 * What the search box looks in: the request's own text and the assignee's name. Shaped so each
 * half has its index: the joined text matches the trigram index on it, and the assignee is
 * looked up first among employees (trigram index on their name) and then by `assigned_to_id`.
 * An OR naming a joined table's column could use neither and scanned every request.
 */
export function requestSearchMatches(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const assignees = sql`array(select ${employees.id} from ${employees} where ${employees.displayName} ilike ${pattern})`;
  return sql`(${searchText(requestSearchColumns(r))} ilike ${pattern} or ${r.assignedToId} = any(${assignees}))`;
}

function whereOf(filter: RequestListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [viewCondition(filter.view, filter.viewerId)];
  if (filter.type === 'pending') conditions.push(notInArray(r.status, [...CLOSED_STATUSES]));
  else if (filter.type) conditions.push(eq(r.type, REQUEST_TYPE_SLUGS[filter.type]));
  if (filter.status) conditions.push(eq(r.status, filter.status));
  conditions.push(requestSearchMatches(filter.search));
  return and(...conditions);
}

const SORTS: SortColumns<RequestSort> = {
  columns: {
    name: r.name,
    createdAt: r.createdAt,
    type: r.type,
    description: r.description,
    priority: r.priority,
    assignedTo: assignee.displayName,
    status: r.status,
    category: requestCategories.name,
    rank: r.priorityRank,
  },
  // Nobody assigned, no rank yet: empty cells sort last either way.
  nullable: ['assignedTo', 'rank'],
  // Names are unique, so (column, name) matches the indexes and is stable from page to page.
  tieBreak: r.name,
};

const rowColumns = {
  id: r.id,
  name: r.name,
  createdAt: r.createdAt,
  type: r.type,
  description: r.description,
  priority: r.priority,
  category: requestCategories.name,
  assignedTo: assignee.displayName,
  requestedFor: requestedFor.displayName,
  createdBy: createdBy.displayName,
  status: r.status,
  rank: r.priorityRank,
  // Who may open the row (`canViewRequest`): its parties, assignee and approvers.
  createdById: r.createdById,
  requestedForId: r.requestedForId,
  assignedToId: r.assignedToId,
  purchaseApproverId: r.purchaseApproverId,
  secondaryPurchaseApproverId: r.secondaryPurchaseApproverId,
  purchaseApprovalStatus: r.purchaseApprovalStatus,
  preApproverId: r.preApproverId,
  preApprovalStatus: r.preApprovalStatus,
  estimateApproverId: r.estimateApproverId,
  estimateApprovalStatus: r.estimateApprovalStatus,
  sendEstimateApproval: r.sendEstimateApproval,
};

/** Where a batch of the CSV export ended: its last row's sort value (as text) and name. */
export interface RequestCursor {
  sortKey: string | null;
  name: string;
}

/** How the sort value, read back as text, is compared again (text unless said here). */
const SORT_TYPES: Partial<Record<RequestSort, string>> = { createdAt: 'timestamptz', rank: 'integer' };

/**
 * The rows after `cursor` in the list's order (keyset paging): the sort column, then the
 * unique name, both in the list's direction, with empty cells last as `orderByOf` sorts them.
 */
function afterCursor(order: RequestListOrder, cursor: RequestCursor): SQL {
  const beyond = order.order === 'asc' ? sql`>` : sql`<`;
  const nameAfter = sql`${r.name} ${beyond} ${cursor.name}`;
  if (order.sort === 'name') return nameAfter;
  const column = SORTS.columns[order.sort];
  if (cursor.sortKey === null) return sql`(${column} is null and ${nameAfter})`;
  const value = sql`cast(${cursor.sortKey} as ${sql.raw(SORT_TYPES[order.sort] ?? 'text')})`;
  const emptyLast = SORTS.nullable?.includes(order.sort) ? sql` or ${column} is null` : sql``;
  return sql`(${column} ${beyond} ${value} or (${column} = ${value} and ${nameAfter})${emptyLast})`;
}

/**
 * One page by offset (the lists), or by `after` a cursor (the CSV export's batches). Each row
 * also carries its sort value as text, to make the next batch's cursor from.
 */
export async function selectRequestRows(
  db: Db,
  filter: RequestListFilter,
  order: RequestListOrder,
  page: { limit: number; offset?: number; after?: RequestCursor | undefined },
) {
  const sortColumn = SORTS.columns[order.sort];
  return db
    .select({ ...rowColumns, sortKey: sql<string | null>`(${sortColumn})::text` })
    .from(r)
    .innerJoin(requestCategories, eq(requestCategories.id, r.categoryId))
    .innerJoin(createdBy, eq(createdBy.id, r.createdById))
    .innerJoin(requestedFor, eq(requestedFor.id, r.requestedForId))
    .leftJoin(assignee, eq(assignee.id, r.assignedToId))
    .where(and(whereOf(filter), page.after && afterCursor(order, page.after)))
    .orderBy(...orderByOf(SORTS, order.sort, order.order))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}
export type RequestListRow = Awaited<ReturnType<typeof selectRequestRows>>[number];

/** How many rows match; the search needs no join (see requestSearchMatches). */
export async function countRequestRows(db: Db, filter: RequestListFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(r).where(whereOf(filter));
  return row?.total ?? 0;
}

/** The dashboard tile and the Approval Requests badge, in one pass over the viewer's requests. */
export async function countSummary(db: Db, viewerId: string) {
  const [row] = await db
    .select({
      openCount:
        sql<number>`count(*) filter (where ${and(partyIs(viewerId), notInArray(r.status, [...CLOSED_STATUSES]))})`.mapWith(
          Number,
        ),
      approvalPendingCount: sql<number>`count(*) filter (where ${waitsFor(viewerId)})`.mapWith(Number),
    })
    .from(r)
    .where(or(partyIs(viewerId), approverIs(viewerId)));
  return { openCount: row?.openCount ?? 0, approvalPendingCount: row?.approvalPendingCount ?? 0 };
}
