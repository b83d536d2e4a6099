/**
 * Every read endpoint the load benchmark measures. Adding one is one line here: a name, the
 * persona whose real session calls it, the path, and the DESIGN §9 target it answers to.
 *
 * A `{placeholder}` in a path is filled in before the load starts (see `resolve-paths.ts`), so
 * a line can name a record that exists in whichever organisation was seeded.
 */
import type { PersonaKey } from './personas';

export type Target =
  /** p99 under this many milliseconds. */
  | { p99UnderMs: number }
  /** Requests per second at least this share of the bare Fastify hello-world's. */
  | { helloWorldShareAtLeast: number }
  /** No target: the figure is reported. */
  | null;

export interface Endpoint {
  name: string;
  persona: PersonaKey;
  path: string;
  target: Target;
  /**
   * The answer itself grows with the organisation (an export, everyone out today). Every other
   * answer — a page of rows, a badge, a chart of 24 months, a person's own data — must cost
   * about the same at 50,000 employees as at 10,000 (issue 31: at most 1.5×).
   */
  grows?: true;
}

const LIST = { p99UnderMs: 50 };
/** Issue 31: the metrics screens from kept monthly roll-ups, not a fold over history per call. */
const METRICS = { p99UnderMs: 100 };
const line = (name: string, persona: PersonaKey, path: string, target: Target = null): Endpoint => ({
  name,
  persona,
  path,
  target,
});
const growing = (endpoint: Endpoint): Endpoint => ({ ...endpoint, grows: true });

