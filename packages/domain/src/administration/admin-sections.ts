import type { AccessRole } from '../identity/roles';

/** One screen of the administration area (`/admin/...`) and the roles that may use it. */
export interface AdminSection {
  label: string;
  path: string;
  description: string;
  roles: readonly AccessRole[];
}

/**
 * The administration area's screens, in the landing page's order. Admins manage the portal's
 * content and roles; HR's people-data screens join this list as they are built, and the menu
 * entry then shows for HR too (docs/administration.md).
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    label: 'Access Roles',
    path: '/admin/access-roles',
    description: 'Grant and revoke ELT, Admin, HR and IT desk.',
    roles: ['Admin'],
  },
  {
    label: 'Corporate Links',
    path: '/admin/quick-links',
    description: 'The corporate quick links each company sees in the sidebar and on the dashboard.',
    roles: ['Admin'],
  },
  {
    label: 'Training Library',
    path: '/admin/training-docs',
    description:
      'Trainings and Covid-19 documents with their videos and files; a new training is announced to everyone.',
    roles: ['Admin'],
  },
  {
    label: 'Corporate Forms',
    path: '/admin/corporate-forms',
    description: 'The HR and Finance forms with their files.',
    roles: ['Admin'],
  },
  {
    label: 'Job Opportunities',
    path: '/admin/careers',
    description:
      'The job openings on the dashboard and the Job Opportunities page; new for 7 days after posting.',
    roles: ['Admin'],
  },
  {
    label: 'Business Units',
    path: '/admin/business-units',
    description: 'The departments and their leaders: each org chart starts at its unit’s leader.',
    roles: ['Admin', 'HR'],
  },
  {
    label: 'Sites',
    path: '/admin/sites',
    description: 'Where people work: each site’s time zone, working week and holidays.',
    roles: ['Admin'],
  },
  {
    label: 'Wall of Wow',
    path: '/admin/wall-of-wow',
    description: 'Each month’s winner, who nominated them, the value and the picture the dashboard shows.',
    roles: ['Admin'],
  },
  {
    label: 'Substitute Approvers',
    path: '/admin/substitutes',
    description: 'Who approves for whom while they are away; each range ends by itself.',
    roles: ['Admin'],
  },
  {
    label: 'Quotes',
    path: '/admin/quotes',
    description: 'The motivational quotes the loading screen shows after signing in.',
    roles: ['Admin'],
  },
  {
    label: 'Request Categories',
    path: '/admin/request-categories',
    description: 'The categories the IT request form offers for each request type.',
    roles: ['Admin'],
  },
  {
    label: 'Projects',
    path: '/admin/projects',
    description: 'Projects with their managers and the people who approve purchases and project briefs.',
    roles: ['Admin'],
  },
  {
    label: 'Approval Reminders',
    path: '/admin/approval-reminders',
    description:
      'When waiting approvals remind their approvers and escalate, and the holidays of people with no site.',
    roles: ['Admin'],
  },
  {
    label: 'HR Import',
    path: '/hr-import',
    description: 'Check and apply the HR system’s exports of employees, time away and allocations.',
    roles: ['HR', 'Admin'],
  },
  {
    label: 'Audit Log',
    path: '/admin/audit-log',
    description: 'Every administration change: who, what, when, before and after.',
    roles: ['Admin'],
  },
];

/** The sections a person with these roles may use, in order. */
export const adminSectionsFor = (roles: readonly AccessRole[]) =>
  ADMIN_SECTIONS.filter((section) => section.roles.some((role) => roles.includes(role)));
