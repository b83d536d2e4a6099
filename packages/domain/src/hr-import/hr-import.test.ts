import { describe, expect, it } from 'vitest';
import { changeEffectiveFrom } from './employment-history';
import { crossCheck, importWarnings, type ImportContext } from './import-checks';
import { headerProblem, IMPORT_COLUMNS } from './import-files';
import { importResultMessage, MESSAGES } from './import-report';
import { readRow, type EmployeeImportRow } from './import-rows';

const EMPLOYEE: Record<string, string> = {
  Employee_Number__c: 'E1',
  First_Name__c: 'Ana',
  Last_Name__c: 'Ruiz',
  Display_Name__c: '',
  Job_Title__c: 'Clerk',
  Manager_XRefCode__c: '',
  Company__c: 'HLG',
  Pay_Class_Name__c: 'Salaried',
  Department_Name__c: 'Finance',
  Hire_Date__c: '2024-03-01',
  Termination_Date__c: '',
  Employment_Status__c: 'ACTIVE',
  Employment_Status_Reason_XRefCode__c: 'NEWHIRE',
  Employment_Status_Effective_From__c: '',
};

describe('headerProblem', () => {
  it.each([
    ['employees', IMPORT_COLUMNS.employees.required, null],
    ['employees', [...IMPORT_COLUMNS.employees.required, 'Id', 'Office_365_Email__c'], null],
    ['employees', IMPORT_COLUMNS.employees.required.slice(1), /lacks Employee_Number__c/],
    ['employees', [...IMPORT_COLUMNS.employees.required, 'Shoe_Size__c'], /unknown columns Shoe_Size__c/],
    ['employees', [...IMPORT_COLUMNS.employees.required, 'Id', 'Id'], /names Id more than once/],
    ['time-away', IMPORT_COLUMNS['time-away'].required, null],
    ['time-away', IMPORT_COLUMNS.employees.required, /not a time-away records file/],
    ['allocations', ['Employee_Number__c', 'Request_Type__c', 'Allocation__c'], null],
  ] as const)('%s with %j', (kind, header, expected) => {
    const problem = headerProblem(kind, header);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });
});

describe('readRow', () => {
  it.each([
    ['a good row', {}, []],
    ['no employee number', { Employee_Number__c: ' ' }, [['Employee_Number__c', 'Required']]],
    ['no first name', { First_Name__c: '' }, [['First_Name__c', 'Required']]],
    [
      'a hire date that does not exist',
      { Hire_Date__c: '2024-02-30' },
      [['Hire_Date__c', 'Enter a valid date']],
    ],
    ['no hire date', { Hire_Date__c: '' }, [['Hire_Date__c', 'Required']]],
    ['a day-first date', { Hire_Date__c: '01/03/2024' }, [['Hire_Date__c', 'Enter a valid date']]],
    [
      'a termination before the hire',
      { Termination_Date__c: '2024-02-01' },
      [['Termination_Date__c', MESSAGES.notAfterHire]],
    ],
    ['no status', { Employment_Status__c: '' }, [['Employment_Status__c', 'Required']]],
    ['a bad email', { Office_365_Email__c: 'ana@' }, [['Office_365_Email__c', MESSAGES.invalidEmail]]],
    ['a long title', { Job_Title__c: 'x'.repeat(201) }, [['Job_Title__c', MESSAGES.tooLong(200)]]],
    [
      'every wrong cell at once, the termination before the hire with them',
      { First_Name__c: '', Termination_Date__c: '2024-02-01', Office_365_Email__c: 'ana@' },
      [
        ['First_Name__c', 'Required'],
        ['Office_365_Email__c', MESSAGES.invalidEmail],
        ['Termination_Date__c', MESSAGES.notAfterHire],
      ],
    ],
  ] as const)('employees: %s', (_name, change, expected) => {
    const read = readRow('employees', 5, { ...EMPLOYEE, ...change });
    const problems = 'problems' in read ? read.problems.map((p) => [p.field, p.problem]) : [];
    expect(problems).toEqual(expected);
    if ('problems' in read) expect(read.problems.every((p) => p.row === 5)).toBe(true);
  });

  it('reads the site only from a file with the column: without it, nobody’s site changes', () => {
    expect(readRow('employees', 2, { ...EMPLOYEE, Site__c: ' Doha ' })).toMatchObject({
      row: { site: 'Doha' },
    });
    expect(readRow('employees', 2, { ...EMPLOYEE, Site__c: '' })).toMatchObject({ row: { site: null } });
    expect('site' in (readRow('employees', 2, EMPLOYEE) as { row: EmployeeImportRow }).row).toBe(false);
  });

  it('fills the display name and keeps blank cells as none', () => {
    const read = readRow('employees', 2, EMPLOYEE);
    expect(read).toMatchObject({
      row: { displayName: 'Ana Ruiz', managerEmployeeNumber: null, terminationDate: null, line: 2 },
    });
    expect('workEmail' in (read as { row: EmployeeImportRow }).row).toBe(false);
  });

  const TIME_AWAY = {
    Employee_Number__c: 'E1',
    Type__c: 'Used',
    Status__c: 'Taken',
    Request_Type__c: 'Sick',
    Request_Status__c: 'APPROVED',
    Time_Away_Date__c: '2026-01-05',
  };
  it.each([
    ['a good row', {}, []],
    ['an unknown request type', { Request_Type__c: 'Holiday' }, [['Request_Type__c', MESSAGES.requestType]]],
    ['an unknown status', { Status__c: 'Planned' }, [['Status__c', MESSAGES.status]]],
    ['no date', { Time_Away_Date__c: '' }, [['Time_Away_Date__c', 'Required']]],
  ] as const)('time away: %s', (_name, change, expected) => {
    const read = readRow('time-away', 3, { ...TIME_AWAY, ...change });
    expect('problems' in read ? read.problems.map((p) => [p.field, p.problem]) : []).toEqual(expected);
  });

  it.each([
    ['10', 10],
    ['2.5', 2.5],
    ['0', 0],
    ['-1', null],
    ['1.255', null],
    ['ten', null],
    ['', null],
  ] as const)('allocations: %j days', (days, expected) => {
    const read = readRow('allocations', 2, {
      Employee_Number__c: 'E1',
      Request_Type__c: 'Vacation',
      Allocation__c: days,
    });
    if (expected === null) expect(read).toHaveProperty('problems');
    else expect(read).toMatchObject({ row: { days: expected } });
  });
});

