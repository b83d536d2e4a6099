/**
 * Employment status reason codes as the HR system exports them. Headcount (spec §5) singles out
 * the hire-type reasons (NEWHIRE … PRESTART) and its month rows count replacement and net-new
 * hires and voluntary and involuntary leavers, so the demo data uses every one of them.
 */
export const STATUS_REASONS = {
  newHire: 'NEWHIRE',
  rehire: 'REHIRE',
  newHireReplacement: 'NEW HIRE REPLACEMENT',
  newHireNetNew: 'NEW HIRE NET NEW',
  returnToWork: 'RETURN TO WORK',
  prestart: 'PRESTART',
  voluntary: 'VOLUNTARY',
  involuntary: 'INVOLUNTARY',
  promotion: 'PROMOTION',
  transfer: 'TRANSFER',
  medicalLeave: 'MEDICAL LEAVE',
  parentalLeave: 'PARENTAL LEAVE',
} as const;

export const EMPLOYMENT_STATUSES = {
  active: 'ACTIVE',
  terminated: 'TERMINATED',
  leaveOfAbsence: 'LEAVE OF ABSENCE',
} as const;
