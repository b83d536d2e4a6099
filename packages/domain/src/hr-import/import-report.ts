import { z } from 'zod';
import { TIME_AWAY_REQUEST_TYPES, TIME_AWAY_STATUSES } from '../time-away/time-away-constants';
import { importKindSchema } from './import-files';

/*
 * What an HR import answers (docs/hr-import.md): the problems found, by row and column, with
 * the messages they are said in; the report of a check and the result of an apply.
 */

/** One problem of the report: the file's line (the header is line 1), the column, what is wrong. */
export const importProblemSchema = z.object({
  row: z.number().int(),
  field: z.string(),
  problem: z.string(),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

export const MESSAGES = {
  tooLong: (max: number) => `Must be at most ${max} characters`,
  notAfterHire: 'Must not be before the hire date',
  duplicateNumber: 'The employee number appears more than once in the file',
  duplicateEmail: 'The work email appears more than once in the file',
  emailTaken: 'Another employee already has this work email',
  invalidEmail: 'Enter a valid email address',
  unknownManager: 'No employee has this number, in the file or in the portal',
  unknownCompany: 'No company has this code or name',
  unknownSite: 'No site has this name',
  unknownEmployee: 'No employee in the portal has this number',
  requestType: `Must be one of ${TIME_AWAY_REQUEST_TYPES.join(', ')}`,
  status: `Must be ${TIME_AWAY_STATUSES.join(' or ')}`,
  days: 'Must be a number of days from 0 to 9999.99, with at most two decimals',
  duplicateAllocation: 'This employee and request type appear more than once in the file',
  adminOnlyEmail: (roles: string) =>
    `This person holds a role (${roles}): only an Admin may change their work email`,
  adminOnlyStatus: (roles: string) =>
    `This person holds a role (${roles}): only an Admin may change their employment status or termination date`,
  signInAddress: 'Another employee signs in with this address: only an Admin may give it to someone else',
  ownManager:
    'Names this person as their own manager: they will see every employee in People Metrics and the other people views',
} as const;

/** The answer of a check: nothing is written by it. */
export const importReportSchema = z.object({
  kind: importKindSchema,
  rows: z.number().int(),
  problemCount: z.number().int(),
  /** How many rows have at least one problem (a row may have several). */
  problemRows: z.number().int(),
  /** The first problems, in file order (at most MAX_REPORTED_PROBLEMS). */
  problems: z.array(importProblemSchema),
  /** What may be applied but deserves a look first (`importWarnings`), the first ones only. */
  warnings: z.array(importProblemSchema),
  /** The SHA-256 of the file checked: the apply must send the same file with it. */
  fileHash: z.string(),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const importResultSchema = z.object({
  kind: importKindSchema,
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  /** History rows (employees), entries (time away) or allocations written. */
  recordsWritten: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

export const importBodySchema = z.object({
  csv: z.string(),
});
export const applyBodySchema = importBodySchema.extend({
  fileHash: z.string().regex(/^[0-9a-f]{64}$/, { error: 'Not a valid file hash' }),
});

/** The message the page shows after an apply. */
export function importResultMessage(result: ImportResult): string {
  const plural = (count: number, one: string, many: string) =>
    `${count.toLocaleString('en-CA')} ${count === 1 ? one : many}`;
  const records =
    result.kind === 'employees'
      ? plural(result.recordsWritten, 'employment history row', 'employment history rows')
      : result.kind === 'time-away'
        ? plural(result.recordsWritten, 'time-away record', 'time-away records')
        : plural(result.recordsWritten, 'allocation', 'allocations');
  return `Imported ${plural(result.rows, 'row', 'rows')}: ${plural(result.created, 'employee', 'employees')} created, ${plural(result.updated, 'employee', 'employees')} updated, ${records} written.`;
}
