import { z } from 'zod';
import { isoDate } from '../shared/dates';
import { REQUIRED } from '../shared/messages';
import { TIME_AWAY_REQUEST_TYPES, TIME_AWAY_STATUSES } from '../time-away/time-away-constants';

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
    optional: ['Id', 'Employee_Name__c', 'Employee_Time_Away__r', 'Office_365_Email__c', 'Phone__c'],
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

/** A cell as it arrives: trimmed, blank is absent. */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: MESSAGES.tooLong(max) })
    .transform((value) => (value === '' ? null : value));
const requiredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: REQUIRED })
    .max(max, { error: MESSAGES.tooLong(max) });
const optionalDate = () =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value))
    .pipe(isoDate().nullable());

const employeeRowSchema = z.object({
  Employee_Number__c: requiredText(50),
  First_Name__c: requiredText(100),
  Last_Name__c: requiredText(100),
  Display_Name__c: text(200),
  Job_Title__c: text(200),
  Manager_XRefCode__c: text(50),
  Company__c: text(200),
  Pay_Class_Name__c: text(100),
  Department_Name__c: text(200),
  Hire_Date__c: z.string().trim().pipe(isoDate()),
  Termination_Date__c: optionalDate(),
  Employment_Status__c: requiredText(50),
  Employment_Status_Reason_XRefCode__c: text(100),
  Employment_Status_Effective_From__c: optionalDate(),
  Office_365_Email__c: text(254)
    .pipe(z.email({ error: MESSAGES.invalidEmail }).nullable())
    .optional(),
  Phone__c: text(50).optional(),
});

/** One row of the master employee list, as the import writes it. */
export interface EmployeeImportRow {
  line: number;
  employeeNumber: string;
  firstName: string;
  lastName: string;
  displayName: string;
  jobTitle: string | null;
  managerEmployeeNumber: string | null;
  company: string | null;
  payClass: string | null;
  department: string | null;
  hireDate: string;
  terminationDate: string | null;
  employmentStatus: string;
  statusReason: string | null;
  statusEffectiveFrom: string | null;
  /** Undefined when the file has no such column: the portal's value stays. */
  workEmail?: string | null;
  phone?: string | null;
}

const timeAwayRowSchema = z.object({
  Employee_Number__c: requiredText(50),
  Type__c: requiredText(50),
  Status__c: z.enum(TIME_AWAY_STATUSES, { error: MESSAGES.status }),
  Request_Type__c: z.enum(TIME_AWAY_REQUEST_TYPES, { error: MESSAGES.requestType }),
  Request_Status__c: requiredText(50),
  Time_Away_Date__c: z.string().trim().pipe(isoDate()),
});

export interface TimeAwayImportRow {
  line: number;
  employeeNumber: string;
  entryType: string;
  status: (typeof TIME_AWAY_STATUSES)[number];
  requestType: (typeof TIME_AWAY_REQUEST_TYPES)[number];
  requestStatus: string;
  awayOn: string;
}

const allocationRowSchema = z.object({
  Employee_Number__c: requiredText(50),
  Request_Type__c: z.enum(TIME_AWAY_REQUEST_TYPES, { error: MESSAGES.requestType }),
  Allocation__c: z
    .string()
    .trim()
    .regex(/^\d{1,4}(\.\d{1,2})?$/, { error: MESSAGES.days })
    .transform(Number),
});

export interface AllocationImportRow {
  line: number;
  employeeNumber: string;
  requestType: (typeof TIME_AWAY_REQUEST_TYPES)[number];
  days: number;
}

export type ImportRowOf<K extends ImportKind> = K extends 'employees'
  ? EmployeeImportRow
  : K extends 'time-away'
    ? TimeAwayImportRow
    : AllocationImportRow;

type Cells = Record<string, string>;

/**
 * A row as far as it could be read: every cell that is right on its own, the others left out.
 * The checks against other rows and the portal run on it too, so a row's every problem is
 * reported at once, not the next one only after the first is corrected (docs/hr-import.md).
 */
