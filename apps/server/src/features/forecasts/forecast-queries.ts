import { and, count, eq, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  ForecastExportQuery,
  ForecastListQuery,
  ForecastListSort,
} from '@portico/domain/forecasts/forecast-dto';
import { fiscalMonthRange, fiscalYearRange } from '@portico/domain/forecasts/fiscal-year';
import type { Db } from '../../db/client';
import { employeeForecasts, employees } from '../../db/schema';
import { orderByOf, pagedList, searchCondition, type SortColumns, textOrder } from '../../lib/paged-list';

type Writer = Pick<Db, 'insert' | 'update' | 'delete' | 'select'>;
export type ForecastValues = Omit<
  typeof employeeForecasts.$inferInsert,
  'id' | 'submittedById' | 'lockedAt' | 'lockedById' | 'createdAt' | 'updatedAt'
>;

const submitter = alias(employees, 'submitter');
const locker = alias(employees, 'locker');

const SORTS: SortColumns<ForecastListSort> = {
  columns: {
    plannedStartDate: employeeForecasts.plannedStartDate,
    jobTitle: textOrder(employeeForecasts.jobTitle),
    division: employeeForecasts.division,
    type: employeeForecasts.type,
    submittedBy: submitter.nameOrder,
    createdAt: employeeForecasts.createdAt,
  },
  tieBreak: employeeForecasts.id,
};

const listColumns = {
  id: employeeForecasts.id,
  jobTitle: employeeForecasts.jobTitle,
  division: employeeForecasts.division,
  type: employeeForecasts.type,
  plannedStartDate: employeeForecasts.plannedStartDate,
  isEmployeeHired: employeeForecasts.isEmployeeHired,
  employeeName: employeeForecasts.employeeName,
  requiresLaptop: employeeForecasts.requiresLaptop,
  submittedById: employeeForecasts.submittedById,
  submittedByName: submitter.displayName,
  lockedAt: employeeForecasts.lockedAt,
  createdAt: employeeForecasts.createdAt,
};

/** The planned-start condition of a fiscal year and/or forecast month (a month alone: any year). */
function startCondition(fiscalYear: number | undefined, month: number | undefined): SQL | undefined {
  if (fiscalYear !== undefined) {
    const range = month === undefined ? fiscalYearRange(fiscalYear) : fiscalMonthRange(fiscalYear, month);
    return and(
      gte(employeeForecasts.plannedStartDate, range.from),
      lte(employeeForecasts.plannedStartDate, range.to),
    );
  }
  if (month !== undefined) return sql`extract(month from ${employeeForecasts.plannedStartDate}) = ${month}`;
  return undefined;
}

/** The forecasts the viewer may see (their own, or everyone's when `submittedById` is undefined), filtered. */
function visibleWhere(submittedById: string | undefined, query: ForecastExportQuery) {
  return and(
    submittedById ? eq(employeeForecasts.submittedById, submittedById) : undefined,
    startCondition(query.fiscalYear, query.month),
    searchCondition([employeeForecasts.jobTitle, employeeForecasts.employeeName], query.search),
  );
}

/** One window of the visible forecasts in the query's order (a page, or a batch of the export). */
export function forecastRows(
  db: Db,
  submittedById: string | undefined,
  query: ForecastExportQuery,
  window: { limit: number; offset: number },
) {
  return db
    .select(listColumns)
    .from(employeeForecasts)
    .innerJoin(submitter, eq(submitter.id, employeeForecasts.submittedById))
    .where(visibleWhere(submittedById, query))
    .orderBy(...orderByOf(SORTS, query.sort, query.order))
    .limit(window.limit)
    .offset(window.offset);
}

/** One page of the forecasts the viewer may see, with their total. */
export function listForecasts(db: Db, submittedById: string | undefined, query: ForecastListQuery) {
  return pagedList(query, {
    count: async () =>
      (
        await db.select({ total: count() }).from(employeeForecasts).where(visibleWhere(submittedById, query))
      )[0]?.total ?? 0,
    rows: (window) => forecastRows(db, submittedById, query, window),
  });
}
export type ForecastListRow = Awaited<ReturnType<typeof forecastRows>>[number];

export async function findForecast(db: Pick<Db, 'select'>, id: string) {
  const [row] = await db
    .select({
      ...listColumns,
      employeeSetupFormProvided: employeeForecasts.employeeSetupFormProvided,
      hwSwRequirements: employeeForecasts.hwSwRequirements,
      shippingRequired: employeeForecasts.shippingRequired,
      laptopDesiredBy: employeeForecasts.laptopDesiredBy,
      otherImportantInfo: employeeForecasts.otherImportantInfo,
      lockedByName: locker.displayName,
      updatedAt: employeeForecasts.updatedAt,
    })
    .from(employeeForecasts)
    .innerJoin(submitter, eq(submitter.id, employeeForecasts.submittedById))
    .leftJoin(locker, eq(locker.id, employeeForecasts.lockedById))
    .where(eq(employeeForecasts.id, id));
  return row;
}
export type FoundForecast = NonNullable<Awaited<ReturnType<typeof findForecast>>>;

/** A new forecast, submitted at the service's clock (its time, not the database's). */
export async function insertForecast(tx: Writer, submittedById: string, values: ForecastValues, at: Date) {
  const [row] = await tx
    .insert(employeeForecasts)
    .values({ ...values, submittedById, createdAt: at, updatedAt: at })
    .returning({ id: employeeForecasts.id });
  return row!.id;
}

/** An open forecast only (not locked, not started): false when it has changed state meanwhile. */
const stillOpen = (id: string, today: string) =>
  and(
    eq(employeeForecasts.id, id),
    isNull(employeeForecasts.lockedAt),
    gte(employeeForecasts.plannedStartDate, today),
  );

export async function updateOpenForecast(tx: Writer, id: string, today: string, values: ForecastValues) {
  const rows = await tx
    .update(employeeForecasts)
    .set({ ...values, updatedAt: new Date() })
    .where(stillOpen(id, today))
    .returning({ id: employeeForecasts.id });
  return rows.length > 0;
}

export async function deleteOpenForecast(tx: Writer, id: string, today: string) {
  const rows = await tx
    .delete(employeeForecasts)
    .where(stillOpen(id, today))
    .returning({ id: employeeForecasts.id });
  return rows.length > 0;
}

/** Locks an open forecast or unlocks a locked one, guarded on that state; false when it was not. */
export async function setForecastLock(
  tx: Writer,
  id: string,
  today: string,
  lock: { by: string; at: Date } | null,
) {
  const rows = await tx
    .update(employeeForecasts)
    .set(lock ? { lockedAt: lock.at, lockedById: lock.by } : { lockedAt: null, lockedById: null })
    .where(
      and(
        eq(employeeForecasts.id, id),
        lock ? isNull(employeeForecasts.lockedAt) : isNotNull(employeeForecasts.lockedAt),
        gte(employeeForecasts.plannedStartDate, today),
      ),
    )
    .returning({ id: employeeForecasts.id });
  return rows.length > 0;
}