describe('crossCheck', () => {
  const context: ImportContext = {
    employeeNumbers: new Set(['E0', 'E1']),
    companyKeys: new Set(['hlg', 'harbourline group inc.']),
    siteKeys: new Set(['toronto', 'doha']),
    emailOwners: new Map([['e0@example.com', 'E0']]),
    roleHolders: new Map(),
    signInEmails: new Map(),
  };
  const employee = (line: number, change: Record<string, string>) => {
    const read = readRow('employees', line, { ...EMPLOYEE, ...change });
    if (!('row' in read)) throw new Error('bad test row');
    return read.row;
  };

  it.each([
    ['a manager in the portal', [{ Manager_XRefCode__c: 'E0' }], []],
    ['a manager further down the file', [{ Manager_XRefCode__c: 'E9' }, { Employee_Number__c: 'E9' }], []],
    [
      'an unknown manager',
      [{ Manager_XRefCode__c: 'X' }],
      [[2, 'Manager_XRefCode__c', MESSAGES.unknownManager]],
    ],
    ['a company by name, any case', [{ Company__c: 'HARBOURLINE GROUP INC.' }], []],
    ['an unknown company', [{ Company__c: 'ACME' }], [[2, 'Company__c', MESSAGES.unknownCompany]]],
    ['a site by name, any case', [{ Site__c: 'DOHA' }], []],
    ['no site', [{ Site__c: '' }], []],
    ['an unknown site', [{ Site__c: 'Atlantis' }], [[2, 'Site__c', MESSAGES.unknownSite]]],
    ['a number twice', [{}, {}], [[3, 'Employee_Number__c', MESSAGES.duplicateNumber]]],
    [
      'an email twice',
      [
        { Office_365_Email__c: 'a@example.com' },
        { Employee_Number__c: 'E2', Office_365_Email__c: 'A@example.com' },
      ],
      [[3, 'Office_365_Email__c', MESSAGES.duplicateEmail]],
    ],
    [
      'someone else’s email',
      [{ Office_365_Email__c: 'E0@example.com' }],
      [[2, 'Office_365_Email__c', MESSAGES.emailTaken]],
    ],
    ['one’s own email', [{ Employee_Number__c: 'E0', Office_365_Email__c: 'e0@example.com' }], []],
  ] as const)('employees: %s', (_name, changes, expected) => {
    const rows = changes.map((change, index) => employee(index + 2, change));
    expect(crossCheck('employees', rows, context).map((p) => [p.row, p.field, p.problem])).toEqual(expected);
  });

  describe('what only an Admin may apply', () => {
    const guarded: ImportContext = {
      ...context,
      employeeNumbers: new Set(['E0', 'E1', 'A1']),
      emailOwners: new Map([
        ['e0@example.com', 'E0'],
        ['admin@example.com', 'A1'],
      ]),
      roleHolders: new Map([
        [
          'A1',
          {
            roles: ['Admin'],
            workEmail: 'admin@example.com',
            employmentStatus: 'ACTIVE',
            terminationDate: null,
          },
        ],
      ]),
      signInEmails: new Map([['former@example.com', 'E0']]),
    };
    const adminRow = { Employee_Number__c: 'A1', Office_365_Email__c: 'admin@example.com' };
    const EMAIL = MESSAGES.adminOnlyEmail('Admin');
    const STATUS = MESSAGES.adminOnlyStatus('Admin');

    it.each([
      [
        'a role holder unchanged (email any case)',
        { ...adminRow, Office_365_Email__c: 'ADMIN@example.com' },
        [],
      ],
      [
        'a role holder’s other facts',
        { ...adminRow, Job_Title__c: 'Director', Department_Name__c: 'IT' },
        [],
      ],
      ['a role holder in a file without emails', { Employee_Number__c: 'A1' }, []],
      [
        'a role holder’s new email',
        { ...adminRow, Office_365_Email__c: 'someone@example.com' },
        [[2, 'Office_365_Email__c', EMAIL]],
      ],
      [
        'a role holder’s email removed',
        { ...adminRow, Office_365_Email__c: '' },
        [[2, 'Office_365_Email__c', EMAIL]],
      ],
      [
        'a role holder terminated',
        { ...adminRow, Employment_Status__c: 'TERMINATED' },
        [[2, 'Employment_Status__c', STATUS]],
      ],
      [
        'a role holder given a leaving date',
        { ...adminRow, Termination_Date__c: '2026-12-31' },
        [[2, 'Termination_Date__c', STATUS]],
      ],
      [
        'an address someone else signs in with',
        { Office_365_Email__c: 'former@example.com' },
        [[2, 'Office_365_Email__c', MESSAGES.signInAddress]],
      ],
      [
        'the address one signs in with oneself',
        { Employee_Number__c: 'E0', Office_365_Email__c: 'former@example.com' },
        [],
      ],
    ] as const)('%s', (_name, change, expected) => {
      const rows = [employee(2, change)];
      const found = (admin: boolean) =>
        crossCheck('employees', rows, guarded, undefined, { admin }).map((p) => [p.row, p.field, p.problem]);
      expect(found(false)).toEqual(expected);
      expect(found(true)).toEqual([]);
    });
  });

  /** What could be read of a row with problems of its own. */
  const partialEmployee = (line: number, change: Record<string, string>) => {
    const read = readRow('employees', line, { ...EMPLOYEE, ...change });
    if (!('partial' in read)) throw new Error('a test row with no problem');
    return read.partial;
  };

  it.each([
    [
      'an unknown manager and company on a row with a bad date',
      { Hire_Date__c: '2024-02-30', Manager_XRefCode__c: 'X', Company__c: 'ACME' },
      [
        [2, 'Manager_XRefCode__c', MESSAGES.unknownManager],
        [2, 'Company__c', MESSAGES.unknownCompany],
      ],
    ],
    [
      'someone else’s email beside a missing name',
      { First_Name__c: '', Office_365_Email__c: 'e0@example.com' },
      [[2, 'Office_365_Email__c', MESSAGES.emailTaken]],
    ],
    // A cell that could not be read has its own problem: nothing more is made of it.
    ['a bad email', { Office_365_Email__c: 'e0@' }, []],
    ['no employee number', { Employee_Number__c: '', Manager_XRefCode__c: 'E0' }, []],
  ] as const)('employees, on a row with problems of its own: %s', (_name, change, expected) => {
    const rows = [partialEmployee(2, change)];
    expect(crossCheck('employees', rows, context).map((p) => [p.row, p.field, p.problem])).toEqual(expected);
  });

  it('finds a number twice when the second row has a problem of its own', () => {
    const rows = [employee(2, {}), partialEmployee(3, { Hire_Date__c: '' })];
    expect(crossCheck('employees', rows, context)).toEqual([
      { row: 3, field: 'Employee_Number__c', problem: MESSAGES.duplicateNumber },
    ]);
  });

  it('asks only an Admin for a role holder’s new status when the row’s termination date is unreadable', () => {
    const guarded: ImportContext = {
      ...context,
      roleHolders: new Map([
        ['A1', { roles: ['HR'], workEmail: null, employmentStatus: 'ACTIVE', terminationDate: null }],
      ]),
    };
    const unreadable = partialEmployee(2, { Employee_Number__c: 'A1', Termination_Date__c: 'soon' });
    expect(crossCheck('employees', [unreadable], guarded)).toEqual([]);
    const leaving = partialEmployee(2, {
      Employee_Number__c: 'A1',
      Termination_Date__c: 'soon',
      Employment_Status__c: 'TERMINATED',
    });
    expect(crossCheck('employees', [leaving], guarded).map((p) => p.problem)).toEqual([
      MESSAGES.adminOnlyStatus('HR'),
    ]);
  });

  it('takes a manager named on a row with problems as in the file', () => {
    const rows = [employee(2, { Manager_XRefCode__c: 'E5' })];
    expect(crossCheck('employees', rows, context, new Set(['E1', 'E5']))).toEqual([]);
  });

  it.each([
    ['E1', []],
    ['E7', [[2, 'Employee_Number__c', MESSAGES.unknownEmployee]]],
  ] as const)('time away for %s', (number, expected) => {
    const rows = [
      {
        line: 2,
        employeeNumber: number,
        entryType: 'Used',
        status: 'Taken' as const,
        requestType: 'Sick' as const,
        requestStatus: 'APPROVED',
        awayOn: '2026-01-05',
      },
    ];
    expect(crossCheck('time-away', rows, context).map((p) => [p.row, p.field, p.problem])).toEqual(expected);
  });

  it('refuses the same allocation twice', () => {
    const row = { employeeNumber: 'E1', requestType: 'Vacation' as const, days: 10 };
    const problems = crossCheck(
      'allocations',
      [
        { ...row, line: 2 },
        { ...row, line: 3 },
      ],
      context,
    );
    expect(problems).toEqual([{ row: 3, field: 'Request_Type__c', problem: MESSAGES.duplicateAllocation }]);
  });
});

