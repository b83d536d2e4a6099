import type { Capabilities } from '../identity/capabilities';

export interface MenuEntry {
  label: string;
  path: string;
  /** The capability that shows the entry; none means every signed-in employee sees it. */
  requires?: keyof Capabilities;
}

/** The sidebar's entries in the spec's order (§2 Layout) with the role rules of §6. */
export const MENU_ENTRIES: readonly MenuEntry[] = [
  { label: 'IT Requests', path: '/serviceRequests' },
  { label: 'IT Desk', path: '/it-desk', requires: 'itDesk' },
  { label: 'Employee Forecasts', path: '/employeeForecasts' },
  { label: 'Employee Directory', path: '/employees' },
  { label: 'Enterprise Org Charts', path: '/org-charts' },
  { label: 'My Time Away', path: '/my-time-off' },
  { label: 'Portal Metrics', path: '/EmployeePortalLogs', requires: 'portalMetrics' },
  { label: 'People Metrics', path: '/peopleMetrics', requires: 'peopleMetrics' },
  { label: 'News & Events', path: '/newsEvents', requires: 'newsEvents' },
  { label: 'Training Library', path: '/helpDocs' },
  { label: 'Covid Protocols', path: '/covidProtocols' },
  { label: 'Job Opportunities', path: '/careers' },
  { label: 'Corporate Forms', path: '/forms' },
  /** Not in the spec's menu: where Admins read what Contact Portal Team sent. */
  { label: 'Contact Messages', path: '/contactMessages', requires: 'contactMessages' },
  /** Not in the spec's menu (issue 10): HR and Admins import the HR system's CSV exports. */
  { label: 'HR Import', path: '/hr-import', requires: 'hrImport' },
  /** Not in the spec's menu: the administration area the old platform kept in its back office. */
  { label: 'Administration', path: '/admin', requires: 'administration' },
];

export function visibleMenuEntries(capabilities: Capabilities): MenuEntry[] {
  return MENU_ENTRIES.filter((entry) => !entry.requires || capabilities[entry.requires]);
}
