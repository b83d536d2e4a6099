import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { HeadcountMonth, MoveKind } from '@portico/domain/people-metrics/headcount';

/** The month row's columns (spec §3 Headcount month row) as the page names them. */
export const HEADCOUNT_COLUMNS: readonly {
  key: Exclude<keyof HeadcountMonth, 'month'>;
  label: MessageDescriptor;
}[] = [
  { key: 'activeAsOfFirst', label: msg`Active as of 1st` },
  { key: 'newHireReplacement', label: msg`New Hires (Replacement)` },
  { key: 'newHireNetNew', label: msg`New Hires (Net New)` },
  { key: 'changes', label: msg`Changes` },
  { key: 'voluntary', label: msg`Voluntary` },
  { key: 'involuntary', label: msg`Involuntary` },
  { key: 'activeAsOfEndOfMonth', label: msg`Active as of End of Month` },
];

export const MOVE_LABELS: Record<MoveKind, MessageDescriptor> = {
  newHireReplacement: msg`Replacement`,
  newHireNetNew: msg`Net New`,
  changeIn: msg`Moved In`,
  changeOut: msg`Moved Out`,
  voluntary: msg`Voluntary`,
  involuntary: msg`Involuntary`,
};

export const FILTER_LABELS = {
  company: msg`Company`,
  payClass: msg`Pay Class`,
  department: msg`Department`,
} as const;
