import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import type { MessageDescriptor } from '@lingui/core';
import type { RequestTypeSlug } from '@portico/domain/requests/request-constants';
import type { Crumb, Label, RouteHandle } from '../lib/route-handle';
import { RouteErrorPage } from './route-error-page';
import { withCatalogues } from '../lib/i18n';
import { handle, SIGNED_IN_ROUTE_ID, withLaterStyles } from './route-helpers';

/*
 * The spec's route table (§2). Each screen's code is its own chunk, loaded with its route, so
 * /login and / download only what they show. Titles and breadcrumbs live here, with the route.
 */

const titleOnlyPage = withLaterStyles(() =>
  import('../components/title-only-page').then(({ TitleOnlyPage }) => ({ Component: TitleOnlyPage })),
);

/** A screen that later issues build; it shows its title and breadcrumb for now. */
const titleOnly = (path: string, routeHandle: RouteHandle): RouteObject => ({
  path,
  handle: routeHandle,
  lazy: titleOnlyPage,
});

const itRequests: Crumb = { label: msg`IT Requests`, to: '/serviceRequests' };
const forecasts: Crumb = { label: msg`Employee Forecasts`, to: '/employeeForecasts' };
const employeeDirectory: Crumb = { label: msg`Employee Directory`, to: '/employees' };
const newsEvents: Crumb = { label: msg`News & Events`, to: '/newsEvents' };
const trainingLibrary: Crumb = { label: msg`Training Library`, to: '/helpDocs' };

/** The second step of a `/serviceRequestTypes/{type}` trail; an unknown type reads as written. */
const REQUEST_TYPE_CRUMBS: Record<RequestTypeSlug, MessageDescriptor> = {
  pending: msg`Pending`,
  support: msg`Support`,
  purchase: msg`Purchase`,
  quote: msg`Quote`,
  'project-brief': msg`Project Brief`,
};
const requestTypeCrumb = (type = ''): Label =>
  Object.hasOwn(REQUEST_TYPE_CRUMBS, type) ? REQUEST_TYPE_CRUMBS[type as RequestTypeSlug] : type;

