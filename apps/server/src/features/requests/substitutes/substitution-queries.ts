import type { SubstitutionListQuery, SubstitutionRow } from '@portico/domain/approvals/substitute-schemas';
import type { Substitution } from '@portico/domain/approvals/substitutes';
import type { RequestType } from '@portico/domain/requests/request-constants';
import { APPROVAL_STEP_RULES, APPROVAL_STEPS } from '@portico/domain/requests/approval-steps';
import { and, count, eq, gte, inArray, lte, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { approvalSubstitutions as s, employees, serviceRequests as r } from '../../../db/schema';
import { isActiveEmployee } from '../../../lib/active-employee-sql';
import { onPageOf, orderByOf, pagedList, searchCondition, type SortColumns } from '../../../lib/paged-list';
import { requestFactColumns } from '../workflow/request-facts';

const person = alias(employees, 'person');
const substitute = alias(employees, 'substitute');
const setBy = alias(employees, 'set_by');

const rowColumns = {
  id: s.id,
  personId: s.personId,
  personName: person.displayName,
  substituteId: s.substituteId,
  substituteName: substitute.displayName,
  from: s.firstDay,
  to: s.lastDay,
  setBy: setBy.displayName,
  createdAt: s.createdAt,
};

const selectRows = (db: Db) =>
  db
    .select(rowColumns)
    .from(s)
    .innerJoin(person, eq(person.id, s.personId))
    .innerJoin(substitute, eq(substitute.id, s.substituteId))
    .leftJoin(setBy, eq(setBy.id, s.setById));

type StoredRow = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];
const toRow = (row: StoredRow): SubstitutionRow => ({ ...row, createdAt: row.createdAt.toISOString() });

/** One substitution as the screens show it. */
export async function findSubstitutionRow(db: Db, id: string): Promise<SubstitutionRow | undefined> {
  const [row] = await selectRows(db).where(eq(s.id, id));
  return row && toRow(row);
}

/** A person's own ranges that have not ended, soonest first (the profile's list). */
export async function listOwnSubstitutions(db: Db, personId: string, today: string) {
  const rows = await selectRows(db)
    .where(and(eq(s.personId, personId), gte(s.lastDay, today)))
    .orderBy(s.firstDay, s.id);
  return rows.map(toRow);
}

const SORTS: SortColumns<SubstitutionListQuery['sort']> = {
  columns: {
    from: s.firstDay,
    to: s.lastDay,
    person: person.nameOrder,
    substitute: substitute.nameOrder,
  },
  tieBreak: s.id,
};

/** The sorts on the range's own columns: a page of them is chosen before anyone is joined. */
const OWN_SORTS: readonly SubstitutionListQuery['sort'][] = ['from', 'to'];

/**
 * Every range that has not ended (the Admin screen), searched in either person's name. Without
 * a search, the count reads the ranges alone, and in date order the page's ten are chosen on
 * the ranges before their three people are joined (`onPageOf`): a group's current ranges grow
 * with it, a page does not.
 */
export async function listSubstitutionPage(db: Db, query: SubstitutionListQuery, today: string) {
  const notEnded = gte(s.lastDay, today);
  const where = and(notEnded, searchCondition([person.displayName, substitute.displayName], query.search));
  const orderBy = orderByOf(SORTS, query.sort, query.order);
  const pageFirst = !query.search && OWN_SORTS.includes(query.sort);
  const page = await pagedList(query, {
    count: async () => {
      const counted = db.select({ total: count() }).from(s).$dynamic();
      const [row] = query.search
        ? await counted
            .innerJoin(person, eq(person.id, s.personId))
            .innerJoin(substitute, eq(substitute.id, s.substituteId))
            .where(where)
        : await counted.where(notEnded);
      return row?.total ?? 0;
    },
    rows: (window) =>
      pageFirst
        ? selectRows(db)
            .where(onPageOf(db, s, s.id, { where: notEnded, orderBy }, window))
            .orderBy(...orderBy)
        : selectRows(db)
            .where(where)
            .orderBy(...orderBy)
            .limit(window.limit)
            .offset(window.offset),
  });
  return { ...page, items: page.items.map(toRow) };
}

/** A current employee's name, or undefined when there is no such current employee. */
export async function findCurrentEmployeeName(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: employees.displayName })
    .from(employees)
    .where(and(eq(employees.id, id), isActiveEmployee));
  return row?.name;
}

/**
 * Holds the person's employee row until commit, so two ranges saved at once for the same
 * person are checked for overlap one after the other.
 */
export async function lockPerson(tx: Db, personId: string) {
  await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, personId)).for('update');
}

/** The person's ranges that share a day with this one. */
export async function findOverlapping(tx: Db, range: Substitution) {
  return tx
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.personId, range.personId), lte(s.firstDay, range.to), gte(s.lastDay, range.from)));
}

export async function insertSubstitution(tx: Db, range: Substitution, setById: string, now: Date) {
  const [row] = await tx
    .insert(s)
    .values({
      personId: range.personId,
      substituteId: range.substituteId,
      firstDay: range.from,
      lastDay: range.to,
      setById,
      createdAt: now,
    })
    .returning({ id: s.id });
  return row!.id;
}

export async function deleteSubstitutionRow(tx: Db, id: string, personId?: string) {
  const where: SQL | undefined = and(eq(s.id, id), personId ? eq(s.personId, personId) : undefined);
  return tx.delete(s).where(where).returning({ id: s.id });
}

/** The requests now waiting in a step this person approves: whom a new substitute is told of. */
export async function findRequestsWaitingFor(db: Db, personId: string) {
  const rows = await db
    .select(requestFactColumns)
    .from(r)
    .where(
      and(
        inArray(
          r.status,
          APPROVAL_STEPS.map((step) => APPROVAL_STEP_RULES[step].waitsIn),
        ),
        or(
          eq(r.purchaseApproverId, personId),
          eq(r.secondaryPurchaseApproverId, personId),
          eq(r.preApproverId, personId),
          eq(r.estimateApproverId, personId),
        ),
      ),
    );
  return rows.map((row) => ({ ...row, type: row.type as RequestType }));
}
