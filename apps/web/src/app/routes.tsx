import type { RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import type { Crumb, RouteHandle } from '../lib/route-handle';
import { RouteErrorPage } from './route-error-page';
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

const itRequests: Crumb = { label: 'IT Requests', to: '/serviceRequests' };
const forecasts: Crumb = { label: 'Employee Forecasts', to: '/employeeForecasts' };
const employeeDirectory: Crumb = { label: 'Employee Directory', to: '/employees' };
const newsEvents: Crumb = { label: 'News & Events', to: '/newsEvents' };
const trainingLibrary: Crumb = { label: 'Training Library', to: '/helpDocs' };

/** 'pending' -> 'Pending', 'purchase-request' -> 'Purchase Request'. */
const typeLabel = (type: string | undefined) =>
  (type ?? '').replace(/[-_]+/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

export const signedInPages: RouteObject[] = [
  {
    index: true,
    handle: { title: 'Dashboard', isDashboard: true } satisfies RouteHandle,
    lazy: () =>
      import('../features/dashboard/dashboard-page').then(({ DashboardPage }) => ({
        Component: DashboardPage,
      })),
  },
  {
    path: 'profile',
    handle: handle('Profile'),
    lazy: withLaterStyles(() =>
      import('../features/profile/profile-page').then(({ ProfilePage }) => ({ Component: ProfilePage })),
    ),
  },
  titleOnly('getUserInformation', handle('User Information')),

  {
    path: 'serviceRequests',
    handle: handle('IT Requests'),
    lazy: withLaterStyles(() =>
      import('../features/requests/request-list-page').then(({ RequestListPage }) => ({
        Component: RequestListPage,
      })),
    ),
  },
  {
    path: 'serviceRequests/new',
    handle: handle('New IT Request', [itRequests, { label: 'New' }]),
    lazy: withLaterStyles(() =>
      import('../features/requests/form/new-request-page').then(({ NewRequestPage }) => ({
        Component: NewRequestPage,
      })),
    ),
  },
  {
    path: 'serviceRequests/edit/:id',
    handle: handle('Edit IT Request', [itRequests, { label: 'Edit' }]),
    lazy: withLaterStyles(() =>
      import('../features/requests/form/edit-request-page').then(({ EditRequestPage }) => ({
        Component: EditRequestPage,
      })),
    ),
  },
  {
    path: 'serviceRequests/:id',
    handle: handle('Request Details', [itRequests, { label: 'Details' }]),
    lazy: withLaterStyles(() =>
      import('../features/requests/detail/request-detail-page').then(({ RequestDetailPage }) => ({
        Component: RequestDetailPage,
      })),
    ),
  },
  {
    path: 'serviceRequest/attachments/:id',
    handle: handle('Attachments', [itRequests, { label: 'Attachments' }]),
    lazy: withLaterStyles(() =>
      import('../features/requests/attachments/attachments-page').then(({ AttachmentsPage }) => ({
        Component: AttachmentsPage,
      })),
    ),
  },
  {
    path: 'serviceRequestTypes/:type',
    handle: handle('IT Requests', ({ type }) => [itRequests, { label: typeLabel(type) }]),
    lazy: withLaterStyles(() =>
      import('../features/requests/request-type-list-page').then(({ RequestTypeListPage }) => ({
        Component: RequestTypeListPage,
      })),
    ),
  },

  {
    // Not in the spec's route table: the spec's Quick links table screen (docs/quick-links.md).
    path: 'quickLinks',
    handle: handle('Quick Links'),
    lazy: withLaterStyles(() =>
      import('../features/quick-links/quick-links-page').then(({ QuickLinksPage }) => ({
        Component: QuickLinksPage,
      })),
    ),
  },

  {
    path: 'employees',
    handle: handle('Employee Directory'),
    lazy: withLaterStyles(() =>
      import('../features/directory/directory-page').then(({ DirectoryPage }) => ({
        Component: DirectoryPage,
      })),
    ),
  },
  {
    // Not in the spec's route table: a colleague's profile view, opened from their directory card.
    path: 'employees/:id',
    handle: handle('Employee Profile', [employeeDirectory, { label: 'Profile' }]),
    lazy: withLaterStyles(() =>
      import('../features/directory/employee-profile-page').then(({ EmployeeProfilePage }) => ({
        Component: EmployeeProfilePage,
      })),
    ),
  },
  titleOnly('account', handle('Account')),

  {
    path: 'newsEvents',
    handle: handle('News & Events'),
    lazy: withLaterStyles(() =>
      import('../features/news-events/news-list-page').then(({ NewsListPage }) => ({
        Component: NewsListPage,
      })),
    ),
  },
  {
    path: 'newsEvents/new',
    handle: handle('New News Post', [newsEvents, { label: 'New' }]),
    lazy: withLaterStyles(() =>
      import('../features/news-events/news-editor-page').then(({ NewNewsPage }) => ({
        Component: NewNewsPage,
      })),
    ),
  },
  {
    path: 'newsEvents/edit/:id',
    handle: handle('Edit News Post', [newsEvents, { label: 'Edit' }]),
    lazy: withLaterStyles(() =>
      import('../features/news-events/news-editor-page').then(({ EditNewsPage }) => ({
        Component: EditNewsPage,
      })),
    ),
  },
  {
    path: 'newsEvents/:id',
    handle: handle('News & Events Details', [newsEvents, { label: 'Details' }]),
    lazy: withLaterStyles(() =>
      import('../features/news-events/news-detail-page').then(({ NewsDetailPage }) => ({
        Component: NewsDetailPage,
      })),
    ),
  },
  {
    path: 'helpDocs',
    handle: handle('Training Library'),
    lazy: withLaterStyles(() =>
      import('../features/library/training-library-page').then(({ TrainingLibraryPage }) => ({
        Component: TrainingLibraryPage,
      })),
    ),
  },
  {
    path: 'helpDocs/:id',
    handle: handle('Training Details', [trainingLibrary, { label: 'Details' }]),
    lazy: withLaterStyles(() =>
      import('../features/library/training-detail-page').then(({ TrainingDetailPage }) => ({
        Component: TrainingDetailPage,
      })),
    ),
  },
  {
    path: 'covidProtocols',
    handle: handle('Covid-19 Protocols'),
    lazy: withLaterStyles(() =>
      import('../features/library/covid-protocols-page').then(({ CovidProtocolsPage }) => ({
        Component: CovidProtocolsPage,
      })),
    ),
  },
  {
    path: 'notifications',
    handle: handle('Notifications'),
    lazy: withLaterStyles(() =>
      import('../features/notifications/notifications-page').then(({ NotificationsPage }) => ({
        Component: NotificationsPage,
      })),
    ),
  },
  {
    // Not in the spec's table: where Admins read what was sent through Contact Portal Team.
    path: 'contactMessages',
    handle: handle('Contact Messages'),
    lazy: withLaterStyles(() =>
      import('../features/contact/contact-messages-page').then(({ ContactMessagesPage }) => ({
        Component: ContactMessagesPage,
      })),
    ),
  },
  {
    // Not in the spec's table (issue 10): HR and Admins import the HR system's CSV exports.
    path: 'hr-import',
    handle: handle('HR Import'),
    lazy: withLaterStyles(() =>
      import('../features/hr-import/hr-import-page').then(({ HrImportPage }) => ({
        Component: HrImportPage,
      })),
    ),
  },
  {
    // Not in the spec's table: the IT desk that the old platform left to its own staff screens.
    path: 'it-desk',
    handle: handle('IT Desk'),
    lazy: withLaterStyles(() =>
      import('../features/requests/desk/it-desk-page').then(({ ItDeskPage }) => ({ Component: ItDeskPage })),
    ),
  },

  {
    path: 'employeeForecasts',
    handle: handle('Employee Forecasts'),
    lazy: withLaterStyles(() =>
      import('../features/forecasts/forecast-list-page').then(({ ForecastListPage }) => ({
        Component: ForecastListPage,
      })),
    ),
  },
  {
    path: 'employeeForecasts/new',
    handle: handle('New Employee Forecast', [forecasts, { label: 'New' }]),
    lazy: withLaterStyles(() =>
      import('../features/forecasts/forecast-editor-page').then(({ NewForecastPage }) => ({
        Component: NewForecastPage,
      })),
    ),
  },
  {
    path: 'employeeForecasts/edit/:id',
    handle: handle('Edit Employee Forecast', [forecasts, { label: 'Edit' }]),
    lazy: withLaterStyles(() =>
      import('../features/forecasts/forecast-editor-page').then(({ EditForecastPage }) => ({
        Component: EditForecastPage,
      })),
    ),
  },
  {
    path: 'employeeForecasts/:id',
    handle: handle('Employee Forecast Details', [forecasts, { label: 'Details' }]),
    lazy: withLaterStyles(() =>
      import('../features/forecasts/forecast-detail-page').then(({ ForecastDetailPage }) => ({
        Component: ForecastDetailPage,
      })),
    ),
  },

  {
    path: 'careers',
    handle: handle('Job Opportunities'),
    lazy: withLaterStyles(() =>
      import('../features/careers/careers-page').then(({ CareersPage }) => ({
        Component: CareersPage,
      })),
    ),
  },
  {
    path: 'forms',
    handle: handle('Corporate Forms'),
    lazy: withLaterStyles(() =>
      import('../features/library/corporate-forms-page').then(({ CorporateFormsPage }) => ({
        Component: CorporateFormsPage,
      })),
    ),
  },
  {
    path: 'corporateMetrics',
    handle: handle('Corporate Dashboard'),
    lazy: withLaterStyles(() =>
      import('../features/corporate-metrics/corporate-metrics-page').then(({ CorporateMetricsPage }) => ({
        Component: CorporateMetricsPage,
      })),
    ),
  },
  {
    path: 'peopleMetrics',
    handle: handle('People Metrics'),
    lazy: withLaterStyles(() =>
      import('../features/people-metrics/people-metrics-page').then(({ PeopleMetricsPage }) => ({
        Component: PeopleMetricsPage,
      })),
    ),
  },
  {
    path: 'my-time-off',
    handle: handle('My Time Away', [{ label: 'My Metrics' }]),
    lazy: withLaterStyles(() =>
      import('../features/time-away/my-time-away-page').then(({ MyTimeAwayPage }) => ({
        Component: MyTimeAwayPage,
      })),
    ),
  },
  {
    path: 'EmployeePortalLogs',
    handle: handle('Portal Metrics'),
    lazy: withLaterStyles(() =>
      import('../features/portal-metrics/portal-metrics-page').then(({ PortalMetricsPage }) => ({
        Component: PortalMetricsPage,
      })),
    ),
  },
  {
    path: 'org-charts',
    handle: handle('Enterprise Org Charts'),
    lazy: withLaterStyles(() =>
      import('../features/org-charts/org-charts-page').then(({ OrgChartsPage }) => ({
        Component: OrgChartsPage,
      })),
    ),
  },

  {
    path: '*',
    handle: handle('Page Not Found'),
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
        lazy: () =>
          import('../features/dataloader/dataloader-page').then(({ DataloaderPage }) => ({
            Component: DataloaderPage,
          })),
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
        lazy: () =>
          import('./layout/protected-layout').then(({ ProtectedLayout }) => ({ Component: ProtectedLayout })),
        children: signedInPages,
      },
    ],
  },
];
