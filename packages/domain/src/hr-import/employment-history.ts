/** The employment facts the history records; a change to any of them is a new history row. */
export interface EmploymentFacts {
  employmentStatus: string;
  statusReason: string | null;
  companyId: string | null;
  department: string | null;
  payClass: string | null;
  jobTitle: string | null;
}

export const sameFacts = (a: EmploymentFacts, b: EmploymentFacts) =>
  a.employmentStatus === b.employmentStatus &&
  a.statusReason === b.statusReason &&
  a.companyId === b.companyId &&
  a.department === b.department &&
  a.payClass === b.payClass &&
  a.jobTitle === b.jobTitle;

/**
 * When an imported change takes effect: the status's effective date when it is after the
 * current history row began (the HR system dates the change), otherwise the day of the import;
 * never before the current row began (a row dated ahead keeps its start and is corrected).
 */
export function changeEffectiveFrom(
  statusEffectiveFrom: string | null,
  currentRowFrom: string,
  today: string,
): string {
  const candidate = statusEffectiveFrom && statusEffectiveFrom > currentRowFrom ? statusEffectiveFrom : today;
  return candidate > currentRowFrom ? candidate : currentRowFrom;
}
