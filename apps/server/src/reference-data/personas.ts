import type { AccessRole } from '@portico/domain/identity/roles';
import { COO_EMPLOYEE_NUMBER, DEPARTMENT_LEADERS, employeeIdOf, HEAD_OFFICE_CODE } from './organisation';

/**
 * The demo personas of DESIGN.md §5. Tests, the permission matrix and demos sign in as these
 * people, so everything here is fixed: the organisation is generated around them.
 */
export interface DemoPersona {
  employeeNumber: string;
  /** The employee row's id; the same at every organisation size. */
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  displayName: string;
  roles: readonly AccessRole[];
  department: string;
  jobTitle: string;
  managerEmployeeNumber: string;
  companyCode: string;
  /** Hired `yearsOfService` years before the date `anniversaryInDays` from today. */
  yearsOfService: number;
  anniversaryInDays: number;
  /** Turns `ageAtNextBirthday` on the date `birthdayInDays` from today. */
  ageAtNextBirthday: number;
  birthdayInDays: number;
  aboutMe: string;
  /** An earlier title, changed by a promotion this many years ago (employment history). */
  promotedFrom?: { jobTitle: string; yearsAgo: number };
}

type PersonaFacts = Omit<DemoPersona, 'id' | 'displayName'>;

const persona = (facts: PersonaFacts): DemoPersona => ({
  ...facts,
  id: employeeIdOf(facts.employeeNumber),
  displayName: `${facts.firstName} ${facts.lastName}`,
});

const BLAIR = persona({
  employeeNumber: COO_EMPLOYEE_NUMBER,
  email: 'blair.chen@example.com',
  firstName: 'Blair',
  lastName: 'Chen',
  roles: ['ELT'],
  department: 'Executive',
  jobTitle: 'Chief Operating Officer',
  managerEmployeeNumber: '000001',
  companyCode: HEAD_OFFICE_CODE,
  yearsOfService: 12,
  anniversaryInDays: 60,
  ageAtNextBirthday: 52,
  birthdayInDays: 200,
  aboutMe:
    'I look after operations across the group. Twelve years in and still learning from our field crews. Outside work I coach junior hockey and bake far too much bread.',
});

const ALEX = persona({
  employeeNumber: '000003',
  email: 'alex.morgan@example.com',
  firstName: 'Alex',
  lastName: 'Morgan',
  roles: ['Admin'],
  department: 'IT',
  jobTitle: 'IT Manager',
  managerEmployeeNumber: DEPARTMENT_LEADERS.IT,
  companyCode: HEAD_OFFICE_CODE,
  yearsOfService: 8,
  anniversaryInDays: 120,
  ageAtNextBirthday: 41,
  birthdayInDays: 45,
  aboutMe:
    'I run the IT desk. If your laptop, phone or password is misbehaving, raise a request and my team will sort it out. Weekends: trail running and fixing old radios.',
});

const CASEY = persona({
  employeeNumber: '000004',
  email: 'casey.patel@example.com',
  firstName: 'Casey',
  lastName: 'Patel',
  roles: ['HR'],
  department: 'HR',
  jobTitle: 'HR Business Partner',
  managerEmployeeNumber: DEPARTMENT_LEADERS.HR,
  companyCode: HEAD_OFFICE_CODE,
  yearsOfService: 5,
  anniversaryInDays: 300,
  ageAtNextBirthday: 36,
  birthdayInDays: 12,
  aboutMe:
    'HR business partner for our operating companies. Come to me about growth plans, benefits or anything that makes work better. I collect houseplants and terrible puns.',
});

const DREW = persona({
  employeeNumber: '000005',
  email: 'drew.okafor@example.com',
  firstName: 'Drew',
  lastName: 'Okafor',
  roles: [],
  department: 'Operations',
  jobTitle: 'Operations Manager',
  managerEmployeeNumber: DEPARTMENT_LEADERS.Operations,
  companyCode: 'NPL',
  yearsOfService: 8,
  anniversaryInDays: 9,
  ageAtNextBirthday: 44,
  birthdayInDays: 150,
  aboutMe:
    'I manage the operations coordination team at Northpeak and approve our purchases and project requests. Ask me about scheduling, suppliers or the best lunch spots near the depot.',
  promotedFrom: { jobTitle: 'Operations Coordinator', yearsAgo: 3 },
});

const EMERY = persona({
  employeeNumber: '000006',
  email: 'emery.lindqvist@example.com',
  firstName: 'Emery',
  lastName: 'Lindqvist',
  roles: [],
  department: 'Operations',
  jobTitle: 'Operations Coordinator',
  managerEmployeeNumber: DREW.employeeNumber,
  companyCode: 'NPL',
  yearsOfService: 3,
  anniversaryInDays: 180,
  ageAtNextBirthday: 29,
  birthdayInDays: 4,
  aboutMe:
    'Operations coordinator on Drew’s team: schedules, shipments and the paperwork in between. I moved here from Gothenburg and I am always up for a fika break.',
});

export const PERSONAS = { alex: ALEX, blair: BLAIR, casey: CASEY, drew: DREW, emery: EMERY } as const;
export type PersonaKey = keyof typeof PERSONAS;
export const PERSONA_LIST: readonly DemoPersona[] = Object.values(PERSONAS);

/** Accepted by the development identity provider but unknown to the portal: never generated. */
export const UNKNOWN_SIGN_IN_EMAIL = 'nobody@example.com';

/** Drew's team: Emery and generated colleagues, none of whom manage anyone. */
export const DREW_DIRECT_REPORT_COUNT = 4;
