import { hasOrgChartTab } from '@portico/domain/org-charts/department-tabs';
import {
  unitNameKey,
  type BusinessUnitListQuery,
  type BusinessUnitRow,
} from '@portico/domain/business-units/business-unit-admin';
import { and, count, eq, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { businessUnits, employees, peopleCounts } from '../../db/schema';
import { isActiveEmployee, isActiveEmployeeAlias } from '../../lib/active-employee-sql';
import { orderByOf, pagedList, searchCondition, type SortColumns, textOrder } from '../../lib/paged-list';
import { countedToday, currentPeople } from '../../lib/people-counts';

/** A reader inside or outside a transaction. */
type Reader = Pick<Db, 'select'>;

const leader = alias(employees, 'leader');

/** `unitNameKey` in SQL: outer spaces off, runs of spaces as one, any letter case. */
const nameKeyOf = (column: AnyColumn | SQL) =>
  sql<string>`lower(regexp_replace(btrim(${column}), '\\s+', ' ', 'g'))`;

type Sort = BusinessUnitListQuery['sort'];
const SORTS: SortColumns<Sort> = {
  columns: { name: textOrder(businessUnits.name), leader: leader.nameOrder },
  nullable: ['leader'],
  tieBreak: businessUnits.name,
};

function selectUnits(db: Reader) {
  return db
    .select({
      id: businessUnits.id,
      name: businessUnits.name,
      leaderEmployeeNumber: businessUnits.leaderEmployeeNumber,
      leaderId: leader.id,
      leaderNumber: leader.employeeNumber,
      leaderName: leader.displayName,
      leaderTitle: leader.jobTitle,
      leaderCurrent: sql<boolean>`${isActiveEmployeeAlias('leader')}`,
    })
    .from(businessUnits)
    .leftJoin(leader, eq(leader.employeeNumber, businessUnits.leaderEmployeeNumber))
    .$dynamic();
}
interface UnitSelection {
  id: string;
  name: string;
  leaderEmployeeNumber: string | null;
  leaderId: string | null;
  leaderNumber: string | null;
  leaderName: string | null;
  leaderTitle: string | null;
  /** Null when no employee has the leader's number. */
  leaderCurrent: boolean | null;
}

/** Current employees by department, keyed by `unitNameKey`: from the kept people counts. */
async function currentEmployeesByDepartment(db: Reader, keys: readonly string[]) {
  const key = nameKeyOf(peopleCounts.department);
  const rows = await db
    .select({ key, total: currentPeople })
    .from(peopleCounts)
    .where(
      countedToday(
        and(
          isNotNull(peopleCounts.department),
          sql`${key} in (${sql.join(
            keys.map((one) => sql`${one}`),
            sql`, `,
          )})`,
        ),
      ),
    )
    .groupBy(key);
  return new Map(rows.map((row) => [row.key, row.total]));
}

function toRow(unit: UnitSelection, counts: Map<string, number>): BusinessUnitRow {
  return {
    id: unit.id,
    name: unit.name,
    leaderEmployeeNumber: unit.leaderEmployeeNumber,
    leader:
      unit.leaderId && unit.leaderNumber && unit.leaderName
        ? {
            id: unit.leaderId,
            employeeNumber: unit.leaderNumber,
            name: unit.leaderName,
            title: unit.leaderTitle,
            current: unit.leaderCurrent === true,
          }
        : null,
    employeeCount: counts.get(unitNameKey(unit.name)) ?? 0,
    hasOrgChart: hasOrgChartTab(unit.name),
  };
}

async function withCounts(db: Reader, units: UnitSelection[]) {
  if (units.length === 0) return [];
  const counts = await currentEmployeesByDepartment(
    db,
    units.map((unit) => unitNameKey(unit.name)),
  );
  return units.map((unit) => toRow(unit, counts));
}

/** Business units searched by their name or their leader's name or number, a page at a time. */
export function listBusinessUnitPage(db: Db, query: BusinessUnitListQuery) {
  const where = searchCondition(
    [businessUnits.name, leader.displayName, leader.employeeNumber],
    query.search,
  );
  return pagedList<BusinessUnitRow>(query, {
    count: async () =>
      (
        await db
          .select({ total: count() })
          .from(businessUnits)
          .leftJoin(leader, eq(leader.employeeNumber, businessUnits.leaderEmployeeNumber))
          .where(where)
      )[0]?.total ?? 0,
    rows: async (window) =>
      withCounts(
        db,
        await selectUnits(db)
          .where(where)
          .orderBy(...orderByOf(SORTS, query.sort, query.order))
          .limit(window.limit)
          .offset(window.offset),
      ),
  });
}

/** One unit as the screen shows it; none for an unknown id. */
export async function findBusinessUnitRow(db: Reader, id: string): Promise<BusinessUnitRow | undefined> {
  const [row] = await withCounts(db, await selectUnits(db).where(eq(businessUnits.id, id)));
  return row;
}

/** A unit's stored row, locked until the transaction ends, so a change and its checks agree. */
export async function lockBusinessUnit(tx: Reader, id: string) {
  const [unit] = await tx.select().from(businessUnits).where(eq(businessUnits.id, id)).for('update');
  return unit;
}

/** The unit whose name is this one's in the sense of `sameUnitName`, if any. */
export async function findUnitNamedLike(db: Reader, name: string) {
  const [unit] = await db
    .select({ id: businessUnits.id, name: businessUnits.name })
    .from(businessUnits)
    .where(eq(nameKeyOf(businessUnits.name), unitNameKey(name)));
  return unit;
}

/** How many current employees have this unit's department in their HR record. */
export async function countCurrentEmployeesIn(db: Reader, unitName: string) {
  const key = unitNameKey(unitName);
  return (await currentEmployeesByDepartment(db, [key])).get(key) ?? 0;
}

/** A current employee who may lead a unit; none for an unknown id or someone who has left. */
export async function findCurrentEmployee(db: Reader, id: string) {
  const [person] = await db
    .select({ id: employees.id, employeeNumber: employees.employeeNumber, name: employees.displayName })
    .from(employees)
    .where(and(eq(employees.id, id), isActiveEmployee));
  return person;
}

/** How the audit log names a leader: 'Drew Okafor (000005)', the bare number, or none. */
export async function leaderLabel(db: Reader, employeeNumber: string | null) {
  if (!employeeNumber) return null;
  const [person] = await db
    .select({ name: employees.displayName })
    .from(employees)
    .where(eq(employees.employeeNumber, employeeNumber));
  return person ? `${person.name} (${employeeNumber})` : employeeNumber;
}
