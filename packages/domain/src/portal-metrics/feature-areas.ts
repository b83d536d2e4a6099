/**
 * Beyond the spec: the 'Most used pages' card counts page views per feature area, from the
 * first segment of the page's path. Segments that are not a known area (a mistyped address,
 * the not-found page) count as Other, so the table never holds free text from the browser.
 */
export const OTHER_FEATURE_AREA = 'Other';

const AREAS: Record<string, string> = {
  '': 'Dashboard',
  profile: 'Profile',
  serviceRequests: 'IT Requests',
  serviceRequest: 'IT Requests',
  serviceRequestTypes: 'IT Requests',
  'it-desk': 'IT Desk',
  quickLinks: 'Quick Links',
  employees: 'Employee Directory',
  newsEvents: 'News & Events',
  helpDocs: 'Training Library',
  covidProtocols: 'Covid Protocols',
  notifications: 'Notifications',
  contactMessages: 'Contact Messages',
  employeeForecasts: 'Employee Forecasts',
  careers: 'Job Opportunities',
  forms: 'Corporate Forms',
  corporateMetrics: 'Corporate Metrics',
  peopleMetrics: 'People Metrics',
  'my-time-off': 'My Time Away',
  EmployeePortalLogs: 'Portal Metrics',
  'org-charts': 'Enterprise Org Charts',
};

/** Longest path the page-view call takes; a page's real path is far shorter. */
export const MAX_PAGE_PATH_LENGTH = 500;

/** The feature area of a page's path ('/serviceRequests/12' is IT Requests). */
export function featureAreaOf(path: string): string {
  const segment = path.split(/[?#]/, 1)[0]!.replace(/^\/+/, '').split('/', 1)[0]!;
  return Object.hasOwn(AREAS, segment) ? AREAS[segment]! : OTHER_FEATURE_AREA;
}