export const ENDPOINTS: readonly Endpoint[] = [
  line('/api/me', 'emery', '/api/me', { helloWorldShareAtLeast: 0.5 }),
  line('Public configuration', 'emery', '/api/public-config'),
  line('Profile', 'emery', '/api/profile'),
  line('Quote of the day', 'emery', '/api/quotes/random'),
  line('Corporate quick links', 'emery', '/api/quick-links/corporate'),
  line('Requests: mine', 'emery', '/api/requests?view=mine', LIST),
  line('Requests: mine, search', 'emery', '/api/requests?view=mine&search=laptop', LIST),
  line('Requests: approvals', 'drew', '/api/requests?view=approvals', LIST),
  line('Requests: approvals, search', 'drew', '/api/requests?view=approvals&search=laptop', LIST),
  // Blair stands in for Drew in the large data: his waiting steps are hers too (issue 13).
  line('Requests: approvals, a substitute', 'blair', '/api/requests?view=approvals', LIST),
  line('Requests: projects', 'blair', '/api/requests?view=projects', LIST),
  line('Requests: projects, search', 'blair', '/api/requests?view=projects&search=dashboard', LIST),
  line('Requests: ranking', 'emery', '/api/requests?view=ranking', LIST),
  line('Requests: ranking, search', 'emery', '/api/requests?view=ranking&search=booking', LIST),
  line('Requests: desk', 'alex', '/api/requests?view=desk', LIST),
  line('Requests: desk, search', 'alex', '/api/requests?view=desk&search=printer', LIST),
  line('Request detail', 'alex', '/api/requests/{deskRequestId}', LIST),
  line('Request approval history', 'alex', '/api/requests/{deskRequestId}/approvals', LIST),
  line('Request timeline', 'alex', '/api/requests/{deskRequestId}/timeline', LIST),
  line('Request attachments', 'alex', '/api/requests/{attachedRequestId}/attachments', LIST),
  line('Attachment download', 'alex', '/api/requests/{attachmentPath}'),
  line('Requests summary', 'drew', '/api/requests/summary'),
  line('Notifications', 'alex', '/api/notifications'),
  line('Notification bell', 'alex', '/api/notifications?limit=7'),
  line('People picker', 'emery', '/api/people', LIST),
  line('People picker, search', 'emery', '/api/people?search=mor', LIST),
  line('Directory', 'emery', '/api/employees/directory', LIST),
  // Past the five kept pages (decision 072): what a first page costs when it is read afresh.
  line('Directory, sixth page (read, not kept)', 'emery', '/api/employees/directory?page=6', LIST),
  line('Directory, search', 'emery', '/api/employees/directory?search=oper', LIST),
  line(
    'Directory, department by name',
    'emery',
    '/api/employees/directory?department=Operations&sort=name',
    LIST,
  ),
  line('Directory departments', 'emery', '/api/employees/departments', LIST),
  line('Profile view', 'emery', '/api/employees/{managerId}/profile', LIST),
  line('Projects picker', 'emery', '/api/projects', LIST),
  line('Projects search', 'emery', '/api/projects?search=PRJ', LIST),
  line('Project card', 'emery', '/api/projects/{projectId}'),
  line('IT desk staff picker', 'alex', '/api/it-desk/staff', LIST),
  line('IT desk staff picker, search', 'alex', '/api/it-desk/staff?search=mor', LIST),
  line('Request categories', 'emery', '/api/request-categories'),
  line('Headcount: 24 months, everyone', 'casey', '/api/people-metrics/headcount', METRICS),
  line(
    'Headcount: 24 months, two departments',
    'casey',
    '/api/people-metrics/headcount?department=Operations&department=Field',
    METRICS,
  ),
  line('Headcount: 24 months, a manager’s chain', 'drew', '/api/people-metrics/headcount', METRICS),
  growing(line('Headcount: last month’s moves', 'casey', '/api/people-metrics/headcount/{lastMonth}')),
  line('My Time Away', 'emery', '/api/time-away/mine', LIST),
  line("Who's out: a team", 'drew', '/api/time-away/out'),
  growing(line("Who's out: everyone", 'blair', '/api/time-away/out')),
  line('People Metrics time away', 'blair', '/api/people-metrics/time-away', METRICS),
  line(
    'People Metrics time away, by share used',
    'blair',
    '/api/people-metrics/time-away?sort=usedPercentage',
    METRICS,
  ),
  growing(line('CSV export: time away', 'blair', '/api/people-metrics/time-away/export.csv')),
  line('Portal Metrics: This Year', 'blair', '/api/portal-metrics?time=THIS_YEAR', METRICS),
  line('Portal Metrics: All', 'blair', '/api/portal-metrics?time=ALL', METRICS),
  line('Portal Metrics: visitors, This Year', 'blair', '/api/portal-metrics/visitors?time=THIS_YEAR', LIST),
  // About a ninth of the desk is Assigned: some 11,000 rows at 10,000 employees.
  growing(line('CSV export: desk, Assigned', 'alex', '/api/requests/export.csv?view=desk&status=Assigned')),
  growing(line('CSV export: whole desk', 'alex', '/api/requests/export.csv?view=desk')),
  // The administration's lists, paged on the server like every other list.
  line('Admin: audit log', 'alex', '/api/admin/audit-log', LIST),
  line('Admin: access roles', 'alex', '/api/admin/access-roles', LIST),
  line('Admin: job openings', 'alex', '/api/admin/job-openings', LIST),
  line('Admin: Wall of Wow', 'alex', '/api/admin/wall-of-wow', LIST),
  line('Admin: quotes', 'alex', '/api/admin/quotes', LIST),
  line('Admin: request categories', 'alex', '/api/admin/request-categories', LIST),
  line('Admin: projects', 'alex', '/api/admin/projects', LIST),
  line('Admin: business units', 'alex', '/api/admin/business-units', LIST),
  line('Admin: sites', 'alex', '/api/admin/sites', LIST),
  line('Sites to choose from', 'casey', '/api/sites', LIST),
  line('Admin: substitute approvers', 'alex', '/api/admin/substitutes', LIST),
  line('Admin: approval reminders', 'alex', '/api/admin/approval-reminders', LIST),
];

/**
 * What the larger organisation loads: everything but the CSV exports, whose answer is every
 * row by design (streamed in constant memory, as the large run shows) and which at 500,000
 * requests would take most of the run.
 */
export const SCALE_ENDPOINTS = ENDPOINTS.filter((endpoint) => !endpoint.path.includes('/export.csv'));
