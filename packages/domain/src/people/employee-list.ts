import { z } from 'zod';
import { listQuerySchema, pagedListSchema } from '../shared/list-query';

import { DASHBOARD_EMPLOYEES_PAGE_SIZE } from './employee-list-constants';

export const employeeListQuerySchema = listQuerySchema(['name'], {
  sort: 'name',
  order: 'asc',
  pageSize: DASHBOARD_EMPLOYEES_PAGE_SIZE,
});

export const employeeListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  department: z.string().nullable(),
  email: z.string().nullable(),
  hasPhoto: z.boolean(),
});
export type EmployeeListItem = z.infer<typeof employeeListItemSchema>;

export const employeeListPageSchema = pagedListSchema(employeeListItemSchema);
export type EmployeeListPage = z.infer<typeof employeeListPageSchema>;

/** The 'more about me' modal: what the person says about themselves and who reports to them. */
export const employeeAboutSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  aboutMe: z.string().nullable(),
  directReports: z.array(
    z.object({ id: z.string(), name: z.string(), title: z.string().nullable(), hasPhoto: z.boolean() }),
  ),
});
export type EmployeeAbout = z.infer<typeof employeeAboutSchema>;
