import type { Capabilities } from '@portico/domain/identity/capabilities';
import type { Me } from '@portico/domain/identity/me';

export const noCapabilities: Capabilities = {
  portalMetrics: false,
  newsEvents: false,
  peopleMetrics: false,
  projectsTab: false,
  seeAllPeople: false,
  rankProjects: false,
  itDesk: false,
  contactMessages: false,
  hrImport: false,
  administration: false,
};

export const emery: Me = {
  id: 'emp-emery',
  employeeNumber: '000123',
  displayName: 'Emery Lindqvist',
  givenName: 'Emery',
  surname: 'Lindqvist',
  jobTitle: 'Analyst',
  email: 'emery.lindqvist@example.com',
  company: 'Northwind',
  site: 'Toronto',
  timeZone: 'America/Toronto',
  department: 'Finance',
  language: 'en-CA',
  hasPhoto: false,
  roles: [],
  capabilities: noCapabilities,
};
