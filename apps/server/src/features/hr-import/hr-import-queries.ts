import { randomUUID } from 'node:crypto';
import {
  changeEffectiveFrom,
  sameFacts,
  type EmploymentFacts,
} from '@portico/domain/hr-import/employment-history';
import { type ImportContext, type RoleHolderFacts } from '@portico/domain/hr-import/import-checks';
import {
  type AllocationImportRow,
  type EmployeeImportRow,
  type TimeAwayImportRow,
} from '@portico/domain/hr-import/import-rows';
import { eq, getTableName, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { insertInChunks, updateInChunks, type ChunkWriter } from '../../db/insert-in-chunks';
import {
  companies,
  employeeRoles,
  employees,
  employmentHistory,
  signInIdentities,
  sites,
  timeAwayAllocations,
  timeAwayEntries,
} from '../../db/schema';

/** The ids rows name by text: companies by lower-case code or name, sites by lower-case name. */
export interface ImportIds {
  companyIds: ReadonlyMap<string, string>;
  siteIds: ReadonlyMap<string, string>;
}

/**
 * What rows may refer to (employee numbers, companies and work emails in the portal), and what
 * only an Admin may change: role holders' sign-in and employment, addresses people sign in with.
 */
export async function readImportContext(db: Db): Promise<ImportContext & ImportIds> {
  // One after another: applying a file reads this inside its transaction, on one connection,
  // where queries sent together only queue (and the driver's next major version refuses them).
  const people = await db
    .select({ number: employees.employeeNumber, email: employees.workEmail })
    .from(employees);
  const companyRows = await db
    .select({ id: companies.id, code: companies.code, name: companies.name })
    .from(companies);
  const siteRows = await db.select({ id: sites.id, name: sites.name }).from(sites);
  const roleRows = await db
    .select({
      number: employees.employeeNumber,
      role: employeeRoles.role,
      workEmail: employees.workEmail,
      employmentStatus: employees.employmentStatus,
      terminationDate: employees.terminationDate,
    })
    .from(employeeRoles)
    .innerJoin(employees, eq(employees.id, employeeRoles.employeeId));
  const signInRows = await db
    .select({ email: signInIdentities.email, number: employees.employeeNumber })
    .from(signInIdentities)
    .innerJoin(employees, eq(employees.id, signInIdentities.employeeId));
  const roleHolders = new Map<string, RoleHolderFacts>();
  for (const { number, role, ...facts } of roleRows) {
    const holder = roleHolders.get(number);
    roleHolders.set(number, { ...facts, roles: [...(holder?.roles ?? []), role] });
  }
  const companyIds = new Map<string, string>();
  for (const company of companyRows) {
    companyIds.set(company.name.toLowerCase(), company.id);
    companyIds.set(company.code.toLowerCase(), company.id);
  }
  const siteIds = new Map(siteRows.map((site) => [site.name.toLowerCase(), site.id]));
  return {
    employeeNumbers: new Set(people.map((person) => person.number)),
    companyKeys: new Set(companyIds.keys()),
    siteKeys: new Set(siteIds.keys()),
    emailOwners: new Map(
      people.filter((person) => person.email).map((person) => [person.email!.toLowerCase(), person.number]),
    ),
    roleHolders,
    signInEmails: new Map(
      signInRows.filter((row) => row.email).map((row) => [row.email!.toLowerCase(), row.number]),
    ),
    companyIds,
    siteIds,
  };
}

interface CurrentRow extends EmploymentFacts {
  id: string;
  employeeId: string;
  effectiveFrom: string;
}

const asDay = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/** Each employee's latest history row (the current one). */
async function currentHistoryRows(tx: ChunkWriter, employeeIds: readonly string[]) {
  const result = new Map<string, CurrentRow>();
  if (employeeIds.length === 0) return result;
  const rows = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`
      select distinct on (employee_id) id, employee_id, effective_from, employment_status, status_reason,
        company_id, department, pay_class, job_title
      from ${employmentHistory}
      where employee_id in (select value::uuid from json_array_elements_text(${JSON.stringify(employeeIds)}::json))
      order by employee_id, effective_from desc`),
  );
  for (const row of rows) {
    result.set(String(row.employee_id), {
      id: String(row.id),
      employeeId: String(row.employee_id),
      effectiveFrom: asDay(row.effective_from),
      employmentStatus: String(row.employment_status),
      statusReason: (row.status_reason as string | null) ?? null,
      companyId: (row.company_id as string | null) ?? null,
      department: (row.department as string | null) ?? null,
      payClass: (row.pay_class as string | null) ?? null,
      jobTitle: (row.job_title as string | null) ?? null,
    });
  }
  return result;
}

/** From this many new people on, the trigram indexes are filled in bulk (decision 030). */
const BULK_INDEX_ROWS = 200;

