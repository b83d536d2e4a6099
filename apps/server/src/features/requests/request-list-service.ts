import type { SubstitutionsOn } from '@portico/domain/approvals/substitutes';
import { approvalListStatus } from '@portico/domain/requests/approvals';
import { standsInFor, waitsForDecisionBy } from '@portico/domain/requests/approval-turn';
import type { RequestType } from '@portico/domain/requests/request-constants';
import type { RequestList, RequestRow, RequestSummary } from '@portico/domain/requests/request-dto';
import { canViewRequest, type RequestViewer } from '@portico/domain/requests/request-permissions';
import { displayNameOf } from '@portico/domain/requests/request-name';
import { isLocked } from '@portico/domain/requests/request-status';
import type { Db } from '../../db/client';
import { pagedList, type PageRequest } from '../../lib/paged-list';
import { countCapFor, type ListTotal } from '../../lib/search-count';
import { namesOfStoodInFor, substitutionsOf } from './workflow/request-facts';
import {
  countRequestRows,
  countSummary,
  isPersonsList,
  searchIsCommon,
  selectRequestRows,
  type RequestCursor,
  type RequestListFilter,
  type RequestListOrder,
  type RequestListRow,
} from './request-list-queries';
import { FEW_MATCHES, type SearchShape } from './request-search-sql';

/**
 * A list row as the viewer sees it, highlighted when its current step waits for the viewer's
 * decision (decision 014). `canOpen` comes from the same rule that guards the detail
 * endpoint (`canViewRequest`), so a row links to its page only where the page would open: the
 * ranking list shows every approved project to everyone, but not every project to everyone.
 * `standIns`: for whom the viewer stands in today (issue 13), which is all these checks about
 * the viewer need, and those people's names.
 */
export function toRequestRow(row: RequestListRow, viewer: RequestViewer, standIns?: StandIns): RequestRow {
  const facts = { ...row, type: row.type as RequestType, substitutions: standIns?.substitutions };
  const standingInForId = standIns ? standsInFor(facts, viewer.employeeId) : null;
  return {
    id: row.id,
    name: row.name,
    displayName: displayNameOf(row.name),
    createdAt: row.createdAt.toISOString(),
    type: facts.type,
    description: row.description,
    priority: row.priority,
    category: row.category,
    assignedTo: row.assignedTo,
    requestedFor: row.requestedFor,
    createdBy: row.createdBy,
    status: row.status,
    approvalStatus: approvalListStatus(facts),
    approvalPending: waitsForDecisionBy(facts, viewer.employeeId),
    locked: isLocked(row.status),
    rank: row.rank,
    canOpen: canViewRequest(facts, viewer),
    standingInFor: standingInForId ? (standIns?.names.get(standingInForId) ?? null) : null,
  };
}

/** For whom the viewer stands in today, with their names: read once per list page or export. */
interface StandIns {
  substitutions: SubstitutionsOn;
  names: Map<string, string>;
}

async function standInsOf(db: Db, viewerId: string): Promise<StandIns> {
  const substitutions = await substitutionsOf(db, viewerId);
  return { substitutions, names: await namesOfStoodInFor(db, substitutions) };
}

/** A list as the route asks for it; who the viewer stands in for is read here. */
export type ListAsked = Omit<RequestListFilter, 'standingInFor'>;

/** The filter with the approvers the viewer stands in for today (issue 13). */
const withStandIns = <T extends object>(asked: T, { substitutions }: Pick<StandIns, 'substitutions'>) => ({
  ...asked,
  standingInFor: substitutions.active.map((substitution) => substitution.personId),
});

/**
 * How a page is read and its total known: a person's list is counted first, as the count
 * decides how the page is read (`SearchShape`, decisions 025 and 072); another view's search
 * first asks whether its term is common among the newest rows, and then says "more than" and
 * walks the list's order, or counts its few matches and reads them by id (decision 071).
 * Undefined: the kept counts answer, beside the page.
 */
async function totalAndShape(
  db: Db,
  filter: RequestListFilter,
  paging: PageRequest,
): Promise<{ total?: ListTotal; shape: SearchShape }> {
  const { search } = filter;
  if (!isPersonsList(filter.view)) {
    if (!search) return { shape: 'walk' };
    const cap = countCapFor(paging);
    if (await searchIsCommon(db, { ...filter, search }, cap)) {
      return { total: { total: cap, moreThanTotal: true }, shape: 'walk' };
    }
  }
  const total = await countRequestRows(db, filter);
  return { total: { total }, shape: total <= FEW_MATCHES ? 'by-id' : 'walk' };
}

/** One page of a list: its total (`totalAndShape`) and a page query, both on indexed columns. */
export async function listRequests(
  db: Db,
  viewer: RequestViewer,
  asked: ListAsked,
  order: RequestListOrder,
  paging: PageRequest,
): Promise<RequestList> {
  const standIns = await standInsOf(db, viewer.employeeId);
  const filter = withStandIns(asked, standIns);
  const { total, shape } = await totalAndShape(db, filter, paging);
  const page = await pagedList(paging, {
    count: async () => total ?? countRequestRows(db, filter),
    rows: (window) => selectRequestRows(db, filter, order, window, shape),
  });
  return { ...page, items: page.items.map((row) => toRequestRow(row, viewer, standIns)) };
}

/** Rows per query of the CSV export: memory holds one batch, whatever the list's size. */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * Every matching row, for the CSV export, in batches read one after another by keyset (never
 * the whole list in memory, and no OFFSET that rereads what came before). The next batch is
 * read only when the consumer asks for it, so a slow download holds back the reading.
 */
export async function* allRequestsInBatches(
  db: Db,
  viewer: RequestViewer,
  asked: ListAsked,
  order: RequestListOrder,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<RequestRow[]> {
  let after: RequestCursor | undefined;
  const standIns = await standInsOf(db, viewer.employeeId);
  const filter = withStandIns(asked, standIns);
  for (;;) {
    const rows = await selectRequestRows(db, filter, order, { limit: batchSize, after });
    if (rows.length > 0) yield rows.map((row) => toRequestRow(row, viewer, standIns));
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { sortKey: last.sortKey, name: last.name };
  }
}

export async function requestSummary(db: Db, viewerId: string): Promise<RequestSummary> {
  const { standingInFor } = withStandIns({}, { substitutions: await substitutionsOf(db, viewerId) });
  return countSummary(db, viewerId, standingInFor);
}
