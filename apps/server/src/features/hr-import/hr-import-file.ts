import { createHash } from 'node:crypto';
import {
  EMPTY_IMPORT_FILE,
  headerProblem,
  MAX_IMPORT_CHARACTERS,
  MAX_IMPORT_ROWS,
  MAX_REPORTED_PROBLEMS,
  TOO_LARGE_FILE,
  TOO_MANY_ROWS,
  UNREADABLE_CSV,
  type ImportKind,
} from '@portico/domain/hr-import/import-files';
import { type ImportProblem } from '@portico/domain/hr-import/import-report';
import { readRow, type CheckableRowOf, type ImportRowOf } from '@portico/domain/hr-import/import-rows';
import { CsvError, parse } from 'csv-parse/sync';
import { HttpProblem } from '../../lib/problem';

/** The SHA-256 of a file's text: what the apply must match to write what was checked. */
export const fileHashOf = (csv: string) => createHash('sha256').update(csv, 'utf8').digest('hex');

export interface ReadFile<K extends ImportKind> {
  /** The rows that passed the per-row checks. */
  rows: ImportRowOf<K>[];
  /** Every row as far as it could be read, for the checks against other rows and the portal. */
  checkable: CheckableRowOf<K>[];
  /** How many data rows the file has. */
  rowCount: number;
  problems: ImportProblem[];
  /** Every employee number the file names, also on rows with problems. */
  numbers: Set<string>;
}

const fileProblem = (status: number, message: string) =>
  new HttpProblem(status, message, { file: [message] });

/**
 * Reads a CSV export (a byte-order mark and CRLF line ends are fine, blank lines are skipped)
 * and checks its header and each row on its own. A file that is not CSV, has no rows, the
 * wrong header or too many rows is refused as a whole with a 4xx; row problems are reported.
 * Rows are numbered as a spreadsheet shows them: the header is row 1.
 */
export function readImportFile<K extends ImportKind>(kind: K, csv: string): ReadFile<K> {
  if (csv.length > MAX_IMPORT_CHARACTERS) throw fileProblem(413, TOO_LARGE_FILE);
  let records: string[][];
  try {
    records = parse(csv, {
      bom: true,
      skip_empty_lines: true,
      trim: false,
      relax_quotes: false,
    }) as string[][];
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines;
      throw fileProblem(
        400,
        line ? `${UNREADABLE_CSV} Look at line ${line}: ${error.message}` : UNREADABLE_CSV,
      );
    }
    throw error;
  }
  const [header, ...data] = records;
  if (!header || data.length === 0) throw fileProblem(400, EMPTY_IMPORT_FILE);
  const columns = header.map((name) => name.trim());
  const wrongHeader = headerProblem(kind, columns);
  if (wrongHeader) throw fileProblem(400, wrongHeader);
  if (data.length > MAX_IMPORT_ROWS) throw fileProblem(400, TOO_MANY_ROWS);

  const rows: ImportRowOf<K>[] = [];
  const checkable: CheckableRowOf<K>[] = [];
  const problems: ImportProblem[] = [];
  const numbers = new Set<string>();
  data.forEach((record, index) => {
    const cells = Object.fromEntries(columns.map((name, column) => [name, record[column] ?? '']));
    numbers.add((cells.Employee_Number__c ?? '').trim());
    const read = readRow(kind, index + 2, cells);
    if ('row' in read) {
      rows.push(read.row);
      checkable.push(read.row);
    } else {
      problems.push(...read.problems);
      checkable.push(read.partial);
    }
  });
  return { rows, checkable, rowCount: data.length, problems, numbers };
}

/** Problems in file order, the first ones only. */
export function reportedProblems(problems: readonly ImportProblem[]): ImportProblem[] {
  return [...problems].sort((a, b) => a.row - b.row).slice(0, MAX_REPORTED_PROBLEMS);
}
