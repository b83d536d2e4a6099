import { addDays, type IsoDay } from '@portico/domain/calendar/site-calendar';
import { demoId } from '../reference-data/demo-ids';

export interface DemoQuickLinkRow {
  id: string;
  label: string;
  url: string;
  /** A Tabler icon name; the web app's icon picker offers these. */
  icon: string;
  iconColor: string;
  employeeId: string | null;
  corporate: boolean;
  /** A corporate link for one company's employees; null for every company. */
  companyId: string | null;
  createdAt: Date;
}

type LinkFacts = Pick<DemoQuickLinkRow, 'label' | 'url' | 'icon' | 'iconColor'>;

/** Everyone's Corporate Links: the group's shared tools. */
export const CORPORATE_LINKS: readonly LinkFacts[] = [
  { label: 'Company Website', url: 'https://www.example.com', icon: 'IconWorld', iconColor: '#1c7ed6' },
  { label: 'Webmail', url: 'https://mail.example.com', icon: 'IconMail', iconColor: '#1971c2' },
  {
    label: 'Payroll & Pay Stubs',
    url: 'https://payroll.example.com',
    icon: 'IconCash',
    iconColor: '#2f9e44',
  },
  {
    label: 'Benefits',
    url: 'https://benefits.example.org',
    icon: 'IconHeartHandshake',
    iconColor: '#e03131',
  },
  { label: 'Expense Claims', url: 'https://expenses.example.com', icon: 'IconReceipt', iconColor: '#7048e8' },
  { label: 'Learning Centre', url: 'https://learning.example.org', icon: 'IconSchool', iconColor: '#f08c00' },
  {
    label: 'Health & Safety',
    url: 'https://safety.example.org',
    icon: 'IconShieldCheck',
    iconColor: '#e8590c',
  },
];

/** One company's own corporate link: Harbourline Construction's people see it, Emery does not. */
export const COMPANY_LINK: LinkFacts & { companyCode: string } = {
  label: 'Site Safety Bulletins',
  url: 'https://construction.example.com/safety',
  icon: 'IconFirstAidKit',
  iconColor: '#e8590c',
  companyCode: 'HLC',
};

/** Emery's own links, so the dashboard grid shows personal links next to corporate ones. */
export const EMERY_LINKS: readonly LinkFacts[] = [
  { label: 'Shipment Tracker', url: 'https://tracking.example.com', icon: 'IconTruck', iconColor: '#0c8599' },
  {
    label: 'Team Calendar',
    url: 'https://calendar.example.com/operations',
    icon: 'IconCalendar',
    iconColor: '#1c7ed6',
  },
  {
    label: 'Supplier Directory',
    url: 'https://suppliers.example.org',
    icon: 'IconAddressBook',
    iconColor: '#5f3dc4',
  },
  { label: 'Route Planner', url: 'https://maps.example.org/routes', icon: 'IconMap', iconColor: '#37b24d' },
];

/** Created on successive days in the past, so "newest first" lists have a stable order. */
export function buildDemoQuickLinks(
  emeryEmployeeId: string,
  today: IsoDay,
  companyIdOf: (code: string) => string,
): DemoQuickLinkRow[] {
  const middayOf = (offset: number) => new Date(`${addDays(today, offset)}T12:00:00Z`);
  const corporate = CORPORATE_LINKS.map((link, index): DemoQuickLinkRow => ({
    ...link,
    id: demoId(`quick-link:corporate:${index + 1}`),
    employeeId: null,
    corporate: true,
    companyId: null,
    createdAt: middayOf(-400 + index),
  }));
  const { companyCode, ...companyLink } = COMPANY_LINK;
  const forOneCompany: DemoQuickLinkRow = {
    ...companyLink,
    id: demoId('quick-link:company:1'),
    employeeId: null,
    corporate: true,
    companyId: companyIdOf(companyCode),
    createdAt: middayOf(-200),
  };
  const personal = EMERY_LINKS.map((link, index) => ({
    ...link,
    id: demoId(`quick-link:emery:${index + 1}`),
    employeeId: emeryEmployeeId,
    corporate: false,
    companyId: null,
    createdAt: middayOf(-90 + index * 7),
  }));
  return [...corporate, forOneCompany, ...personal];
}
