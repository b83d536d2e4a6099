import { effectiveManagerNumber, ROOT_EMPLOYEE_NUMBER } from '@portico/domain/identity/people-scope';
import { isQuickLinkIcon } from '@portico/domain/quick-links/quick-link-icons';
import { ABOUT_ME_MAX } from '@portico/domain/profile/profile-schema';
import { describe, expect, it } from 'vitest';
import { generateDemoOrganisation, type DemoOrganisation } from './organisation';
import {
  DREW_DIRECT_REPORT_COUNT,
  PERSONAS,
  UNKNOWN_SIGN_IN_EMAIL,
  type PersonaKey,
} from '../reference-data/personas';
import { STATUS_REASONS } from './status-reasons';

const TODAY = new Date('2025-06-15T12:00:00Z');
const cache = new Map<number, DemoOrganisation>();
/** Generated once per size: 10,000 people take a moment. */
const organisationOf = (employees: number) => {
  if (!cache.has(employees)) cache.set(employees, generateDemoOrganisation({ employees, today: TODAY }));
  return cache.get(employees)!;
};

const rolesOf = (organisation: DemoOrganisation, employeeId: string) =>
  organisation.employeeRoles.filter((row) => row.employeeId === employeeId).map((row) => row.role);
const directReportsOf = (organisation: DemoOrganisation, employeeNumber: string) =>
  organisation.employees.filter(
    (e) => effectiveManagerNumber(e.employeeNumber, e.managerEmployeeNumber) === employeeNumber,
  );

