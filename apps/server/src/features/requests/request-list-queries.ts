import {
  APPROVAL_STEP_RULES,
  APPROVAL_STEPS,
  type ApprovalStep,
} from '@portico/domain/requests/approval-steps';
import { REQUEST_TYPE_SLUGS, STATUS } from '@portico/domain/requests/request-constants';
import { CLOSED_STATUSES } from '@portico/domain/requests/workflow/workflow-states';
import type { RequestSort, RequestView } from '@portico/domain/requests/request-dto';
import { and, count, eq, inArray, not, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { employees, requestCategories, requestCounts, serviceRequests as r } from '../../db/schema';
import { nameOfPerson } from '../../lib/named-person-sql';
import { orderByOf, type SortColumns, textOrder } from '../../lib/paged-list';
import { manyMatchIn, sampleRowsFor } from '../../lib/search-count';
import {
  countSearchMatches,
  newestMatches,
  requestSearchMatches,
  type SearchShape,
} from './request-search-sql';

export interface RequestListFilter {
  view: RequestView;
  viewerId: string;
  /** The approvers the viewer stands in for today (issue 13): their approvals are the viewer's too. */
  standingInFor: readonly string[];
  type?: keyof typeof REQUEST_TYPE_SLUGS | 'pending' | undefined;
  status?: string | undefined;
  search?: string | undefined;
}

export interface RequestListOrder {
  sort: RequestSort;
  order: 'asc' | 'desc';
}

/** Joined only to sort by the assignee's name; the rows read names by lookups (`nameOfPerson`). */
const assignee = alias(employees, 'assignee');

/**
 * An approver column names the viewer, or someone the viewer stands in for today (issue 13:
 * `standingInFor`, read once per call from `approval_substitutions`). Both are plain
 * comparisons of the column, so the approver indexes answer them (decision 044).
 */
const columnNames = (
  column: typeof r.purchaseApproverId,
  viewerId: string,
  standingInFor: readonly string[],
) =>
  standingInFor.length > 0
    ? or(eq(column, viewerId), inArray(column, [...standingInFor]))!
    : eq(column, viewerId);

const APPROVER_COLUMNS = [
  r.purchaseApproverId,
  r.secondaryPurchaseApproverId,
  r.preApproverId,
  r.estimateApproverId,
];

/**
 * The for-approval list: any of the four approver roles, or standing in today for one of them.
 * Mirrors `isApproverOf` and `standsInForAny` (what `canViewRequest` lets them open).
 */
export const approverIs = (viewerId: string, standingInFor: readonly string[]) =>
  or(...APPROVER_COLUMNS.map((column) => columnNames(column, viewerId, standingInFor)))!;
const partyIs = (viewerId: string) => or(eq(r.createdById, viewerId), eq(r.requestedForId, viewerId))!;

/** The approver a column names made the request or it is for them: they pass nothing on. */
const partyColumnIs = (column: typeof r.purchaseApproverId) =>
  or(eq(r.createdById, column), eq(r.requestedForId, column))!;

const STEP_APPROVER_COLUMNS: Record<ApprovalStep, (typeof r.purchaseApproverId)[]> = {
  purchase: [r.purchaseApproverId, r.secondaryPurchaseApproverId],
  'pre-approval': [r.preApproverId],
  estimate: [r.estimateApproverId],
};

/**
 * The tab badge: the request's current step waits for the viewer's decision — it is in the
 * step's waiting state, the viewer approves that step, and it is not their own request.
 * Mirrors `waitsForDecisionBy` (decision 014), step by step from the domain's table; a
 * substitute is waited for in place of an approver away, but never for a party to the request
 * (`stepDeciders` with `decidersWithSubstitutes`).
 */
const waitsFor = (viewerId: string, standingInFor: readonly string[]) =>
  and(
    not(partyIs(viewerId)),
    or(
      ...APPROVAL_STEPS.map((step) =>
        and(
          eq(r.status, APPROVAL_STEP_RULES[step].waitsIn),
          eq(r.type, APPROVAL_STEP_RULES[step].type),
          or(
            ...STEP_APPROVER_COLUMNS[step].map((column) =>
              or(
                eq(column, viewerId),
                standingInFor.length > 0
                  ? and(inArray(column, [...standingInFor]), not(partyColumnIs(column)))
                  : undefined,
              ),
            ),
          ),
        ),
      ),
    ),
  );

/**
 * The Approval Requests tab: the viewer's own approvals, decided or not; for someone they stand
 * in for, only what waits for a decision now. A substitute covers the wait, not the absent
 * approver's history.
 */
const approvalsOf = (viewerId: string, standingInFor: readonly string[]) =>
  standingInFor.length > 0
    ? or(approverIs(viewerId, []), waitsFor(viewerId, standingInFor))!
    : approverIs(viewerId, []);

/** A request's type and status, in `service_requests` or in `request_counts`. */
interface TypeAndStatus {
  type: typeof r.type | typeof requestCounts.type;
  status: typeof r.status | typeof requestCounts.status;
}

/** The views that hold every request of a type and status, whoever asks. */
const VIEW_BY_TYPE_AND_STATUS: Partial<Record<RequestView, (columns: TypeAndStatus) => SQL | undefined>> = {
  projects: (columns) => eq(columns.type, 'Project Brief'),
  ranking: (columns) => and(eq(columns.type, 'Project Brief'), eq(columns.status, STATUS.assigned)),
  desk: () => undefined,
};

function viewCondition(filter: RequestListFilter): SQL | undefined {
  if (filter.view === 'mine') return partyIs(filter.viewerId);
  if (filter.view === 'approvals') return approvalsOf(filter.viewerId, filter.standingInFor);
  return VIEW_BY_TYPE_AND_STATUS[filter.view]?.(r);
}

/** The filters above the list (type or pending, status), on either table. */
function typeAndStatusFilters(filter: RequestListFilter, columns: TypeAndStatus): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (filter.type === 'pending') conditions.push(notInArray(columns.status, [...CLOSED_STATUSES]));
  else if (filter.type) conditions.push(eq(columns.type, REQUEST_TYPE_SLUGS[filter.type]));
  if (filter.status) conditions.push(eq(columns.status, filter.status));
  return conditions;
}

