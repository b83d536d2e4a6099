import { ROOT_EMPLOYEE_NUMBER } from '@portico/domain/identity/people-scope';
import { CFO_EMPLOYEE_NUMBER, HEAD_OFFICE_CODE } from '../reference-data/organisation';
import { OPERATING_COMPANY_CODES } from './companies';
import { DEMO_DEPARTMENTS, departmentByName, type DemoDepartment } from './demo-content';
import {
  DREW_DIRECT_REPORT_COUNT,
  PERSONAS,
  PERSONA_LIST,
  type DemoPersona,
} from '../reference-data/personas';
import type { Random } from './random';

export type PayClass = 'Salary' | 'Hourly';

/** One job in the organisation: where it sits, before a person's name and dates are added. */
export interface Position {
  employeeNumber: string;
  department: string;
  managerEmployeeNumber: string;
  jobTitle: string;
  companyCode: string;
  payClass: PayClass;
  hasReports: boolean;
  /** CEO, executives, leaders, personas and Drew's team: never terminated or pre-starting. */
  fixed: boolean;
  persona?: DemoPersona;
}

export const MIN_DEMO_EMPLOYEES = 30;
export const MAX_DEMO_EMPLOYEES = 999_999;

export const employeeNumberOf = (sequence: number) => String(sequence).padStart(6, '0');

/** CEO, the five personas, the CFO and the eleven other leaders hold 000001–000018. */
const FIRST_GENERATED_SEQUENCE = 19;

/**
 * Lays out `employeeCount` positions: a fixed top (CEO, executives, department leaders,
 * personas) and, under each leader, a department tree filled breadth-first with spans of
 * control of three to eight, so the tree stays a few levels deep even at 10,000 people.
 */
export function planOrganisation(employeeCount: number, random: Random): Position[] {
  if (
    !Number.isInteger(employeeCount) ||
    employeeCount < MIN_DEMO_EMPLOYEES ||
    employeeCount > MAX_DEMO_EMPLOYEES
  ) {
    throw new RangeError(
      `The demo organisation needs a whole number of employees from ${MIN_DEMO_EMPLOYEES} to ${MAX_DEMO_EMPLOYEES}`,
    );
  }
  let nextSequence = FIRST_GENERATED_SEQUENCE;
  const nextNumber = () => employeeNumberOf(nextSequence++);
  const positions = new Map<string, Position>();
  const add = (position: Position) => positions.set(position.employeeNumber, position);

  for (const { leaderEmployeeNumber, name, leaderTitle, leaderReportsToNumber } of DEMO_DEPARTMENTS) {
    add(position(leaderEmployeeNumber, name, leaderTitle, leaderReportsToNumber));
  }
  add(position(CFO_EMPLOYEE_NUMBER, 'Executive', 'Chief Financial Officer', ROOT_EMPLOYEE_NUMBER));
  for (const persona of PERSONA_LIST) {
    const { employeeNumber, department, jobTitle, managerEmployeeNumber, companyCode } = persona;
    add(position(employeeNumber, department, jobTitle, managerEmployeeNumber, { companyCode, persona }));
  }

  // Drew's team is placed by hand so it is exactly this size and nobody else reports to Drew.
  const operations = departmentByName('Operations');
  for (let index = 1; index < DREW_DIRECT_REPORT_COUNT; index++) {
    add({
      ...staffPosition(nextNumber(), operations, PERSONAS.drew.employeeNumber, random),
      companyCode: PERSONAS.drew.companyCode,
      fixed: true,
    });
  }

  const generatedCount = employeeCount - positions.size;
  const sizes = splitByShare(
    generatedCount,
    DEMO_DEPARTMENTS.map((department) => department.share),
  );
  DEMO_DEPARTMENTS.forEach((department, index) => {
    const generated = Array.from({ length: sizes[index]! }, nextNumber);
    // Alex leads the IT desk, so Alex goes first and gets reports; Casey goes last and has none.
    const members =
      department.name === 'Executive'
        ? [PERSONAS.blair.employeeNumber, CFO_EMPLOYEE_NUMBER, ...generated]
        : department.name === 'IT'
          ? [PERSONAS.alex.employeeNumber, ...generated]
          : department.name === 'HR'
            ? [...generated, PERSONAS.casey.employeeNumber]
            : generated;
    fillDepartment(department, members, positions, random);
  });

  for (const position of positions.values()) {
    const manager = positions.get(position.managerEmployeeNumber);
    if (manager && manager !== position) manager.hasReports = true;
  }
  for (const position of positions.values()) {
    if (!position.fixed && position.hasReports) {
      position.jobTitle = random.pick(departmentByName(position.department).managerTitles);
      position.payClass = 'Salary';
    }
  }
  return [...positions.values()].sort((a, b) => a.employeeNumber.localeCompare(b.employeeNumber));
}

