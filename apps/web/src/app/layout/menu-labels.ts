import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The sidebar's entries in the reader's language, by path. The domain keeps the menu's order
 * and role rules (`MENU_ENTRIES`, in the spec's English); `sidebar-nav.test.tsx` fails on an
 * entry that has no label here.
 */
export const MENU_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  '/serviceRequests': msg`IT Requests`,
  '/it-desk': msg`IT Desk`,
  '/employeeForecasts': msg`Employee Forecasts`,
  '/employees': msg`Employee Directory`,
  '/org-charts': msg`Enterprise Org Charts`,
  '/my-time-off': msg`My Time Away`,
  '/EmployeePortalLogs': msg`Portal Metrics`,
  '/peopleMetrics': msg`People Metrics`,
  '/newsEvents': msg`News & Events`,
  '/helpDocs': msg`Training Library`,
  '/covidProtocols': msg`Covid Protocols`,
  '/careers': msg`Job Opportunities`,
  '/forms': msg`Corporate Forms`,
  '/contactMessages': msg`Contact Messages`,
  '/hr-import': msg`HR Import`,
  '/admin': msg`Administration`,
};
