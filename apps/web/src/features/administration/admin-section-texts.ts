import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The administration landing's cards in the reader's language, by the section's path. The
 * sections, their order and who may use them are the domain's (administration/admin-sections.ts);
 * the English here is held to its by the test.
 */
export const ADMIN_SECTION_TEXTS: Readonly<
  Record<string, { label: MessageDescriptor; description: MessageDescriptor }>
> = {
  '/admin/access-roles': {
    label: msg`Access Roles`,
    description: msg`Grant and revoke ELT, Admin, HR and IT desk.`,
  },
  '/admin/quick-links': {
    label: msg`Corporate Links`,
    description: msg`The corporate quick links each company sees in the sidebar and on the dashboard.`,
  },
  '/admin/training-docs': {
    label: msg`Training Library`,
    description: msg`Trainings and Covid-19 documents with their videos and files; a new training is announced to everyone.`,
  },
  '/admin/corporate-forms': {
    label: msg`Corporate Forms`,
    description: msg`The HR and Finance forms with their files.`,
  },
  '/admin/careers': {
    label: msg`Job Opportunities`,
    description: msg`The job openings on the dashboard and the Job Opportunities page; new for 7 days after posting.`,
  },
  '/admin/business-units': {
    label: msg`Business Units`,
    description: msg`The departments and their leaders: each org chart starts at its unit’s leader.`,
  },
  '/admin/sites': {
    label: msg`Sites`,
    description: msg`Where people work: each site’s time zone, working week and holidays.`,
  },
  '/admin/wall-of-wow': {
    label: msg`Wall of Wow`,
    description: msg`Each month’s winner, who nominated them, the value and the picture the dashboard shows.`,
  },
  '/admin/substitutes': {
    label: msg`Substitute Approvers`,
    description: msg`Who approves for whom while they are away; each range ends by itself.`,
  },
  '/admin/quotes': {
    label: msg`Quotes`,
    description: msg`The motivational quotes the loading screen shows after signing in.`,
  },
  '/admin/request-categories': {
    label: msg`Request Categories`,
    description: msg`The categories the IT request form offers for each request type.`,
  },
  '/admin/projects': {
    label: msg`Projects`,
    description: msg`Projects with their managers and the people who approve purchases and project briefs.`,
  },
  '/admin/approval-reminders': {
    label: msg`Approval Reminders`,
    description: msg`When waiting approvals remind their approvers and escalate, and the holidays of people with no site.`,
  },
  '/hr-import': {
    label: msg`HR Import`,
    description: msg`Check and apply the HR system’s exports of employees, time away and allocations.`,
  },
  '/admin/audit-log': {
    label: msg`Audit Log`,
    description: msg`Every administration change: who, what, when, before and after.`,
  },
};
