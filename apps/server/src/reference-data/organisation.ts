import { ROOT_EMPLOYEE_NUMBER } from '@portico/domain/identity/people-scope';
import { demoId } from './demo-ids';

/** The group's head office: the executives and most shared services work for it. */
export const HEAD_OFFICE_CODE = 'HLG';
/** The chief operating officer is the persona Blair Chen. */
export const COO_EMPLOYEE_NUMBER = '000002';
/** The chief financial officer: a fixed executive, so department leaders can report to them. */
export const CFO_EMPLOYEE_NUMBER = '000007';

/**
 * Each department's leader by employee number: fixed, so the personas' managers, the business
 * units' leaders and the catalogue's approvers are the same people at every organisation size.
 */
export const DEPARTMENT_LEADERS = {
  Executive: ROOT_EMPLOYEE_NUMBER,
  IT: '000008',
  HR: '000009',
  Finance: '000010',
  Operations: '000011',
  Sales: '000012',
  Marketing: '000013',
  Warehouse: '000014',
  'C&L': '000015',
  EX: '000016',
  Field: '000017',
  'Project Member': '000018',
} as const;

export const employeeIdOf = (employeeNumber: string) => demoId(`employee:${employeeNumber}`);
export const companyIdOf = (code: string) => demoId(`company:${code}`);
