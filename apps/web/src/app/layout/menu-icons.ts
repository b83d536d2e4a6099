import {
  IconAddressBook,
  IconBeach,
  IconBriefcase,
  IconChartBar,
  IconChartPie,
  IconFileText,
  IconFileImport,
  IconHeadset,
  IconMail,
  IconNews,
  IconSchool,
  IconSitemap,
  IconTicket,
  IconTool,
  IconUsersPlus,
  IconVirus,
  type Icon,
} from '@tabler/icons-react';

/** Presentation only: the icon beside each sidebar entry, keyed by the entry's path. */
export const MENU_ICONS: Record<string, Icon> = {
  '/serviceRequests': IconTicket,
  '/it-desk': IconHeadset,
  '/employeeForecasts': IconUsersPlus,
  '/employees': IconAddressBook,
  '/org-charts': IconSitemap,
  '/my-time-off': IconBeach,
  '/EmployeePortalLogs': IconChartBar,
  '/peopleMetrics': IconChartPie,
  '/newsEvents': IconNews,
  '/helpDocs': IconSchool,
  '/covidProtocols': IconVirus,
  '/careers': IconBriefcase,
  '/forms': IconFileText,
  '/contactMessages': IconMail,
  '/hr-import': IconFileImport,
  '/admin': IconTool,
};

/** Other paths that belong to an entry's section, so the entry shows as current there too. */
const RELATED_PATHS: Record<string, string[]> = {
  '/serviceRequests': ['/serviceRequest/', '/serviceRequestTypes/'],
};

export function isMenuEntryActive(entryPath: string, pathname: string): boolean {
  const path = pathname.toLowerCase();
  const entry = entryPath.toLowerCase();
  if (path === entry || path.startsWith(`${entry}/`)) return true;
  return (RELATED_PATHS[entryPath] ?? []).some((prefix) => path.startsWith(prefix.toLowerCase()));
}