/**
 * Attaches members to the department tree breadth-first: each manager, in the order they
 * joined the tree, takes three to eight reports before the next one starts taking any.
 * Members already placed (personas, executives) keep their facts and only gain reports.
 */
function fillDepartment(
  department: DemoDepartment,
  members: readonly string[],
  positions: Map<string, Position>,
  random: Random,
) {
  const queue = [department.leaderEmployeeNumber];
  let head = 0;
  let capacity = random.int(4, 8);
  for (const member of members) {
    while (capacity === 0) {
      head++;
      capacity = random.int(3, 8);
    }
    const manager = positions.get(queue[head]!)!;
    capacity--;
    queue.push(member);
    if (positions.has(member)) continue;
    const position = staffPosition(member, department, manager.employeeNumber, random);
    position.companyCode = companyFor(department, manager, random);
    positions.set(member, position);
  }
}

/**
 * Shared services sit mostly at head office. Front-line departments give each of the leader's
 * direct reports a company (round the operating companies) and their teams mostly follow them.
 */
function companyFor(department: DemoDepartment, manager: Position, random: Random): string {
  if (!department.operating) {
    return random.chance(0.85) ? HEAD_OFFICE_CODE : random.pick(OPERATING_COMPANY_CODES);
  }
  if (manager.employeeNumber === department.leaderEmployeeNumber || !random.chance(0.9)) {
    return random.pick(OPERATING_COMPANY_CODES);
  }
  return manager.companyCode;
}

/** A job at head office on a salary; the fixed top keeps it, the generated staff draw theirs. */
function position(
  employeeNumber: string,
  department: string,
  jobTitle: string,
  managerEmployeeNumber: string,
  facts: Partial<Position> = {},
): Position {
  return {
    employeeNumber,
    department,
    managerEmployeeNumber,
    jobTitle,
    companyCode: HEAD_OFFICE_CODE,
    payClass: 'Salary',
    hasReports: false,
    fixed: true,
    ...facts,
  };
}

function staffPosition(
  employeeNumber: string,
  department: DemoDepartment,
  managerEmployeeNumber: string,
  random: Random,
): Position {
  const jobTitle = random.pick(department.staffTitles);
  const payClass = random.chance(department.hourlyShare) ? 'Hourly' : 'Salary';
  return position(employeeNumber, department.name, jobTitle, managerEmployeeNumber, {
    payClass,
    fixed: false,
  });
}

/** Splits `total` by the shares with largest remainders, so the parts always add up exactly. */
export function splitByShare(total: number, shares: readonly number[]): number[] {
  const sum = shares.reduce((a, b) => a + b, 0);
  const exact = shares.map((share) => (total * share) / sum);
  const parts = exact.map(Math.floor);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  let missing = total - parts.reduce((a, b) => a + b, 0);
  for (const { index } of byRemainder) {
    if (missing-- <= 0) break;
    parts[index]!++;
  }
  return parts;
}