describe('generateDemoOrganisation', () => {
  it('gives identical rows for the same size and day, and moves dates with the day', () => {
    const again = generateDemoOrganisation({ employees: 400, today: TODAY });
    expect(again).toEqual(organisationOf(400));
    const later = generateDemoOrganisation({ employees: 400, today: new Date('2026-06-15T12:00:00Z') });
    expect(later.employees.map((e) => e.employeeNumber)).toEqual(
      organisationOf(400).employees.map((e) => e.employeeNumber),
    );
    expect(later.employees[0]!.hireDate).not.toBe(organisationOf(400).employees[0]!.hireDate);
  });

  it.each([30, 400, 10_000])('makes exactly %i employees numbered 000001 upwards', (size) => {
    const { employees } = organisationOf(size);
    expect(employees).toHaveLength(size);
    expect(employees.map((e) => e.employeeNumber)).toEqual(
      Array.from({ length: size }, (_, index) => String(index + 1).padStart(6, '0')),
    );
  });

  it.each([29, 400.5, -1])('refuses %d employees', (size) => {
    expect(() => generateDemoOrganisation({ employees: size, today: TODAY })).toThrow(RangeError);
  });

  const personaCases: [PersonaKey, string, string, string[], string][] = [
    ['alex', 'alex.morgan@example.com', 'Alex Morgan', ['Admin'], 'IT'],
    ['blair', 'blair.chen@example.com', 'Blair Chen', ['ELT'], 'Executive'],
    ['casey', 'casey.patel@example.com', 'Casey Patel', ['HR'], 'HR'],
    ['drew', 'drew.okafor@example.com', 'Drew Okafor', [], 'Operations'],
    ['emery', 'emery.lindqvist@example.com', 'Emery Lindqvist', [], 'Operations'],
  ];
  describe.each([400, 10_000])('at %i employees', (size) => {
    it.each(personaCases)('%s is %s, %s, roles %j, in %s, active', (key, email, name, roles, department) => {
      const organisation = organisationOf(size);
      const person = organisation.employees.find((e) => e.workEmail === email)!;
      expect(person).toBeDefined();
      expect(person.id).toBe(PERSONAS[key].id);
      expect(person.employeeNumber).toBe(PERSONAS[key].employeeNumber);
      expect(person.displayName).toBe(name);
      expect(`${person.firstName} ${person.lastName}`).toBe(name);
      expect(person.department).toBe(department);
      expect(person.employmentStatus).toBe('ACTIVE');
      expect(person.hireDate! < organisation.today).toBe(true);
      const profile = organisation.profiles.find((row) => row.employeeId === person.id)!;
      expect(profile.birthdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(profile.aboutMe?.length).toBeGreaterThan(0);
      expect(rolesOf(organisation, person.id).sort()).toEqual(roles);
      expect(organisation.employees.filter((e) => e.workEmail === email)).toHaveLength(1);
    });

    it('places the personas as the design describes', () => {
      const organisation = organisationOf(size);
      const byNumber = new Map(organisation.employees.map((e) => [e.employeeNumber, e]));
      const { alex, blair, drew, emery } = PERSONAS;
      expect(byNumber.get(alex.employeeNumber)!.jobTitle).toBe('IT Manager');
      expect(directReportsOf(organisation, alex.employeeNumber).length).toBeGreaterThan(0);
      expect(byNumber.get(blair.employeeNumber)!.managerEmployeeNumber).toBe(ROOT_EMPLOYEE_NUMBER);
      const drewsReports = directReportsOf(organisation, drew.employeeNumber);
      expect(drewsReports).toHaveLength(DREW_DIRECT_REPORT_COUNT);
      expect(drewsReports.map((e) => e.employeeNumber)).toContain(emery.employeeNumber);
      expect(drewsReports.every((e) => e.employmentStatus === 'ACTIVE')).toBe(true);
      expect(directReportsOf(organisation, emery.employeeNumber)).toHaveLength(0);
    });

    it('roots the hierarchy at 000001: every manager exists and every chain reaches the root', () => {
      const organisation = organisationOf(size);
      const byNumber = new Map(organisation.employees.map((e) => [e.employeeNumber, e]));
      const root = byNumber.get(ROOT_EMPLOYEE_NUMBER)!;
      expect(root.managerEmployeeNumber).toBe(ROOT_EMPLOYEE_NUMBER);
      expect(rolesOf(organisation, root.id)).toEqual(['ELT']);
      for (const employee of organisation.employees) {
        const seen = new Set<string>();
        let number: string | null = employee.employeeNumber;
        while (number !== null) {
          expect(seen.has(number), `cycle through ${number}`).toBe(false);
          seen.add(number);
          const current = byNumber.get(number);
          expect(current, `manager ${number} of ${employee.employeeNumber} exists`).toBeDefined();
          number = effectiveManagerNumber(current!.employeeNumber, current!.managerEmployeeNumber);
        }
        expect(seen.has(ROOT_EMPLOYEE_NUMBER)).toBe(true);
      }
    });

    it('never has an active person reporting to someone who has left', () => {
      const organisation = organisationOf(size);
      const byNumber = new Map(organisation.employees.map((e) => [e.employeeNumber, e]));
      for (const employee of organisation.employees) {
        if (employee.employmentStatus !== 'ACTIVE') continue;
        expect(byNumber.get(employee.managerEmployeeNumber!)!.employmentStatus).toBe('ACTIVE');
      }
    });

    it('gives everyone a unique lower-case example.com email, personas only to personas', () => {
      const { employees } = organisationOf(size);
      const emails = employees.map((e) => e.workEmail);
      expect(new Set(emails).size).toBe(emails.length);
      for (const email of emails) expect(email).toMatch(/^[a-z]+\.[a-z]+\d*@example\.com$/);
      expect(emails).not.toContain(UNKNOWN_SIGN_IN_EMAIL);
      const personaNames = new Set(Object.values(PERSONAS).map((p) => p.displayName));
      const namesakes = employees.filter((e) => personaNames.has(e.displayName));
      expect(namesakes).toHaveLength(Object.keys(PERSONAS).length);
    });

    it('keeps access roles to the personas, the CEO, the CFO and the IT and HR leaders', () => {
      const organisation = organisationOf(size);
      const { drew, emery } = PERSONAS;
      expect(rolesOf(organisation, drew.id)).toEqual([]);
      expect(rolesOf(organisation, emery.id)).toEqual([]);
      expect(organisation.employeeRoles.filter((row) => row.role !== 'IT desk')).toHaveLength(7);
    });

    it('grants the IT desk role to the current IT staff, and only to them', () => {
      const organisation = organisationOf(size);
      const byId = new Map(organisation.employees.map((e) => [e.id, e]));
      const desk = organisation.employeeRoles.filter((row) => row.role === 'IT desk');
      expect(desk.length).toBeGreaterThan(0);
      for (const row of desk) {
        expect(byId.get(row.employeeId)).toMatchObject({ department: 'IT', employmentStatus: 'ACTIVE' });
      }
    });

    it('names a leader for every business unit, in that department and active', () => {
      const organisation = organisationOf(size);
      const byNumber = new Map(organisation.employees.map((e) => [e.employeeNumber, e]));
      expect(organisation.businessUnits.map((unit) => unit.name).sort()).toEqual(
        [
          'C&L',
          'EX',
          'Executive',
          'Field',
          'Finance',
          'HR',
          'IT',
          'Marketing',
          'Operations',
          'Project Member',
          'Sales',
          'Warehouse',
        ].sort(),
      );
      for (const unit of organisation.businessUnits) {
        const leader = byNumber.get(unit.leaderEmployeeNumber!)!;
        expect(leader.department).toBe(unit.name);
        expect(leader.employmentStatus).toBe('ACTIVE');
      }
    });
  });

  it('spreads hires over about fifteen years and dates everything sensibly', () => {
    const organisation = organisationOf(10_000);
    const today = organisation.today;
    const hireYears = new Set(organisation.employees.map((e) => e.hireDate!.slice(0, 4)));
    expect(hireYears.size).toBeGreaterThanOrEqual(15);
    const profiles = new Map(organisation.profiles.map((row) => [row.employeeId, row]));
    for (const e of organisation.employees) {
      const { birthdate, aboutMe } = profiles.get(e.id)!;
      if (e.statusReason === STATUS_REASONS.prestart) expect(e.hireDate! > today).toBe(true);
      else expect(e.hireDate! <= today).toBe(true);
      expect(birthdate! < e.hireDate!).toBe(true);
      expect(Number(e.hireDate!.slice(0, 4)) - Number(birthdate!.slice(0, 4))).toBeGreaterThanOrEqual(18);
      expect((e.terminationDate === null) === (e.employmentStatus === 'ACTIVE')).toBe(true);
      if (e.terminationDate) expect(e.hireDate! < e.terminationDate && e.terminationDate < today).toBe(true);
      if (aboutMe) expect(aboutMe.length).toBeLessThanOrEqual(ABOUT_ME_MAX);
    }
  });

  it('uses every status reason headcount knows about, and mostly active people', () => {
    const { employees } = organisationOf(400);
    const reasons = new Set(employees.map((e) => e.statusReason));
    for (const reason of [
      'NEWHIRE',
      'REHIRE',
      'NEW HIRE REPLACEMENT',
      'NEW HIRE NET NEW',
      'RETURN TO WORK',
      'PRESTART',
      'VOLUNTARY',
      'INVOLUNTARY',
    ]) {
      expect(reasons).toContain(reason);
    }
    const terminated = employees.filter((e) => e.employmentStatus === 'TERMINATED').length;
    expect(terminated).toBeGreaterThan(0);
    expect(terminated / employees.length).toBeLessThan(0.1);
    expect(new Set(employees.map((e) => e.payClass))).toEqual(new Set(['Salary', 'Hourly']));
  });

  it('has seven companies, about thirty quotes, corporate links and Emery’s own links', () => {
    const organisation = organisationOf(400);
    expect(organisation.companies).toHaveLength(7);
    expect(new Set(organisation.companies.map((c) => c.code)).size).toBe(7);
    expect(organisation.quotes.length).toBeGreaterThanOrEqual(25);
    for (const quote of organisation.quotes) expect(quote.author.length && quote.quote.length).toBeTruthy();
    const corporate = organisation.quickLinks.filter((link) => link.corporate);
    expect(corporate.length).toBeGreaterThanOrEqual(6);
    expect(corporate.length).toBeLessThanOrEqual(8);
    expect(corporate.every((link) => link.employeeId === null)).toBe(true);
    const personal = organisation.quickLinks.filter((link) => !link.corporate);
    expect(personal.length).toBeGreaterThanOrEqual(3);
    expect(personal.every((link) => link.employeeId === PERSONAS.emery.id)).toBe(true);
    for (const link of organisation.quickLinks) {
      expect(new URL(link.url).protocol).toBe('https:');
      expect(new URL(link.url).hostname).toMatch(/(^|\.)example\.(com|org)$/);
      expect(isQuickLinkIcon(link.icon)).toBe(true);
      expect(link.iconColor).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(organisation.tourRecords).toEqual([]);
  });
});
