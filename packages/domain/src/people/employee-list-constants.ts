/** Spec §9: the dashboard's employee list shows 5 per page. Free of zod, for the first load. */
export const DASHBOARD_EMPLOYEES_PAGE_SIZE = 5;
