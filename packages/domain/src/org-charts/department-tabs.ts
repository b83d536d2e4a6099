import { EXCLUDED_DEPARTMENTS } from './org-chart-constants';

/**
 * The HR export spells department names by hand, so "field" or "Project  Member " is still the
 * excluded department: compared without letter case and with runs of spaces as one.
 */
const normalised = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
const EXCLUDED = new Set(EXCLUDED_DEPARTMENTS.map(normalised));

/** Spec §2: one tab per department (business unit), except Field and Project Member. */
export function hasOrgChartTab(departmentName: string): boolean {
  const name = normalised(departmentName);
  return name !== '' && !EXCLUDED.has(name);
}

/** The departments that get a tab, in alphabetical order (the spec gives none). */
export function orgChartTabs<Department extends { name: string }>(
  departments: readonly Department[],
): Department[] {
  return departments
    .filter((department) => hasOrgChartTab(department.name))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