describe('importWarnings', () => {
  const row = (line: number, employeeNumber: string | undefined, managerEmployeeNumber: string | null) => ({
    line,
    employeeNumber,
    managerEmployeeNumber,
  });

  it.each([
    ['a person with another manager', row(2, 'E1', 'E0'), []],
    ['a person with no manager', row(2, 'E1', null), []],
    [
      'a person named as their own manager',
      row(2, 'E1', 'E1'),
      [[2, 'Manager_XRefCode__c', MESSAGES.ownManager]],
    ],
    ['a row whose number could not be read', row(2, undefined, undefined as unknown as null), []],
  ] as const)('employees: %s', (_name, given, expected) => {
    expect(importWarnings('employees', [given]).map((w) => [w.row, w.field, w.problem])).toEqual(expected);
  });

  it('has nothing to say of time away', () => {
    expect(importWarnings('time-away', [{ line: 2, employeeNumber: 'E1' }])).toEqual([]);
  });
});

describe('changeEffectiveFrom', () => {
  it.each([
    ['a status date after the current row', '2026-03-01', '2025-01-01', '2026-06-10', '2026-03-01'],
    ['a status date before the current row', '2024-03-01', '2025-01-01', '2026-06-10', '2026-06-10'],
    ['no status date', null, '2025-01-01', '2026-06-10', '2026-06-10'],
    ['a status date equal to the current row', '2025-01-01', '2025-01-01', '2026-06-10', '2026-06-10'],
    ['a current row dated ahead', null, '2026-08-01', '2026-06-10', '2026-08-01'],
  ] as const)('%s', (_name, status, current, today, expected) => {
    expect(changeEffectiveFrom(status, current, today)).toBe(expected);
  });
});

describe('importResultMessage', () => {
  it.each([
    [
      { kind: 'employees', rows: 2000, created: 1990, updated: 10, recordsWritten: 1995 },
      'Imported 2,000 rows: 1,990 employees created, 10 employees updated, 1,995 employment history rows written.',
    ],
    [
      { kind: 'time-away', rows: 1, created: 0, updated: 1, recordsWritten: 1 },
      'Imported 1 row: 0 employees created, 1 employee updated, 1 time-away record written.',
    ],
  ] as const)('%j', (result, expected) => {
    expect(importResultMessage(result)).toBe(expected);
  });
});
