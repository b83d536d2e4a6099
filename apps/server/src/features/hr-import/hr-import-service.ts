import { sql } from 'drizzle-orm';
import { crossCheck, importWarnings } from '@portico/domain/hr-import/import-checks';
import { FILE_CHANGED, IMPORT_KIND_LABELS, type ImportKind } from '@portico/domain/hr-import/import-files';
import { type ImportReport, type ImportResult } from '@portico/domain/hr-import/import-report';
import { type ImportRowOf } from '@portico/domain/hr-import/import-rows';
import type { Db } from '../../db/client';
import { recordAudit, type AuditActor } from '../../lib/audit-log';
import { forbidden, HttpProblem } from '../../lib/problem';
import type { Viewer } from '../../lib/viewer';
import { fileHashOf, readImportFile, reportedProblems } from './hr-import-file';
import {
  applyAllocations,
  applyEmployees,
  applyTimeAway,
  readImportContext,
  type ImportIds,
} from './hr-import-queries';

export const HR_IMPORT_FORBIDDEN = 'Only HR and Admins import HR data.';

/** The HR import is HR's and Admins' (issue 10). */
export function assertCanImport(viewer: Viewer) {
  if (!viewer.roles.includes('HR') && !viewer.roles.includes('Admin')) throw forbidden(HR_IMPORT_FORBIDDEN);
}

interface Checked<K extends ImportKind> {
  report: ImportReport;
  rows: ImportRowOf<K>[];
  ids: ImportIds;
}

/**
 * Who applies a file: a signed-in HR person or Admin, or (`actor: null`) the command line, run
 * with the server's own access, which counts as an Admin. What only an Admin may apply is the
 * domain's (`Importer`).
 */
export interface ImportActor {
  admin: boolean;
  actor: AuditActor;
}

/** The person's part in an import: an Admin may apply what HR alone may not. */
export const importActorOf = (viewer: Viewer): ImportActor => ({
  admin: viewer.roles.includes('Admin'),
  actor: viewer,
});

/** The command line's part: the operator runs it with the server's own access. */
export const COMMAND_LINE_IMPORTER: ImportActor = {
  admin: true,
  actor: { employeeId: null, displayName: 'npm run hr-import' },
};

/** Reads and checks a file against what the portal holds. Writes nothing. */
async function check<K extends ImportKind>(
  db: Db,
  kind: K,
  csv: string,
  importer: ImportActor,
): Promise<Checked<K>> {
  const read = readImportFile(kind, csv);
  const context = await readImportContext(db);
  // Every problem of a row at once: the cross checks read what could be read of rows with
  // problems of their own. The report sorts by row, each row's own problems first.
  const problems = [...read.problems, ...crossCheck(kind, read.checkable, context, read.numbers, importer)];
  return {
    report: {
      kind,
      rows: read.rowCount,
      problemCount: problems.length,
      problemRows: new Set(problems.map((problem) => problem.row)).size,
      problems: reportedProblems(problems),
      warnings: reportedProblems(importWarnings(kind, read.checkable)),
      fileHash: fileHashOf(csv),
    },
    rows: read.rows,
    ids: { companyIds: context.companyIds, siteIds: context.siteIds },
  };
}

export async function validateImport(
  db: Db,
  kind: ImportKind,
  csv: string,
  importer: ImportActor,
): Promise<ImportReport> {
  return (await check(db, kind, csv, importer)).report;
}

/** Refused with the report: nothing was written. */
export class ImportRefused extends Error {
  constructor(readonly report: ImportReport) {
    super('The file has problems');
  }
}

/** People listed by name in an import's audit entry; the counts say how many there were. */
const AUDITED_PEOPLE = 1000;

/**
 * Applies a checked file in one transaction, all or nothing. The file must be the one that was
 * checked (its hash), and it is checked again here, against the portal as it is now, so a
 * change made meanwhile cannot let a bad row through. The audit log gets one entry, in the same
 * transaction: who applied which file, the counts, and for the master list each person added
 * and each field changed, before and after.
 */
export async function applyImport(
  db: Db,
  kind: ImportKind,
  csv: string,
  fileHash: string,
  importer: ImportActor,
  /** The import's day: the group's reporting day (PORTAL_TIME_ZONE), for changes undated. */
  today: string,
): Promise<ImportResult> {
  if (fileHashOf(csv) !== fileHash) throw new HttpProblem(409, FILE_CHANGED, { file: [FILE_CHANGED] });
  return db.transaction(async (tx) => {
    // Imports take turns (with several instances too): the second checks and writes against
    // what the first wrote, so two people applying at once cannot both create the same people.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portico:hr-import'))`);
    const checked = await check(tx as unknown as Db, kind, csv, importer);
    if (checked.report.problemCount > 0) throw new ImportRefused(checked.report);
    const rows = checked.report.rows;
    let result: ImportResult;
    let changes: Record<string, unknown> = {};
    if (kind === 'employees') {
      const counts = await applyEmployees(tx, checked.rows as ImportRowOf<'employees'>[], checked.ids, today);
      result = {
        kind,
        rows,
        created: counts.created,
        updated: counts.updated,
        recordsWritten: counts.historyRows,
      };
      changes = {
        added: counts.createdNumbers.slice(0, AUDITED_PEOPLE),
        changed: counts.changed.slice(0, AUDITED_PEOPLE),
        peopleChanged: counts.changed.length,
      };
    } else {
      const applied =
        kind === 'time-away'
          ? await applyTimeAway(tx, checked.rows as ImportRowOf<'time-away'>[])
          : await applyAllocations(tx, checked.rows as ImportRowOf<'allocations'>[]);
      result = { kind, rows, created: 0, updated: applied.employees, recordsWritten: applied.written };
    }
    await recordAudit(tx, importer.actor, {
      action: 'import',
      entityType: 'hr-import',
      entityId: fileHash,
      entityLabel: `${IMPORT_KIND_LABELS[kind]}, ${rows.toLocaleString('en-CA')} rows`,
      before: null,
      after: { ...result, fileHash, ...changes },
    });
    return result;
  });
}