/** The list's conditions besides the search. */
function filtersOf(filter: RequestListFilter): SQL | undefined {
  return and(viewCondition(filter), ...typeAndStatusFilters(filter, r));
}

/** The lists of one person's requests, found on the person's indexes whatever the group's size. */
export const isPersonsList = (view: RequestView) => view === 'mine' || view === 'approvals';

/**
 * `by-id` reads a person's list (their requests or approvals) as the set of its ids, found on
 * the person's indexes, then keeps the rows that match the search and pages among them: walking
 * the list's order instead keeps only their rows among everyone's and reads more of them the
 * larger the group (decision 072). Their few hundred rows are cheaper to check one by one than
 * the search's matches among everyone's are to find (decision 071). Another view's `by-id` is
 * the search's matches, found on the search indexes.
 */
function whereOf(filter: RequestListFilter, shape: SearchShape): SQL | undefined {
  const filters = filtersOf(filter);
  if (shape === 'by-id' && isPersonsList(filter.view)) {
    return and(
      sql`${r.id} = any(array(select ${r.id} from ${r} where ${filters}))`,
      requestSearchMatches(filter.search, filters, 'walk'),
    );
  }
  return and(filters, requestSearchMatches(filter.search, filters, shape));
}

const SORTS: SortColumns<RequestSort> = {
  columns: {
    name: r.name,
    createdAt: r.createdAt,
    type: r.type,
    description: textOrder(r.description),
    priority: r.priority,
    assignedTo: assignee.nameOrder,
    status: r.status,
    category: textOrder(requestCategories.name),
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
  assignedTo: nameOfPerson(r.assignedToId),
  requestedFor: nameOfPerson<string>(r.requestedForId),
  createdBy: nameOfPerson<string>(r.createdById),
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
export function selectRequestRows(
  db: Db,
  filter: RequestListFilter,
  order: RequestListOrder,
  page: { limit: number; offset?: number; after?: RequestCursor | undefined },
  searchShape: SearchShape = 'walk',
) {
  const sortColumn = SORTS.columns[order.sort];
  const rows = db
    .select({ ...rowColumns, sortKey: sql<string | null>`(${sortColumn})::text` })
    .from(r)
    .innerJoin(requestCategories, eq(requestCategories.id, r.categoryId))
    .$dynamic();
  const sortable =
    order.sort === 'assignedTo' ? rows.leftJoin(assignee, eq(assignee.id, r.assignedToId)) : rows;
  return sortable
    .where(and(whereOf(filter, searchShape), page.after && afterCursor(order, page.after)))
    .orderBy(...orderByOf(SORTS, order.sort, order.order))
    .limit(page.limit)
    .offset(page.offset ?? 0);
}
export type RequestListRow = Awaited<ReturnType<typeof selectRequestRows>>[number];

/**
 * How many rows match. A view of every request of some types and statuses, with no search,
 * adds up the kept counts (decision 025) instead of counting 100,000 rows on every page; a
 * person's view checks their own rows; another view's search counts its matches, which the
 * search indexes find (after `searchIsCommon` said the term is rare among the newest).
 */
export async function countRequestRows(db: Db, filter: RequestListFilter): Promise<number> {
  const byTypeAndStatus = VIEW_BY_TYPE_AND_STATUS[filter.view];
  if (byTypeAndStatus && !filter.search) {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${requestCounts.count}), 0)`.mapWith(Number) })
      .from(requestCounts)
      .where(and(byTypeAndStatus(requestCounts), ...typeAndStatusFilters(filter, requestCounts)));
    return row?.total ?? 0;
  }
  if (isPersonsList(filter.view)) {
    const [row] = await db.select({ total: count() }).from(r).where(whereOf(filter, 'by-id'));
    return row?.total ?? 0;
  }
  if (filter.search) return countSearchMatches(db, filtersOf(filter), filter.search);
  const [row] = await db.select({ total: count() }).from(r).where(filtersOf(filter));
  return row?.total ?? 0;
}

/**
 * Whether a search matches more than `cap` of the list's newest rows (decision 071): then the
 * list says "more than `cap`" without counting, and its order is walked for the page.
 */
export function searchIsCommon(db: Db, filter: RequestListFilter & { search: string }, cap: number) {
  return manyMatchIn(db, newestMatches(db, filtersOf(filter), filter.search, sampleRowsFor(cap)), cap);
}

/** The dashboard tile and the Approval Requests badge, in one pass over the viewer's requests. */
export async function countSummary(db: Db, viewerId: string, standingInFor: readonly string[]) {
  const [row] = await db
    .select({
      openCount:
        sql<number>`count(*) filter (where ${and(partyIs(viewerId), notInArray(r.status, [...CLOSED_STATUSES]))})`.mapWith(
          Number,
        ),
      approvalPendingCount: sql<number>`count(*) filter (where ${waitsFor(viewerId, standingInFor)})`.mapWith(
        Number,
      ),
    })
    .from(r)
    .where(or(partyIs(viewerId), approverIs(viewerId, standingInFor)));
  return { openCount: row?.openCount ?? 0, approvalPendingCount: row?.approvalPendingCount ?? 0 };
}
