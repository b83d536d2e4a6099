/** Names for Mantine Pagination's buttons, which otherwise read as bare numbers and arrows. */
const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

export const paginationLabels = {
  getControlProps: (control: keyof typeof CONTROL_LABELS) => ({ 'aria-label': CONTROL_LABELS[control] }),
  getItemProps: (page: number) => ({ 'aria-label': `Page ${page}` }),
};
