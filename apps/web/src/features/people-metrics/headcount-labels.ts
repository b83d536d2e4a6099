import type { HeadcountMonth, MoveKind } from '@portico/domain/people-metrics/headcount';

/** The month row's columns (spec §3 Headcount month row) as the page names them. */
export const HEADCOUNT_COLUMNS: readonly { key: Exclude<keyof HeadcountMonth, 'month'>; label: string }[] = [
  { key: 'activeAsOfFirst', label: 'Active as of 1st' },
  { key: 'newHireReplacement', label: 'New Hires (Replacement)' },
  { key: 'newHireNetNew', label: 'New Hires (Net New)' },
  { key: 'changes', label: 'Changes' },
  { key: 'voluntary', label: 'Voluntary' },
  { key: 'involuntary', label: 'Involuntary' },
  { key: 'activeAsOfEndOfMonth', label: 'Active as of End of Month' },
];

export const MOVE_LABELS: Record<MoveKind, string> = {
  newHireReplacement: 'Replacement',
  newHireNetNew: 'Net New',
  changeIn: 'Moved In',
  changeOut: 'Moved Out',
  voluntary: 'Voluntary',
  involuntary: 'Involuntary',
};

export const FILTER_LABELS = { company: 'Company', payClass: 'Pay Class', department: 'Department' } as const;
