import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Names for Mantine Pagination's buttons, which otherwise read as bare numbers and arrows. */
const CONTROL_LABELS = {
  first: msg`First page`,
  previous: msg`Previous page`,
  next: msg`Next page`,
  last: msg`Last page`,
} as const;

/** Called as the pager renders, so each name is in the reader's language of that render. */
export const paginationLabels = {
  getControlProps: (control: keyof typeof CONTROL_LABELS) => ({
    'aria-label': i18n._(CONTROL_LABELS[control]),
  }),
  getItemProps: (page: number) => ({ 'aria-label': i18n._(msg`Page ${page}`) }),
};
