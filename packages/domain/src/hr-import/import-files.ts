import { z } from 'zod';

/**
 * The HR import (docs/hr-import.md): CSV exports of the HR system, checked row by row before
 * anything is written. The column names are the spec's (§3 Master employee record, Time-away
 * record); a few of Portico's own are optional.
 */
export const IMPORT_KINDS = ['employees', 'time-away', 'allocations'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const importKindSchema = z.enum(IMPORT_KINDS);

export const IMPORT_KIND_LABELS: Record<ImportKind, string> = {
  employees: 'Master employee list',
  'time-away': 'Time-away records',
  allocations: 'Time-away allocations',
};

interface KindColumns {
  /** Every one must be in the header, in any order. */
  required: readonly string[];
  /** May be in the header; the ones marked ignored are read past. */
  optional: readonly string[];
}

export const IMPORT_COLUMNS: Record<ImportKind, KindColumns> = {
  employees: {
    required: [
      'Employee_Number__c',
      'First_Name__c',
      'Last_Name__c',
      'Display_Name__c',
      'Job_Title__c',
      'Manager_XRefCode__c',
      'Company__c',
      'Pay_Class_Name__c',
      'Department_Name__c',
      'Hire_Date__c',
      'Termination_Date__c',
      'Employment_Status__c',
      'Employment_Status_Reason_XRefCode__c',
      'Employment_Status_Effective_From__c',
    ],
    optional: [
      'Id',
      'Employee_Name__c',
      'Employee_Time_Away__r',
      'Office_365_Email__c',
      'Phone__c',
      'Site__c',
    ],
  },
  'time-away': {
    required: [
      'Employee_Number__c',
      'Type__c',
      'Status__c',
      'Request_Type__c',
      'Request_Status__c',
      'Time_Away_Date__c',
    ],
    optional: ['Id', 'First_Name__c', 'Last_Name__c'],
  },
  allocations: {
    required: ['Employee_Number__c', 'Request_Type__c', 'Allocation__c'],
    optional: ['First_Name__c', 'Last_Name__c'],
  },
};

/** The most rows one file may hold: far above any export the group makes, well within seconds. */
export const MAX_IMPORT_ROWS = 50_000;
/** The most characters one file may hold (a 50,000-row master list is about 12 MB). */
export const MAX_IMPORT_CHARACTERS = 16 * 1024 * 1024;
/** The report lists this many problems at most; the count says how many there are in all. */
export const MAX_REPORTED_PROBLEMS = 500;

export const EMPTY_IMPORT_FILE =
  'The file has no rows. Choose a CSV export with a header row and at least one row.';
export const UNREADABLE_CSV = 'The file could not be read as CSV.';
export const TOO_MANY_ROWS = `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-CA')} rows. Split it into smaller files.`;
export const TOO_LARGE_FILE = 'The file is too large. Split it into smaller files.';
export const FILE_CHANGED = 'This is not the file that was checked. Check the file again before applying it.';
export const NOT_VALIDATED =
  'The file has problems and nothing was written. Correct the rows in the report and try again.';

export const missingColumnsMessage = (kind: ImportKind, missing: readonly string[]) =>
  `This is not a ${IMPORT_KIND_LABELS[kind].toLowerCase()} file: the header lacks ${missing.join(', ')}.`;
export const unknownColumnsMessage = (kind: ImportKind, unknown: readonly string[]) =>
  `This is not a ${IMPORT_KIND_LABELS[kind].toLowerCase()} file: unknown columns ${unknown.join(', ')}.`;

/** What is wrong with a header, or null when it is right for the kind of file. */
export function headerProblem(kind: ImportKind, header: readonly string[]): string | null {
  const { required, optional } = IMPORT_COLUMNS[kind];
  const missing = required.filter((column) => !header.includes(column));
  if (missing.length) return missingColumnsMessage(kind, missing);
  const unknown = header.filter((column) => !required.includes(column) && !optional.includes(column));
  if (unknown.length) return unknownColumnsMessage(kind, unknown);
  const repeated = header.filter((column, index) => header.indexOf(column) !== index);
  if (repeated.length) return `The header names ${[...new Set(repeated)].join(', ')} more than once.`;
  return null;
}
