import type { RequestType } from '@portico/domain/requests/request-constants';
import type { accounts, projects, requestCategories } from '../db/schema';
import { demoId } from './demo-ids';
import { CFO_EMPLOYEE_NUMBER, DEPARTMENT_LEADERS, employeeIdOf } from './organisation';
import { PERSONAS } from './personas';

export type DemoCategoryRow = typeof requestCategories.$inferInsert & {
  id: string;
  requestType: RequestType;
};
export type DemoAccountRow = typeof accounts.$inferInsert & { id: string };
export type DemoProjectRow = typeof projects.$inferInsert;

/** Categories per request type, as the request form's Category picker offers them. */
export const DEMO_CATEGORIES: Record<RequestType, readonly string[]> = {
  'Support Request': ['Hardware', 'Software', 'Access & Accounts', 'Network', 'Email', 'Other'],
  'Purchase Request': ['Laptop', 'Monitor', 'Peripherals', 'Software Licence', 'Mobile Phone'],
  'Quote Request': ['Hardware', 'Software', 'Services'],
  'Project Brief': ['Automation', 'Reporting', 'Integration', 'New Application'],
};

export const categoryIdOf = (type: RequestType, name: string) => demoId(`request-category:${type}:${name}`);

export function buildDemoCategories(): DemoCategoryRow[] {
  return Object.entries(DEMO_CATEGORIES).flatMap(([type, names]) =>
    names.map((name) => ({
      id: categoryIdOf(type as RequestType, name),
      name,
      requestType: type as RequestType,
    })),
  );
}

const ACCOUNTS = [
  ['Harbourline Group Inc.', '200 Queens Quay W', 'Toronto', 'ON', 'M5J 2L6'],
  ['Maple Ridge Foods Ltd.', '4410 Dewdney Trunk Rd', 'Maple Ridge', 'BC', 'V2X 7S6'],
  ['Prairie Grain Cooperative', '1750 Saskatchewan Ave', 'Winnipeg', 'MB', 'R3H 0B4'],
] as const;

export const accountIdOf = (index: number) => demoId(`account:${index + 1}`);

export function buildDemoAccounts(): DemoAccountRow[] {
  return ACCOUNTS.map(([name, street, city, state, postalCode], index) => ({
    id: accountIdOf(index),
    name,
    billingStreet: street,
    billingCity: city,
    billingState: state,
    billingPostalCode: postalCode,
    billingCountry: 'Canada',
  }));
}

/**
 * An 18-character record id in the previous platform's shape ('a0P5f000001AbCdEAF'), which the
 * request form's project field validates: a fixed prefix and eight characters from the name.
 */
export function projectIdOf(code: string): string {
  const suffix = demoId(`project:${code}`).replaceAll('-', '').slice(0, 8);
  return `a0P5f00000${suffix.slice(0, 4)}${suffix.slice(4).toUpperCase()}`;
}
export const projectCodeOf = (sequence: number) => `PRJ-${String(sequence).padStart(4, '0')}`;

const OPERATIONS_LEADER = DEPARTMENT_LEADERS.Operations;
const IT_LEADER = DEPARTMENT_LEADERS.IT;
const FINANCE_LEADER = DEPARTMENT_LEADERS.Finance;

/** Who a project is for and who approves its requests, by employee number. */
interface ProjectFacts {
  name: string;
  group: string;
  account: number;
  projectManager: string;
  purchaseManager: string;
  purchaseApprover: string;
  secondaryApprover: string;
  preApprover: string;
  estimateApprover: string;
}

/**
 * The named demo projects. Drew approves purchases and pre-approves briefs on most of them,
 * with Drew's own manager as the second purchase approver and Blair approving estimates.
 */
const DREW = PERSONAS.drew.employeeNumber;
const BLAIR = PERSONAS.blair.employeeNumber;
const drewProject = (name: string, group: string, account: number): ProjectFacts => ({
  name,
  group,
  account,
  projectManager: OPERATIONS_LEADER,
  purchaseManager: FINANCE_LEADER,
  purchaseApprover: DREW,
  secondaryApprover: OPERATIONS_LEADER,
  preApprover: DREW,
  estimateApprover: BLAIR,
});
const NAMED_PROJECTS: readonly ProjectFacts[] = [
  drewProject('Northpeak Fleet Telematics', 'Northpeak Logistics', 0),
  drewProject('Depot Scanner Refresh', 'Northpeak Logistics', 0),
  drewProject('Warehouse Slotting Optimisation', 'Northpeak Logistics', 1),
  drewProject('Customer Delivery Portal', 'Northpeak Logistics', 1),
  {
    name: 'Head Office Network Upgrade',
    group: 'Harbourline Group',
    account: 0,
    projectManager: IT_LEADER,
    purchaseManager: FINANCE_LEADER,
    purchaseApprover: IT_LEADER,
    secondaryApprover: PERSONAS.alex.employeeNumber,
    preApprover: IT_LEADER,
    estimateApprover: BLAIR,
  },
  drewProject('Field Safety Checklist App', 'Northpeak Logistics', 2),
  {
    name: 'Month-End Reporting Automation',
    group: 'Harbourline Group',
    account: 0,
    projectManager: FINANCE_LEADER,
    purchaseManager: FINANCE_LEADER,
    purchaseApprover: FINANCE_LEADER,
    secondaryApprover: CFO_EMPLOYEE_NUMBER,
    preApprover: FINANCE_LEADER,
    estimateApprover: CFO_EMPLOYEE_NUMBER,
  },
  drewProject('Cross-Dock Yard Management', 'Northpeak Logistics', 2),
];

/** The first named project: Emery's purchases go here, to Drew. */
export const DREW_PROJECT_ID = projectIdOf(projectCodeOf(1));

export interface DemoProject {
  row: DemoProjectRow & { id: string };
  purchaseApproverId: string;
  secondaryPurchaseApproverId: string;
  preApproverId: string;
  estimateApproverId: string;
}

/** A project's row, numbered `sequence` in the catalogue, and its approvers. */
export function demoProject(facts: ProjectFacts, sequence: number): DemoProject {
  const code = projectCodeOf(sequence);
  const row = {
    id: projectIdOf(code),
    projectCode: code,
    name: facts.name,
    groupName: facts.group,
    projectManagerId: employeeIdOf(facts.projectManager),
    purchaseManagerId: employeeIdOf(facts.purchaseManager),
    accountId: accountIdOf(facts.account),
    purchaseApproverId: employeeIdOf(facts.purchaseApprover),
    secondaryPurchaseApproverId: employeeIdOf(facts.secondaryApprover),
    preApproverId: employeeIdOf(facts.preApprover),
    estimateApproverId: employeeIdOf(facts.estimateApprover),
    email: `projects+${code.toLowerCase()}@example.com`,
    phone: `+1 905-555-02${String(sequence % 100).padStart(2, '0')}`,
    paymentTerms: 'Net 30',
    currency: 'CAD',
  };
  return {
    row,
    purchaseApproverId: row.purchaseApproverId,
    secondaryPurchaseApproverId: row.secondaryPurchaseApproverId,
    preApproverId: row.preApproverId,
    estimateApproverId: row.estimateApproverId,
  };
}

/** The named projects, numbered from 1 (PRJ-0001): the same at every organisation size. */
export const namedDemoProjects = () => NAMED_PROJECTS.map((facts, index) => demoProject(facts, index + 1));
