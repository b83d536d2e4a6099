import { upcomingCelebration, type CelebrationDates } from '@portico/domain/people/celebrations';
import {
  directoryDepartmentsSchema,
  directoryPageSchema,
  directoryQuerySchema,
  employeeProfileViewSchema,
} from '@portico/domain/people/directory-dto';
import { problemSchema } from '@portico/domain/shared/problem';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pagedList } from '../../lib/paged-list';
import { notFound } from '../../lib/problem';
import { todayOfViewer } from '../../lib/person-day';
import { listDirectReports } from './employee-about-queries';
import {
  countDirectory,
  listDirectory,
  listDirectoryDepartments,
  type DirectoryPageQuery,
} from './directory-queries';
import { DirectoryPageCache } from './directory-page-cache';
import { findCurrentManager, findProfileViewPerson } from './profile-view-queries';

const TAGS = ['people'];

/** How deep into the celebration order pages are kept: the first five of 8. */
const KEPT_ROWS = 40;

/** A row's two dates become the card's celebration; the dates themselves are not sent. */
function withCelebration<Row extends CelebrationDates>(row: Row, today: string) {
  const { birthdate, hireDate, ...person } = row;
  return { ...person, celebration: upcomingCelebration({ birthdate, hireDate }, today) };
}

/**
 * The Employee Directory (spec §2) and a person's profile view. Open to everyone signed in,
 * over all current employees, as the dashboard's employee list is: a directory is how
 * colleagues find each other (docs/decisions/029-directory-for-everyone.md).
 */
export const directoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const firstPages = new DirectoryPageCache<Awaited<ReturnType<typeof listDirectory>>>(app.changes);
  /** The first pages everyone opens are kept (decision 072); a search or another order is read. */
  const readPage = (query: DirectoryPageQuery, window: { limit: number; offset: number }) => {
    const first = !query.search && query.sort === 'celebration' && query.order === 'asc';
    if (!first || window.offset >= KEPT_ROWS) return listDirectory(app.db, query, window);
    const key = [query.today, query.department ?? '', window.limit, window.offset].join('|');
    return firstPages.page(key, Date.now(), () => listDirectory(app.db, query, window));
  };
  app.get(
    '/employees/directory',
    {
      schema: {
        tags: TAGS,
        summary:
          'Current employees by name, email, title or department, in an HR department, soonest celebration or name first, 8 a page',
        querystring: directoryQuerySchema,
        response: { 200: directoryPageSchema, 400: problemSchema, 401: problemSchema },
      },
    },
    async (request) => {
      // The reader's own day, where their site is: whose birthday is today is theirs to say.
      const today = todayOfViewer(request);
      const query = {
        ...request.query,
        search: request.query.search || undefined,
        department: request.query.department || undefined,
        today,
      };
      // The total comes first: whether a search is common decides how its page is read.
      const total = await countDirectory(app.db, query);
      const page = await pagedList(query, {
        count: async () => total,
        rows: (window) => readPage({ ...query, commonSearch: total.moreThanTotal }, window),
      });
      return { ...page, items: page.items.map((row) => withCelebration(row, today)) };
    },
  );

  app.get(
    '/employees/departments',
    {
      schema: {
        tags: TAGS,
        summary: 'The HR departments with someone current in them (the directory’s department filter)',
        response: { 200: directoryDepartmentsSchema, 401: problemSchema },
      },
    },
    async () => ({ items: await listDirectoryDepartments(app.db) }),
  );

  app.get(
    '/employees/:id/profile',
    {
      schema: {
        tags: TAGS,
        summary:
          'A current employee’s profile view: their card, About Me, site and time zone, manager and direct reports',
        params: z.object({ id: z.uuid({ error: 'Not a valid employee id' }) }),
        response: {
          200: employeeProfileViewSchema,
          400: problemSchema,
          401: problemSchema,
          404: problemSchema,
        },
      },
    },
    async (request) => {
      const person = await findProfileViewPerson(app.db, request.params.id);
      if (!person) throw notFound('The employee was not found.');
      const { employeeNumber, managerEmployeeNumber, ...shown } = person;
      const [manager, directReports] = await Promise.all([
        findCurrentManager(app.db, { employeeNumber, managerEmployeeNumber }),
        listDirectReports(app.db, employeeNumber),
      ]);
      return { ...withCelebration(shown, todayOfViewer(request)), manager, directReports };
    },
  );
};
