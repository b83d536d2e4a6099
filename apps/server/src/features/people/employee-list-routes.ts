import {
  employeeAboutSchema,
  employeeListPageSchema,
  employeeListQuerySchema,
} from '@portico/domain/people/employee-list';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagedList } from '../../lib/paged-list';
import { countPeople, searchPeople } from '../../lib/people-search';
import { notFound } from '../../lib/problem';
import { findCurrentEmployee, listDirectReports } from './employee-about-queries';

const TAGS = ['people'];

/**
 * The dashboard's employee search list and its 'more about me' modal. Every signed-in
 * colleague may find anyone current by name or email and see their About Me and direct
 * reports, as the dashboard shows them to everyone.
 */
export const employeeListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/employees',
    {
      schema: {
        tags: TAGS,
        summary: 'Current employees by name or email, a page at a time (5 by default)',
        querystring: employeeListQuerySchema,
        response: { 200: employeeListPageSchema, 400: problemSchema, 401: problemSchema },
      },
    },
    async (request) => {
      const { search, page, pageSize } = request.query;
      const text = search || undefined;
      return pagedList(
        { page, pageSize },
        { count: () => countPeople(app.db, text), rows: (window) => searchPeople(app.db, text, window) },
      );
    },
  );

  app.get(
    '/employees/:id/about',
    {
      schema: {
        tags: TAGS,
        summary: 'A current employee’s About Me and their direct reports (from the HR record)',
        params: z.object({ id: z.uuid({ error: 'Not a valid employee id' }) }),
        response: { 200: employeeAboutSchema, 400: problemSchema, 401: problemSchema, 404: problemSchema },
      },
    },
    async (request) => {
      const employee = await findCurrentEmployee(app.db, request.params.id);
      if (!employee) throw notFound('The employee was not found.');
      const { employeeNumber, ...about } = employee;
      return { ...about, directReports: await listDirectReports(app.db, employeeNumber) };
    },
  );
};
