/** The root of the organisation. Spec §2: employee 000001 is treated as having no manager. */
export const ROOT_EMPLOYEE_NUMBER = '000001';

/** The manager an employee reports to, with the root's own manager ignored. */
export function effectiveManagerNumber(
  employeeNumber: string,
  managerNumber: string | null | undefined,
): string | null {
  if (employeeNumber === ROOT_EMPLOYEE_NUMBER) return null;
  const manager = managerNumber?.trim();
  return manager ? manager : null;
}

export interface PeopleScopeFacts {
  seeAllPeople: boolean;
  /** True when one of the person's direct reports is recorded as their own manager. */
  directReportIsOwnManager: boolean;
}

/**
 * Spec §6: ELT, HR and Admin see everyone; others see themselves and their reporting chain
 * downward, or everyone when a direct report is their own manager.
 */
export function peopleScope(facts: PeopleScopeFacts): 'everyone' | 'reporting-chain' {
  return facts.seeAllPeople || facts.directReportIsOwnManager ? 'everyone' : 'reporting-chain';
}
