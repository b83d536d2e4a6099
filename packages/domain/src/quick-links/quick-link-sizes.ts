/*
 * Page sizes (spec §9): the quick links table shows 12; the dashboard 11 before 'see more'.
 * Apart from the schema so the dashboard can use them without downloading zod.
 */
export const QUICK_LINKS_TABLE_PAGE_SIZE = 12;
export const DASHBOARD_QUICK_LINKS = 11;