export type CheckableRowOf<K extends ImportKind> = Partial<ImportRowOf<K>> & { line: number };

/**
 * Reads each cell of a row with its own rule, so one wrong cell hides no other's problem. A
 * cell of an optional column the file does not have is left out, as `'column' in values` asks.
 */
function readCells<S extends z.ZodObject>(schema: S, line: number, cells: Cells) {
  const values: Record<string, unknown> = {};
  const problems: ImportProblem[] = [];
  for (const [column, rule] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const parsed = rule.safeParse(cells[column]);
    if (!parsed.success) {
      problems.push(
        ...parsed.error.issues.map((issue) => ({ row: line, field: column, problem: issue.message })),
      );
    } else if (column in cells) {
      values[column] = parsed.data;
    }
  }
  return { values: values as Partial<z.output<S>>, problems };
}

function employeeRowOf(
  line: number,
  r: Partial<z.output<typeof employeeRowSchema>>,
): CheckableRowOf<'employees'> {
  return {
    line,
    employeeNumber: r.Employee_Number__c,
    firstName: r.First_Name__c,
    lastName: r.Last_Name__c,
    displayName: r.Display_Name__c ?? `${r.First_Name__c} ${r.Last_Name__c}`,
    jobTitle: r.Job_Title__c,
    managerEmployeeNumber: r.Manager_XRefCode__c,
    company: r.Company__c,
    payClass: r.Pay_Class_Name__c,
    department: r.Department_Name__c,
    hireDate: r.Hire_Date__c,
    terminationDate: r.Termination_Date__c,
    employmentStatus: r.Employment_Status__c,
    statusReason: r.Employment_Status_Reason_XRefCode__c,
    statusEffectiveFrom: r.Employment_Status_Effective_From__c,
    ...('Office_365_Email__c' in r ? { workEmail: r.Office_365_Email__c ?? null } : {}),
    ...('Phone__c' in r ? { phone: r.Phone__c ?? null } : {}),
  };
}

const timeAwayRowOf = (
  line: number,
  r: Partial<z.output<typeof timeAwayRowSchema>>,
): CheckableRowOf<'time-away'> => ({
  line,
  employeeNumber: r.Employee_Number__c,
  entryType: r.Type__c,
  status: r.Status__c,
  requestType: r.Request_Type__c,
  requestStatus: r.Request_Status__c,
  awayOn: r.Time_Away_Date__c,
});

const allocationRowOf = (
  line: number,
  r: Partial<z.output<typeof allocationRowSchema>>,
): CheckableRowOf<'allocations'> => ({
  line,
  employeeNumber: r.Employee_Number__c,
  requestType: r.Request_Type__c,
  days: r.Allocation__c,
});

/** An employee row's cells read together: a termination before the hire. */
function employeeRowProblems(line: number, r: Partial<z.output<typeof employeeRowSchema>>): ImportProblem[] {
  return r.Termination_Date__c && r.Hire_Date__c && r.Termination_Date__c < r.Hire_Date__c
    ? [{ row: line, field: 'Termination_Date__c', problem: MESSAGES.notAfterHire }]
    : [];
}

/**
 * Checks one row on its own (formats, required cells, allowed values). A row with problems
 * also gives what could be read of it, for the checks against other rows and the portal.
 */
export function readRow<K extends ImportKind>(
  kind: K,
  line: number,
  cells: Cells,
): { row: ImportRowOf<K> } | { problems: ImportProblem[]; partial: CheckableRowOf<K> } {
  let read: { row: CheckableRowOf<ImportKind>; problems: ImportProblem[] };
  if (kind === 'employees') {
    const { values, problems } = readCells(employeeRowSchema, line, cells);
    read = {
      row: employeeRowOf(line, values),
      problems: [...problems, ...employeeRowProblems(line, values)],
    };
  } else if (kind === 'time-away') {
    const { values, problems } = readCells(timeAwayRowSchema, line, cells);
    read = { row: timeAwayRowOf(line, values), problems };
  } else {
    const { values, problems } = readCells(allocationRowSchema, line, cells);
    read = { row: allocationRowOf(line, values), problems };
  }
  // Without problems every cell was read, so the row is whole.
  if (read.problems.length === 0) return { row: read.row as ImportRowOf<K> };
  return { problems: read.problems, partial: read.row as CheckableRowOf<K> };
}

