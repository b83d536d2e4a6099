import { describe, expect, it } from 'vitest';
import { generateDemoOrganisation } from './organisation';
import { PERSONAS } from '../reference-data/personas';

const TODAY = new Date('2025-06-15T12:00:00Z');

describe.each([400, 10_000])('employment history at %i employees', (size) => {
  const organisation = generateDemoOrganisation({ employees: size, today: TODAY });
  const historyOf = new Map<string, typeof organisation.employmentHistory>();
  for (const row of organisation.employmentHistory) {
    historyOf.set(row.employeeId, [...(historyOf.get(row.employeeId) ?? []), row]);
  }

  it('gives every employee back-to-back periods from the hire, the last one open', () => {
    for (const employee of organisation.employees) {
      const rows = historyOf.get(employee.id) ?? [];
      expect(rows.length, employee.employeeNumber).toBeGreaterThan(0);
      expect(rows[0]!.effectiveFrom <= employee.hireDate!).toBe(true);
      rows.forEach((row, index) => {
        const next = rows[index + 1];
        if (next) {
          // effectiveTo is exclusive: the next period starts exactly where this one ends.
          expect(row.effectiveTo).toBe(next.effectiveFrom);
          expect(row.effectiveFrom < row.effectiveTo!).toBe(true);
        } else {
          expect(row.effectiveTo).toBeNull();
        }
      });
    }
  });

  it('ends with the employee’s current status, reason and job', () => {
    for (const employee of organisation.employees) {
      const current = historyOf.get(employee.id)!.at(-1)!;
      expect(current.employmentStatus).toBe(employee.employmentStatus);
      expect(current.companyId).toBe(employee.companyId);
      expect(current.department).toBe(employee.department);
      expect(current.jobTitle).toBe(employee.jobTitle);
      if (employee.employmentStatus === 'TERMINATED') {
        expect(current.statusReason).toBe(employee.statusReason);
        expect(current.effectiveFrom).toBe(employee.statusEffectiveFrom);
        expect(current.effectiveFrom > employee.terminationDate!).toBe(true);
      }
    }
  });

  it('records hires, leavers, promotions and transfers within the last 24 months', () => {
    const since = '2023-06-15';
    const recent = organisation.employmentHistory.filter((row) => row.effectiveFrom >= since);
    const reasons = new Set(recent.map((row) => row.statusReason));
    for (const reason of ['NEW HIRE REPLACEMENT', 'NEW HIRE NET NEW', 'VOLUNTARY', 'PROMOTION', 'TRANSFER']) {
      expect(reasons).toContain(reason);
    }
    const activeTwoYearsAgo = organisation.employees.filter((employee) =>
      historyOf
        .get(employee.id)!
        .some(
          (row) =>
            row.employmentStatus === 'ACTIVE' &&
            row.effectiveFrom <= since &&
            (row.effectiveTo ?? '9999') > since,
        ),
    );
    expect(activeTwoYearsAgo.length).toBeGreaterThan(size * 0.5);
  });

  it('shows Drew’s promotion to Operations Manager', () => {
    const rows = historyOf.get(PERSONAS.drew.id)!;
    expect(rows.map((row) => [row.jobTitle, row.statusReason])).toEqual([
      ['Operations Coordinator', 'NEWHIRE'],
      ['Operations Manager', 'PROMOTION'],
    ]);
  });
});
