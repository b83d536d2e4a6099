import { z } from 'zod';
import { ORG_CHART_SEARCH_MAX_LENGTH } from './org-chart-constants';

/** A department with a tab (spec §2): a business unit other than Field and Project Member. */
export const orgChartDepartmentSchema = z.object({
  id: z.string(),
  name: z.string(),
});
export type OrgChartDepartment = z.infer<typeof orgChartDepartmentSchema>;

export const orgChartDepartmentsSchema = z.object({ items: z.array(orgChartDepartmentSchema) });

/** One card: the person and their manager on this chart (null for the leader at the root). */
export const orgChartPersonSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  title: z.string().nullable(),
});
export type OrgChartPerson = z.infer<typeof orgChartPersonSchema>;

/** A department's tree, flat, managers before their reports and each team by name. */
export const orgChartTreeSchema = z.object({
  department: orgChartDepartmentSchema,
  people: z.array(orgChartPersonSchema),
});
export type OrgChartTree = z.infer<typeof orgChartTreeSchema>;

export const orgChartDepartmentParamsSchema = z.object({
  id: z.uuid({ error: 'Not a valid department id' }),
});

export const orgChartSearchQuerySchema = z.object({
  name: z
    .string({ error: 'Type a name to search for' })
    .trim()
    .min(1, { error: 'Type a name to search for' })
    .max(ORG_CHART_SEARCH_MAX_LENGTH, {
      error: `Must be ${ORG_CHART_SEARCH_MAX_LENGTH} characters or less`,
    }),
});

/** A person found by name: where they sit, and the ids from the leader down to them. */
export const orgChartMatchSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  department: orgChartDepartmentSchema,
  path: z.array(z.string()),
});
export type OrgChartMatch = z.infer<typeof orgChartMatchSchema>;

export const orgChartSearchResultSchema = z.object({
  items: z.array(orgChartMatchSchema),
  /** More people match than the answer holds (ORG_CHART_SEARCH_LIMIT): the name is too vague. */
  more: z.boolean(),
});
export type OrgChartSearchResult = z.infer<typeof orgChartSearchResultSchema>;
