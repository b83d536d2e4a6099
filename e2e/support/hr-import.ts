import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import type { Me } from '@portico/domain/identity/me';
import { stringify } from 'csv-stringify/sync';

/**
 * People and time away a journey makes for itself, through the HR import's API as HR's
 * browser sends a file: checked, then applied with the check's hash. The journey then asserts
 * on what it made, not on the demo's stories, on whatever day it runs.
 */
export type ImportKind = 'employees' | 'time-away' | 'allocations';

/** Checks and applies `rows` as one file; fails the journey on any problem the check reports. */
export async function importRows(hr: APIRequestContext, kind: ImportKind, rows: Record<string, string>[]) {
  const csv = stringify(rows, { header: true });
  const checked = await hr.post(`/api/hr-import/${kind}/check`, { data: { csv } });
  const report = (await checked.json()) as { fileHash: string; problems: unknown[] };
  expect(checked.status(), JSON.stringify(report)).toBe(200);
  expect(report.problems, `the ${kind} file's problems`).toEqual([]);
  const applied = await hr.post(`/api/hr-import/${kind}/apply`, { data: { csv, fileHash: report.fileHash } });
  expect(applied.status(), await applied.text()).toBe(200);
}

export interface NewPerson {
  employeeNumber: string;
  firstName: string;
  lastName: string;
  displayName: string;
}

/** A surname of letters nobody in the portal has, so a search finds this person alone. */
function unusedSurname() {
  const letters = Array.from({ length: 7 }, () => String.fromCharCode(97 + randomInt(26))).join('');
  return `Q${letters}`;
}

/** Someone not yet in the portal: a fresh employee number and a name of their own. */
export function newPerson(firstName: string): NewPerson {
  const lastName = unusedSurname();
  return {
    employeeNumber: `E2E${randomInt(10_000_000, 100_000_000)}`,
    firstName,
    lastName,
    displayName: `${firstName} ${lastName}`,
  };
}

export interface Placement {
  department: string;
  managerEmployeeNumber: string;
  /** Their last day, long past: they have left. Absent: they work here. */
  leftOn?: string;
}

/** The master employee list's row for `person`, hired in 2024, as HR's export writes it. */
export function employeeRow(person: NewPerson, placement: Placement): Record<string, string> {
  const hired = '2024-03-04';
  return {
    Employee_Number__c: person.employeeNumber,
    First_Name__c: person.firstName,
    Last_Name__c: person.lastName,
    Display_Name__c: person.displayName,
    Job_Title__c: 'Dispatcher',
    Manager_XRefCode__c: placement.managerEmployeeNumber,
    Company__c: 'NPL',
    Pay_Class_Name__c: 'Hourly',
    Department_Name__c: placement.department,
    Hire_Date__c: hired,
    Termination_Date__c: placement.leftOn ?? '',
    Employment_Status__c: placement.leftOn ? 'TERMINATED' : 'ACTIVE',
    Employment_Status_Reason_XRefCode__c: placement.leftOn ? 'RESIGNATION' : 'NEW HIRE NET NEW',
    Employment_Status_Effective_From__c: placement.leftOn ?? hired,
    Office_365_Email__c: '',
  };
}

/** The signed-in person's own record, as the portal gives it to them. */
export async function whoAmI(api: APIRequestContext) {
  const response = await api.get('/api/me');
  expect(response.status()).toBe(200);
  return (await response.json()) as Pick<Me, 'id' | 'employeeNumber' | 'displayName' | 'department'>;
}
