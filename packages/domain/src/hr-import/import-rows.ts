import { z } from 'zod';
import { isoDate } from '../shared/dates';
import { REQUIRED } from '../shared/messages';
import { TIME_AWAY_REQUEST_TYPES, TIME_AWAY_STATUSES } from '../time-away/time-away-constants';
import type { ImportKind } from './import-files';
import { MESSAGES, type ImportProblem } from './import-report';

/*
 * Each row of an HR file read on its own (formats, required cells, allowed values), and what
 * could be read of a row with problems, for the checks against the others and the portal.
 */

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
  /** Where they work (issue 29), a site's name; blank is none (the portal's default site). */
  Site__c: text(200).optional(),
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
  /** A site's name; undefined when the file has no such column: the person's site stays. */
  site?: string | null;
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
    ...('Site__c' in r ? { site: r.Site__c ?? null } : {}),
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
