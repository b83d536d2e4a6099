/** The department whose people the time-away table leaves out (spec §4). */
export const FIELD_DEPARTMENT = 'Field';

/** What the time-away table reads of a person. */
export interface TimeAwayTableFacts {
  employmentStatus: string;
  terminationDate: string | null;
  department: string | null;
}

/**
 * Spec §4 "The time-away table counts only ACTIVE employees not in Field": status ACTIVE in any
 * letter case, not in the Field department. As everywhere in the portal, a termination dated
 * before today also ends being current (the server's `isActiveEmployee`); today itself still
 * counts. `today` is 'YYYY-MM-DD'.
 */
export function countsInTimeAwayTable(person: TimeAwayTableFacts, today: string): boolean {
  const active = person.employmentStatus.toUpperCase() === 'ACTIVE';
  const current = person.terminationDate === null || person.terminationDate >= today;
  return active && current && person.department !== FIELD_DEPARTMENT;
}

/** Spec §2 People Metrics, Time Away: departments the filter never offers (nor an empty one). */
export const DEPARTMENTS_NOT_FILTERED = [FIELD_DEPARTMENT, 'Project Member'] as const;

export const offersDepartmentFilter = (department: string | null) =>
  !!department?.trim() && !(DEPARTMENTS_NOT_FILTERED as readonly string[]).includes(department);

/**
 * The chip of the people whose department has none of its own (Project Member, or no
 * department): without it, turning any department chip off would drop them from the table with
 * no way to bring them back but All. A value no department is spelled with (names are trimmed
 * words, never bracketed), so it cannot be confused with one.
 */
export const OTHER_DEPARTMENTS_CHIP = '[other]';

/** The chip a person's department falls under: its own, or Other. */
export const departmentChipOf = (department: string | null) =>
  offersDepartmentFilter(department) ? department! : OTHER_DEPARTMENTS_CHIP;

/**
 * Spec §2: department chips show short labels for the codes C&L and EX. The one place they are
 * named; any other department shows as it is spelled.
 */
const DEPARTMENT_CHIP_LABELS: Readonly<Record<string, string>> = {
  'C&L': 'Legal',
  EX: 'CX',
  [OTHER_DEPARTMENTS_CHIP]: 'Other',
};

/**
 * The label of a department chip, and of the department in the table's rows, so the two read
 * alike (a row of C&L says Legal, like the chip that shows it).
 */
export const departmentChipLabel = (department: string) =>
  Object.hasOwn(DEPARTMENT_CHIP_LABELS, department) ? DEPARTMENT_CHIP_LABELS[department]! : department;
