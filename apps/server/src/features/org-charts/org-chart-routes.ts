import {
  orgChartDepartmentParamsSchema,
  orgChartDepartmentsSchema,
  orgChartSearchQuerySchema,
  orgChartSearchResultSchema,
  orgChartTreeSchema,
} from '@portico/domain/org-charts/org-chart-schema';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/problem';
import {
  findOrgChartDepartment,
  listOrgChartDepartments,
  listOrgChartPeople,
  searchOrgCharts,
} from './org-chart-queries';

const TAGS = ['org-charts'];

/**
 * Enterprise Org Charts (spec §2): every signed-in employee sees every department's chart, as
 * the organisation's own map is not a people view limited by spec §6 (decision 028). Only
 * current employees are on a chart, read from the HR record.
 */
export const orgChartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/org-charts/departments',
    {
      schema: {
        tags: TAGS,
        summary: 'The departments with an org chart tab (all but Field and Project Member), by name',
        response: { 200: orgChartDepartmentsSchema, 401: problemSchema },
      },
    },
    async () => ({ items: await listOrgChartDepartments(app.db) }),
  );

  app.get(
    '/org-charts/departments/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'A department’s tree of current employees, rooted at its leader, as a flat list',
        params: orgChartDepartmentParamsSchema,
        response: { 200: orgChartTreeSchema, 400: problemSchema, 401: problemSchema, 404: problemSchema },
      },
    },
    async (request) => {
      const department = await findOrgChartDepartment(app.db, request.params.id);
      if (!department) throw notFound('The department was not found.');
      return { department, people: await listOrgChartPeople(app.db, department.id) };
    },
  );

  app.get(
    '/org-charts/search',
    {
      schema: {
        tags: TAGS,
        summary: 'People on the org charts by name, each with their department and path from its leader',
        querystring: orgChartSearchQuerySchema,
        response: { 200: orgChartSearchResultSchema, 400: problemSchema, 401: problemSchema },
      },
    },
    async (request) => {
      const departments = await listOrgChartDepartments(app.db);
      return searchOrgCharts(app.db, departments, request.query.name);
    },
  );
};