/** What the portal already holds that rows refer to; the server reads it before checking. */
export interface ImportContext {
  /** Employee numbers in the portal. */
  employeeNumbers: ReadonlySet<string>;
  /** Companies by lower-case code and lower-case name. */
  companyKeys: ReadonlySet<string>;
  /** Work emails in the portal (lower case) with the number of the employee who has each. */
  emailOwners: ReadonlyMap<string, string>;
  /** People who hold a role, by employee number: what only an Admin may change of theirs. */
  roleHolders: ReadonlyMap<string, RoleHolderFacts>;
  /** Addresses people have signed in with (lower case), with the number of whom each signs in as. */
  signInEmails: ReadonlyMap<string, string>;
}

/** What a role holder's sign-in and access hang on, as the portal holds it now. */
export interface RoleHolderFacts {
  roles: readonly string[];
  workEmail: string | null;
  employmentStatus: string;
  terminationDate: string | null;
}

/**
 * Who applies the file. HR keeps the people data current, but an HR file may not change what a
 * role holder signs in with or whether they are employed, nor hand an address someone signs in
 * with to another person: those would let HR take over an Admin's access (docs/hr-import.md).
 * An Admin may apply such a file; the command line, run with the server's own access, is one.
 */
export interface Importer {
  admin: boolean;
}

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * What in an employee row only an Admin may apply. A cell that could not be read (undefined)
 * has its own problem already and changes nothing here.
 */
function adminOnlyProblems(row: CheckableRowOf<'employees'>, context: ImportContext): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const holder = row.employeeNumber === undefined ? undefined : context.roleHolders.get(row.employeeNumber);
  if (holder) {
    const roles = holder.roles.join(', ');
    if (row.workEmail !== undefined && !sameText(row.workEmail, holder.workEmail)) {
      problems.push({ row: row.line, field: 'Office_365_Email__c', problem: MESSAGES.adminOnlyEmail(roles) });
    }
    const statusChanged =
      row.employmentStatus !== undefined && !sameText(row.employmentStatus, holder.employmentStatus);
    const terminationChanged =
      row.terminationDate !== undefined && row.terminationDate !== holder.terminationDate;
    if (statusChanged || terminationChanged) {
      problems.push({
        row: row.line,
        field: statusChanged ? 'Employment_Status__c' : 'Termination_Date__c',
        problem: MESSAGES.adminOnlyStatus(roles),
      });
    }
  }
  const signsInAs = row.workEmail ? context.signInEmails.get(row.workEmail.toLowerCase()) : undefined;
  if (signsInAs !== undefined && signsInAs !== row.employeeNumber) {
    problems.push({ row: row.line, field: 'Office_365_Email__c', problem: MESSAGES.signInAddress });
  }
  return problems;
}

/**
 * Checks the rows against each other and against what the portal holds: whole rows, and what
 * could be read of rows with problems of their own (a cell that could not be read is skipped).
 */
