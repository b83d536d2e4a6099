import { ROOT_EMPLOYEE_NUMBER } from '@portico/domain/identity/people-scope';
import { CFO_EMPLOYEE_NUMBER, COO_EMPLOYEE_NUMBER, DEPARTMENT_LEADERS } from '../reference-data/organisation';

export interface DemoDepartment {
  /** The department (business unit) name as the HR system spells it. */
  name: string;
  /** Fixed, so persona managers and business-unit leaders are the same at every size. */
  leaderEmployeeNumber: string;
  leaderTitle: string;
  leaderReportsTo: string;
  /** Share of the generated (non-fixed) employees who work here. */
  share: number;
  managerTitles: readonly string[];
  staffTitles: readonly string[];
  /** Chance that someone without reports is paid by the hour. */
  hourlyShare: number;
  /** Front-line departments spread over the operating companies; the rest sit at head office. */
  operating: boolean;
}

/**
 * Departments of the demo group. 'C&L' (Compliance & Legal) and 'EX' (Customer Experience)
 * are kept as codes because the spec's time-away filter shows short labels for exactly those
 * two. 'Field' and 'Project Member' exist because several views must leave them out.
 */
export const DEMO_DEPARTMENTS: readonly DemoDepartment[] = [
  {
    name: 'Executive',
    leaderEmployeeNumber: DEPARTMENT_LEADERS.Executive,
    leaderTitle: 'President & Chief Executive Officer',
    leaderReportsTo: ROOT_EMPLOYEE_NUMBER,
    share: 0.01,
    managerTitles: ['Chief of Staff'],
    staffTitles: ['Executive Assistant', 'Executive Coordinator', 'Corporate Strategy Analyst'],
    hourlyShare: 0,
    operating: false,
  },
  {
    name: 'IT',
    leaderEmployeeNumber: DEPARTMENT_LEADERS.IT,
    leaderTitle: 'Director of Information Technology',
    leaderReportsTo: CFO_EMPLOYEE_NUMBER,
    share: 0.05,
    managerTitles: ['Infrastructure Manager', 'Application Development Manager', 'Service Desk Supervisor'],
    staffTitles: [
      'Service Desk Analyst',
      'IT Support Technician',
      'Systems Administrator',
      'Network Administrator',
      'Software Developer',
      'Business Systems Analyst',
      'Database Administrator',
    ],
    hourlyShare: 0.05,
    operating: false,
  },
  {
    name: 'HR',
    leaderEmployeeNumber: DEPARTMENT_LEADERS.HR,
    leaderTitle: 'Vice President, People & Culture',
    leaderReportsTo: ROOT_EMPLOYEE_NUMBER,
    share: 0.04,
    managerTitles: ['HR Manager', 'Talent Acquisition Manager', 'Total Rewards Manager'],
    staffTitles: [
      'HR Generalist',
      'HR Coordinator',
      'Recruiter',
      'Benefits Specialist',
      'Learning & Development Specialist',
      'HR Business Partner',
    ],
    hourlyShare: 0.05,
    operating: false,
  },
  {
    name: 'Finance',
    leaderEmployeeNumber: DEPARTMENT_LEADERS.Finance,
    leaderTitle: 'Vice President, Finance',
    leaderReportsTo: CFO_EMPLOYEE_NUMBER,
    share: 0.06,
    managerTitles: ['Controller', 'Accounting Manager', 'Payroll Manager', 'FP&A Manager'],
    staffTitles: [
      'Accountant',
      'Senior Accountant',
      'Accounts Payable Clerk',
      'Accounts Receivable Specialist',
      'Payroll Administrator',
      'Financial Analyst',
    ],
    hourlyShare: 0.1,
    operating: false,
  },
  {
    name: 'Operations',
    leaderEmployeeNumber: DEPARTMENT_LEADERS.Operations,
    leaderTitle: 'Vice President, Operations',
    leaderReportsTo: COO_EMPLOYEE_NUMBER,
    share: 0.14,
    managerTitles: [
      'Regional Operations Manager',
      'Logistics Manager',
      'Procurement Manager',
      'Operations Supervisor',
    ],
    staffTitles: [
      'Operations Coordinator',
      'Operations Analyst',
      'Dispatcher',
      'Buyer',
      'Scheduler',
      'Logistics Coordinator',
    ],
    hourlyShare: 0.3,
    operating: true,
  },
  {
    name: 'Sales',
    leaderEmployeeNumber: DEPARTMENT_LEADERS.Sales,
    leaderTitle: 'Vice President, Sales',
    leaderReportsTo: ROOT_EMPLOYEE_NUMBER,
    share: 0.09,
    managerTitles: ['Regional Sales Manager', 'Key Account Manager', 'Sales Manager'],
    staffTitles: [
      'Account Executive',
      'Sales Representative',
      'Inside Sales Representative',
      'Sales Coordinator',
      'Business Development Representative',
    ],
    hourlyShare: 0.1,
    operating: true,
  },
  {
    name: 'Marketing',
    leaderEmployeeNumber: DEPARTMENT_LEADERS.Marketing,
    leaderTitle: 'Director of Marketing',
    leaderReportsTo: ROOT_EMPLOYEE_NUMBER,
    share: 0.04,
    managerTitles: ['Marketing Manager', 'Brand Manager', 'Digital Marketing Manager'],
    staffTitles: [
      'Marketing Coordinator',
      'Marketing Specialist',
      'Graphic Designer',
      'Content Writer',
      'Social Media Specialist',
    ],
    hourlyShare: 0.05,
    operating: false,
  },
  {
    name: 'Warehouse',
    leaderEmployeeNumber: DEPARTMENT_LEADERS.Warehouse,
    leaderTitle: 'Director of Warehousing',
    leaderReportsTo: COO_EMPLOYEE_NUMBER,
    share: 0.14,
    managerTitles: ['Warehouse Manager', 'Warehouse Supervisor', 'Shift Supervisor'],
    staffTitles: [
      'Warehouse Associate',
      'Forklift Operator',
      'Shipper / Receiver',
      'Inventory Clerk',
      'Material Handler',
    ],
    hourlyShare: 0.85,
    operating: true,
  },
  {
    name: 'C&L',
    leaderEmployeeNumber: DEPARTMENT_LEADERS['C&L'],
    leaderTitle: 'General Counsel',
    leaderReportsTo: ROOT_EMPLOYEE_NUMBER,
    share: 0.02,
    managerTitles: ['Legal Manager', 'Compliance Manager'],
    staffTitles: ['Legal Counsel', 'Paralegal', 'Compliance Analyst', 'Contracts Administrator'],
    hourlyShare: 0,
    operating: false,
  },
  {
    name: 'EX',
    leaderEmployeeNumber: DEPARTMENT_LEADERS.EX,
    leaderTitle: 'Director of Customer Experience',
    leaderReportsTo: ROOT_EMPLOYEE_NUMBER,
    share: 0.04,
    managerTitles: ['Customer Experience Manager', 'Customer Success Manager', 'Client Care Supervisor'],
    staffTitles: [
      'Customer Service Representative',
      'Customer Success Specialist',
      'Client Care Coordinator',
    ],
    hourlyShare: 0.5,
    operating: true,
  },
  {
    name: 'Field',
    leaderEmployeeNumber: DEPARTMENT_LEADERS.Field,
    leaderTitle: 'Director of Field Services',
    leaderReportsTo: COO_EMPLOYEE_NUMBER,
    share: 0.29,
    managerTitles: ['Field Superintendent', 'Site Manager', 'Field Supervisor'],
    staffTitles: [
      'Field Technician',
      'Equipment Operator',
      'General Labourer',
      'Electrician',
      'Millwright',
      'Pipefitter',
      'Site Safety Officer',
    ],
    hourlyShare: 0.85,
    operating: true,
  },
  {
    name: 'Project Member',
    leaderEmployeeNumber: DEPARTMENT_LEADERS['Project Member'],
    leaderTitle: 'Director of Projects',
    leaderReportsTo: COO_EMPLOYEE_NUMBER,
    share: 0.08,
    managerTitles: ['Senior Project Manager', 'Project Manager'],
    staffTitles: [
      'Project Coordinator',
      'Project Engineer',
      'Estimator',
      'Project Administrator',
      'Cost Controller',
    ],
    hourlyShare: 0.2,
    operating: true,
  },
];

export function departmentByName(name: string): DemoDepartment {
  const department = DEMO_DEPARTMENTS.find((candidate) => candidate.name === name);
  if (!department) throw new RangeError(`Unknown demo department ${name}`);
  return department;
}