export const signedInPages: RouteObject[] = [
  {
    index: true,
    handle: { title: msg`Dashboard`, isDashboard: true } satisfies RouteHandle,
    lazy: withCatalogues(() =>
      import('../features/dashboard/dashboard-page').then(({ DashboardPage }) => ({
        Component: DashboardPage,
      })),
    ),
  },
  {
    path: 'profile',
    handle: handle(msg`Profile`),
    lazy: withLaterStyles(() =>
      import('../features/profile/profile-page').then(({ ProfilePage }) => ({ Component: ProfilePage })),
    ),
  },
  titleOnly('getUserInformation', handle(msg`User Information`)),

  {
    path: 'serviceRequests',
    handle: handle(msg`IT Requests`),
    lazy: withLaterStyles(() =>
      import('../features/requests/request-list-page').then(({ RequestListPage }) => ({
        Component: RequestListPage,
      })),
    ),
  },
  {
    path: 'serviceRequests/new',
    handle: handle(msg`New IT Request`, [itRequests, { label: msg`New` }]),
    lazy: withLaterStyles(() =>
      import('../features/requests/form/new-request-page').then(({ NewRequestPage }) => ({
        Component: NewRequestPage,
      })),
    ),
  },
  {
    path: 'serviceRequests/edit/:id',
    handle: handle(msg`Edit IT Request`, [itRequests, { label: msg`Edit` }]),
    lazy: withLaterStyles(() =>
      import('../features/requests/form/edit-request-page').then(({ EditRequestPage }) => ({
        Component: EditRequestPage,
      })),
    ),
  },
  {
    path: 'serviceRequests/:id',
    handle: handle(msg`Request Details`, [itRequests, { label: msg`Details` }]),
    lazy: withLaterStyles(() =>
      import('../features/requests/detail/request-detail-page').then(({ RequestDetailPage }) => ({
        Component: RequestDetailPage,
      })),
    ),
  },
  {
    path: 'serviceRequest/attachments/:id',
    handle: handle(msg`Attachments`, [itRequests, { label: msg`Attachments` }]),
    lazy: withLaterStyles(() =>
      import('../features/requests/attachments/attachments-page').then(({ AttachmentsPage }) => ({
        Component: AttachmentsPage,
      })),
    ),
  },
  {
    path: 'serviceRequestTypes/:type',
    handle: handle(msg`IT Requests`, ({ type }) => [itRequests, { label: requestTypeCrumb(type) }]),
    lazy: withLaterStyles(() =>
      import('../features/requests/request-type-list-page').then(({ RequestTypeListPage }) => ({
        Component: RequestTypeListPage,
      })),
    ),
  },

  {
    // Not in the spec's route table: the spec's Quick links table screen (docs/quick-links.md).
    path: 'quickLinks',
    handle: handle(msg`Quick Links`),
    lazy: withLaterStyles(() =>
      import('../features/quick-links/quick-links-page').then(({ QuickLinksPage }) => ({
        Component: QuickLinksPage,
      })),
    ),
  },

  {
    path: 'employees',
    handle: handle(msg`Employee Directory`),
    lazy: withLaterStyles(() =>
      import('../features/directory/directory-page').then(({ DirectoryPage }) => ({
        Component: DirectoryPage,
      })),
    ),
  },
  {
    // Not in the spec's route table: a colleague's profile view, opened from their directory card.
    path: 'employees/:id',
    handle: handle(msg`Employee Profile`, [employeeDirectory, { label: msg`Profile` }]),
    lazy: withLaterStyles(() =>
      import('../features/directory/employee-profile-page').then(({ EmployeeProfilePage }) => ({
        Component: EmployeeProfilePage,
      })),
    ),
  },
  titleOnly('account', handle(msg`Account`)),

  {
    path: 'newsEvents',
    handle: handle(msg`News & Events`),
    lazy: withLaterStyles(() =>
      import('../features/news-events/news-list-page').then(({ NewsListPage }) => ({
        Component: NewsListPage,
      })),
    ),
  },
  {
    path: 'newsEvents/new',
    handle: handle(msg`New News Post`, [newsEvents, { label: msg`New` }]),
    lazy: withLaterStyles(() =>
      import('../features/news-events/news-editor-page').then(({ NewNewsPage }) => ({
        Component: NewNewsPage,
      })),
    ),
  },
  {
    path: 'newsEvents/edit/:id',
    handle: handle(msg`Edit News Post`, [newsEvents, { label: msg`Edit` }]),
    lazy: withLaterStyles(() =>
      import('../features/news-events/news-editor-page').then(({ EditNewsPage }) => ({
        Component: EditNewsPage,
      })),
    ),
  },
  {
    path: 'newsEvents/:id',
    handle: handle(msg`News & Events Details`, [newsEvents, { label: msg`Details` }]),
    lazy: withLaterStyles(() =>
      import('../features/news-events/news-detail-page').then(({ NewsDetailPage }) => ({
        Component: NewsDetailPage,
      })),
    ),
  },
  {
    path: 'helpDocs',
    handle: handle(msg`Training Library`),
    lazy: withLaterStyles(() =>
      import('../features/library/training-library-page').then(({ TrainingLibraryPage }) => ({
        Component: TrainingLibraryPage,
      })),
    ),
  },
  {
    path: 'helpDocs/:id',
    handle: handle(msg`Training Details`, [trainingLibrary, { label: msg`Details` }]),
    lazy: withLaterStyles(() =>
      import('../features/library/training-detail-page').then(({ TrainingDetailPage }) => ({
        Component: TrainingDetailPage,
      })),
    ),
  },
  {
    path: 'covidProtocols',
    handle: handle(msg`Covid-19 Protocols`),
    lazy: withLaterStyles(() =>
      import('../features/library/covid-protocols-page').then(({ CovidProtocolsPage }) => ({
        Component: CovidProtocolsPage,
      })),
    ),
  },
  {
    path: 'notifications',
    handle: handle(msg`Notifications`),
    lazy: withLaterStyles(() =>
      import('../features/notifications/notifications-page').then(({ NotificationsPage }) => ({
        Component: NotificationsPage,
      })),
    ),
  },
  {
    // Not in the spec's table: where Admins read what was sent through Contact Portal Team.
    path: 'contactMessages',
    handle: handle(msg`Contact Messages`),
    lazy: withLaterStyles(() =>
      import('../features/contact/contact-messages-page').then(({ ContactMessagesPage }) => ({
        Component: ContactMessagesPage,
      })),
    ),
  },
  {
    // Not in the spec's table (issue 10): HR and Admins import the HR system's CSV exports.
    path: 'hr-import',
    handle: handle(msg`HR Import`),
    lazy: withLaterStyles(() =>
      import('../features/hr-import/hr-import-page').then(({ HrImportPage }) => ({
        Component: HrImportPage,
      })),
    ),
  },
  {
    // Not in the spec's table: the IT desk that the old platform left to its own staff screens.
    path: 'it-desk',
    handle: handle(msg`IT Desk`),
    lazy: withLaterStyles(() =>
      import('../features/requests/desk/it-desk-page').then(({ ItDeskPage }) => ({ Component: ItDeskPage })),
    ),
  },

  {
    path: 'employeeForecasts',
    handle: handle(msg`Employee Forecasts`),
    lazy: withLaterStyles(() =>
      import('../features/forecasts/forecast-list-page').then(({ ForecastListPage }) => ({
        Component: ForecastListPage,
      })),
    ),
  },
  {
    path: 'employeeForecasts/new',
    handle: handle(msg`New Employee Forecast`, [forecasts, { label: msg`New` }]),
    lazy: withLaterStyles(() =>
      import('../features/forecasts/forecast-editor-page').then(({ NewForecastPage }) => ({
        Component: NewForecastPage,
      })),
    ),
  },
  {
    path: 'employeeForecasts/edit/:id',
    handle: handle(msg`Edit Employee Forecast`, [forecasts, { label: msg`Edit` }]),
    lazy: withLaterStyles(() =>
      import('../features/forecasts/forecast-editor-page').then(({ EditForecastPage }) => ({
        Component: EditForecastPage,
      })),
    ),
  },
  {
    path: 'employeeForecasts/:id',
    handle: handle(msg`Employee Forecast Details`, [forecasts, { label: msg`Details` }]),
    lazy: withLaterStyles(() =>
      import('../features/forecasts/forecast-detail-page').then(({ ForecastDetailPage }) => ({
        Component: ForecastDetailPage,
      })),
    ),
  },

  {
    path: 'careers',
    handle: handle(msg`Job Opportunities`),
    lazy: withLaterStyles(() =>
      import('../features/careers/careers-page').then(({ CareersPage }) => ({
        Component: CareersPage,
      })),
    ),
  },
  {
    path: 'forms',
    handle: handle(msg`Corporate Forms`),
    lazy: withLaterStyles(() =>
      import('../features/library/corporate-forms-page').then(({ CorporateFormsPage }) => ({
        Component: CorporateFormsPage,
      })),
    ),
  },
  {
    path: 'corporateMetrics',
    handle: handle(msg`Corporate Dashboard`),
    lazy: withLaterStyles(() =>
      import('../features/corporate-metrics/corporate-metrics-page').then(({ CorporateMetricsPage }) => ({
        Component: CorporateMetricsPage,
      })),
    ),
  },
  {
    path: 'peopleMetrics',
    handle: handle(msg`People Metrics`),
    lazy: withLaterStyles(() =>
      import('../features/people-metrics/people-metrics-page').then(({ PeopleMetricsPage }) => ({
        Component: PeopleMetricsPage,
      })),
    ),
  },
  {
    path: 'my-time-off',
    handle: handle(msg`My Time Away`, [{ label: msg`My Metrics` }]),
    lazy: withLaterStyles(() =>
      import('../features/time-away/my-time-away-page').then(({ MyTimeAwayPage }) => ({
        Component: MyTimeAwayPage,
      })),
    ),
  },
  {
    path: 'EmployeePortalLogs',
    handle: handle(msg`Portal Metrics`),
    lazy: withLaterStyles(() =>
      import('../features/portal-metrics/portal-metrics-page').then(({ PortalMetricsPage }) => ({
        Component: PortalMetricsPage,
      })),
    ),
  },
  {
    path: 'org-charts',
    handle: handle(msg`Enterprise Org Charts`),
    lazy: withLaterStyles(() =>
      import('../features/org-charts/org-charts-page').then(({ OrgChartsPage }) => ({
        Component: OrgChartsPage,
      })),
    ),
  },

  {
    path: '*',
    handle: handle(msg`Page Not Found`),
    lazy: withLaterStyles(() =>
      import('../features/not-found/not-found-page').then(({ NotFoundPage }) => ({
        Component: NotFoundPage,
      })),
    ),
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: FullPageLoader,
    children: [
      {
        path: 'login',
        lazy: () => import('../features/auth/login-page').then(({ LoginPage }) => ({ Component: LoginPage })),
      },
      {
        path: 'dataloader',
        lazy: withCatalogues(() =>
          import('../features/dataloader/dataloader-page').then(({ DataloaderPage }) => ({
            Component: DataloaderPage,
          })),
        ),
      },
      {
        path: 'unknown-user',
        lazy: () =>
          import('../features/auth/unknown-user-page').then(({ UnknownUserPage }) => ({
            Component: UnknownUserPage,
          })),
      },
      {
        // Every other screen needs a signed-in employee and sits in the portal's layout.
        id: SIGNED_IN_ROUTE_ID,
        lazy: withCatalogues(() =>
          import('./layout/protected-layout').then(({ ProtectedLayout }) => ({ Component: ProtectedLayout })),
        ),
        children: signedInPages,
      },
    ],
  },
];