export function crossCheck<K extends ImportKind>(
  kind: K,
  rows: readonly CheckableRowOf<K>[],
  context: ImportContext,
  /** Every employee number in the file, also on rows with problems (a manager may be one). */
  fileNumbers: ReadonlySet<string> = new Set(rows.flatMap((row) => row.employeeNumber ?? [])),
  importer: Importer = { admin: false },
): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const add = (row: number, field: string, problem: string) => problems.push({ row, field, problem });
  if (kind === 'employees') {
    const employees = rows as readonly CheckableRowOf<'employees'>[];
    const seenNumbers = new Set<string>();
    const seenEmails = new Set<string>();
    for (const row of employees) {
      if (row.employeeNumber !== undefined) {
        if (seenNumbers.has(row.employeeNumber))
          add(row.line, 'Employee_Number__c', MESSAGES.duplicateNumber);
        seenNumbers.add(row.employeeNumber);
      }
      const manager = row.managerEmployeeNumber;
      if (manager && !fileNumbers.has(manager) && !context.employeeNumbers.has(manager)) {
        add(row.line, 'Manager_XRefCode__c', MESSAGES.unknownManager);
      }
      if (row.company && !context.companyKeys.has(row.company.toLowerCase())) {
        add(row.line, 'Company__c', MESSAGES.unknownCompany);
      }
      if (row.workEmail) {
        const email = row.workEmail.toLowerCase();
        if (seenEmails.has(email)) add(row.line, 'Office_365_Email__c', MESSAGES.duplicateEmail);
        seenEmails.add(email);
        const owner = context.emailOwners.get(email);
        if (owner !== undefined && owner !== row.employeeNumber)
          add(row.line, 'Office_365_Email__c', MESSAGES.emailTaken);
      }
      if (!importer.admin) problems.push(...adminOnlyProblems(row, context));
    }
    return problems;
  }
  const seenAllocations = new Set<string>();
  for (const row of rows as readonly CheckableRowOf<'time-away' | 'allocations'>[]) {
    if (row.employeeNumber === undefined) continue;
    if (!context.employeeNumbers.has(row.employeeNumber)) {
      add(row.line, 'Employee_Number__c', MESSAGES.unknownEmployee);
    }
    if (kind === 'allocations' && row.requestType !== undefined) {
      const key = `${row.employeeNumber}\u0000${row.requestType}`;
      if (seenAllocations.has(key)) add(row.line, 'Request_Type__c', MESSAGES.duplicateAllocation);
      seenAllocations.add(key);
    }
  }
  return problems;
}

/**
 * What is allowed but worth a second look before applying: a person named as their own manager
 * sees everyone in the people views (spec §5), which a typing slip in the HR system would
 * grant without anyone noticing.
 */
export function importWarnings<K extends ImportKind>(
  kind: K,
  rows: readonly CheckableRowOf<K>[],
): ImportProblem[] {
  if (kind !== 'employees') return [];
  return (rows as readonly CheckableRowOf<'employees'>[])
    .filter((row) => row.employeeNumber !== undefined && row.managerEmployeeNumber === row.employeeNumber)
    .map((row) => ({ row: row.line, field: 'Manager_XRefCode__c', problem: MESSAGES.ownManager }));
}

/** The employment facts the history records; a change to any of them is a new history row. */
export interface EmploymentFacts {
  employmentStatus: string;
  statusReason: string | null;
  companyId: string | null;
  department: string | null;
  payClass: string | null;
  jobTitle: string | null;
}

export const sameFacts = (a: EmploymentFacts, b: EmploymentFacts) =>
  a.employmentStatus === b.employmentStatus &&
  a.statusReason === b.statusReason &&
  a.companyId === b.companyId &&
  a.department === b.department &&
  a.payClass === b.payClass &&
  a.jobTitle === b.jobTitle;

/**
 * When an imported change takes effect: the status's effective date when it is after the
 * current history row began (the HR system dates the change), otherwise the day of the import;
 * never before the current row began (a row dated ahead keeps its start and is corrected).
 */
export function changeEffectiveFrom(
  statusEffectiveFrom: string | null,
  currentRowFrom: string,
  today: string,
): string {
  const candidate = statusEffectiveFrom && statusEffectiveFrom > currentRowFrom ? statusEffectiveFrom : today;
  return candidate > currentRowFrom ? candidate : currentRowFrom;
}

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