/**
 * Inserts new people. Many at once go in with the employees' GIN (trigram) indexes switched
 * to fast update for the transaction, and their pending lists merged before it commits: one
 * merge instead of an index insertion per trigram per row (on PGlite 2,000 people take under a
 * second instead of ten). The indexes end as they began, without fast update and with nothing
 * pending, so searches read them as before (decision 025). Switching takes a brief exclusive
 * lock on those indexes until the import commits.
 */
async function insertPeople(tx: ChunkWriter, rows: readonly (typeof employees.$inferInsert)[]) {
  if (rows.length < BULK_INDEX_ROWS) {
    await insertInChunks(tx, employees, rows);
    return;
  }
  const indexes = rowsOf<{ name: string }>(
    await tx.execute(sql`
      select c.relname as name
      from pg_index i
      join pg_class c on c.oid = i.indexrelid
      join pg_am a on a.oid = c.relam
      where i.indrelid = ${getTableName(employees)}::regclass and a.amname = 'gin'
      order by c.relname`),
  ).map((row) => row.name);
  for (const name of indexes)
    await tx.execute(sql`alter index ${sql.identifier(name)} set (fastupdate = on)`);
  await insertInChunks(tx, employees, rows);
  for (const name of indexes) {
    await tx.execute(sql`select gin_clean_pending_list(quote_ident(${name})::regclass)`);
    await tx.execute(sql`alter index ${sql.identifier(name)} set (fastupdate = off)`);
  }
}

export interface EmployeeApplyCounts {
  created: number;
  updated: number;
  historyRows: number;
  /** The numbers of the people the file added. */
  createdNumbers: string[];
  /** For each person the file changed, each field it changed: [before, after]. */
  changed: { employeeNumber: string; fields: Record<string, [unknown, unknown]> }[];
}

/** The master list's columns an import writes, compared to say what it changed. */
const WRITTEN_FIELDS = [
  'firstName',
  'lastName',
  'displayName',
  'jobTitle',
  'companyId',
  'payClass',
  'department',
  'managerEmployeeNumber',
  'hireDate',
  'terminationDate',
  'employmentStatus',
  'statusReason',
  'statusEffectiveFrom',
  'workEmail',
  'phone',
  'siteId',
] as const;
type WrittenField = (typeof WRITTEN_FIELDS)[number];
const writtenColumns = Object.fromEntries(WRITTEN_FIELDS.map((field) => [field, employees[field]])) as {
  [Field in WrittenField]: (typeof employees)[Field];
};

/** The fields whose value a written record changes (a field the file has no column for stays). */
function changedFields(before: Record<WrittenField, unknown>, after: Record<string, unknown>) {
  const fields: Record<string, [unknown, unknown]> = {};
  for (const field of WRITTEN_FIELDS) {
    if (after[field] === undefined) continue;
    if ((before[field] ?? null) !== (after[field] ?? null))
      fields[field] = [before[field] ?? null, after[field] ?? null];
  }
  return fields;
}

/**
 * Upserts the master list by employee number and records each change of employment facts in
 * the history, dated by `changeEffectiveFrom`. Runs inside the caller's transaction. The
 * database's triggers announce every changed person on the change bus (decision 024).
 */
