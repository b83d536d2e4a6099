import type { ImportKind } from './import-files';
import { MESSAGES, type ImportProblem } from './import-report';
import type { CheckableRowOf } from './import-rows';

/*
 * The rows of an HR file checked against each other and against what the portal holds, and
 * what may be applied but deserves a look first.
 */

/** What the portal already holds that rows refer to; the server reads it before checking. */
export interface ImportContext {
  /** Employee numbers in the portal. */
  employeeNumbers: ReadonlySet<string>;
  /** Companies by lower-case code and lower-case name. */
  companyKeys: ReadonlySet<string>;
  /** Sites by lower-case name. */
  siteKeys: ReadonlySet<string>;
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
      if (row.site && !context.siteKeys.has(row.site.toLowerCase()))
        add(row.line, 'Site__c', MESSAGES.unknownSite);
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