export async function applyEmployees(
  tx: ChunkWriter & Pick<Db, 'select'>,
  rows: readonly EmployeeImportRow[],
  { companyIds, siteIds }: ImportIds,
  today: string,
): Promise<EmployeeApplyCounts> {
  const numbers = rows.map((row) => row.employeeNumber);
  const existing = new Map<string, string>();
  const stored = new Map<string, Record<WrittenField, unknown>>();
  for (let start = 0; start < numbers.length; start += 5000) {
    const found = await tx
      .select({ id: employees.id, number: employees.employeeNumber, ...writtenColumns })
      .from(employees)
      .where(inArray(employees.employeeNumber, numbers.slice(start, start + 5000)));
    for (const { id, number, ...fields } of found) {
      existing.set(number, id);
      stored.set(number, fields);
    }
  }
  const current = await currentHistoryRows(tx, [...existing.values()]);
  const changed: EmployeeApplyCounts['changed'] = [];

  const created: Record<string, unknown>[] = [];
  const updated: Record<string, unknown>[] = [];
  const historyInserts: Record<string, unknown>[] = [];
  const historyUpdates: Record<string, unknown>[] = [];
  const now = new Date();

  for (const row of rows) {
    const facts: EmploymentFacts = {
      employmentStatus: row.employmentStatus,
      statusReason: row.statusReason,
      companyId: row.company ? (companyIds.get(row.company.toLowerCase()) ?? null) : null,
      department: row.department,
      payClass: row.payClass,
      jobTitle: row.jobTitle,
    };
    const record = {
      employeeNumber: row.employeeNumber,
      firstName: row.firstName,
      lastName: row.lastName,
      displayName: row.displayName,
      jobTitle: row.jobTitle,
      companyId: facts.companyId,
      payClass: row.payClass,
      department: row.department,
      managerEmployeeNumber: row.managerEmployeeNumber,
      hireDate: row.hireDate,
      terminationDate: row.terminationDate,
      employmentStatus: row.employmentStatus,
      statusReason: row.statusReason,
      statusEffectiveFrom: row.statusEffectiveFrom,
      workEmail: row.workEmail,
      phone: row.phone,
      // Undefined without the file's column: the person's site stays as it is.
      siteId:
        row.site === undefined ? undefined : row.site ? (siteIds.get(row.site.toLowerCase()) ?? null) : null,
    };
    const id = existing.get(row.employeeNumber);
    if (!id) {
      const newId = randomUUID();
      created.push({ ...record, id: newId });
      historyInserts.push({
        employeeId: newId,
        effectiveFrom: row.statusEffectiveFrom ?? row.hireDate,
        ...facts,
      });
      continue;
    }
    updated.push({ ...record, updatedAt: now });
    const fields = changedFields(stored.get(row.employeeNumber)!, record);
    if (Object.keys(fields).length > 0) changed.push({ employeeNumber: row.employeeNumber, fields });
    const latest = current.get(id);
    if (!latest) {
      historyInserts.push({ employeeId: id, effectiveFrom: row.hireDate, ...facts });
      continue;
    }
    if (sameFacts(latest, facts)) continue;
    const from = changeEffectiveFrom(row.statusEffectiveFrom, latest.effectiveFrom, today);
    if (from === latest.effectiveFrom) {
      historyUpdates.push({ id: latest.id, ...facts });
    } else {
      historyUpdates.push({ id: latest.id, effectiveTo: from });
      historyInserts.push({ employeeId: id, effectiveFrom: from, ...facts });
    }
  }

  await insertPeople(tx, created as (typeof employees.$inferInsert)[]);
  await updateInChunks(tx, employees, employees.employeeNumber, updated);
  await updateInChunks(tx, employmentHistory, employmentHistory.id, historyUpdates);
  await insertInChunks(tx, employmentHistory, historyInserts as (typeof employmentHistory.$inferInsert)[]);
  return {
    created: created.length,
    updated: updated.length,
    historyRows: historyInserts.length + historyUpdates.filter((row) => !('effectiveTo' in row)).length,
    createdNumbers: created.map((row) => String(row.employeeNumber)),
    changed,
  };
}

async function employeeIdsByNumber(tx: Pick<Db, 'select'>, numbers: readonly string[]) {
  const ids = new Map<string, string>();
  const unique = [...new Set(numbers)];
  for (let start = 0; start < unique.length; start += 5000) {
    const found = await tx
      .select({ id: employees.id, number: employees.employeeNumber })
      .from(employees)
      .where(inArray(employees.employeeNumber, unique.slice(start, start + 5000)));
    for (const person of found) ids.set(person.number, person.id);
  }
  return ids;
}

/** A table whose rows belong to one employee each, replaced whole by an import. */
type PerEmployeeTable = typeof timeAwayEntries | typeof timeAwayAllocations;

/**
 * Replaces the rows of `table` of every employee in the file with the file's: the export is the
 * HR system's whole record for the people it names.
 */
async function replaceRowsOfEmployees<Row extends { employeeNumber: string }>(
  tx: ChunkWriter & Pick<Db, 'select' | 'delete'>,
  table: PerEmployeeTable,
  rows: readonly Row[],
  values: (row: Row, employeeId: string) => PerEmployeeTable['$inferInsert'],
): Promise<{ employees: number; written: number }> {
  const ids = await employeeIdsByNumber(
    tx,
    rows.map((row) => row.employeeNumber),
  );
  const employeeIds = [...ids.values()];
  for (let start = 0; start < employeeIds.length; start += 5000) {
    await tx.delete(table).where(inArray(table.employeeId, employeeIds.slice(start, start + 5000)));
  }
  await insertInChunks(
    tx,
    table,
    rows.map((row) => values(row, ids.get(row.employeeNumber)!)),
  );
  return { employees: employeeIds.length, written: rows.length };
}

/** Time-away records: each employee's whole record is the file's. */
export const applyTimeAway = (
  tx: ChunkWriter & Pick<Db, 'select' | 'delete'>,
  rows: readonly TimeAwayImportRow[],
) =>
  replaceRowsOfEmployees(tx, timeAwayEntries, rows, (row, employeeId) => ({
    employeeId,
    entryType: row.entryType,
    status: row.status,
    requestType: row.requestType,
    requestStatus: row.requestStatus,
    awayOn: row.awayOn,
  }));

/**
 * Allocations: each employee's are the file's (the portal holds one balance year; the next
 * year's import replaces it). A type left out is 0.
 */
export const applyAllocations = (
  tx: ChunkWriter & Pick<Db, 'select' | 'delete'>,
  rows: readonly AllocationImportRow[],
) =>
  replaceRowsOfEmployees(tx, timeAwayAllocations, rows, (row, employeeId) => ({
    employeeId,
    requestType: row.requestType,
    days: row.days,
  }));
