import { describe, expect, it } from 'vitest';
import { capabilitiesOf } from '../identity/capabilities';
import type { AccessRole } from '../identity/roles';
import { MENU_ENTRIES, visibleMenuEntries } from './menu';

const labels = (roles: AccessRole[], reports: number) =>
  visibleMenuEntries(capabilitiesOf({ roles, peopleInViewBesidesSelf: reports })).map((entry) => entry.label);

describe('sidebar menu by role (spec §2 Layout, §6)', () => {
  it('lists the spec’s entries in order', () => {
    expect(MENU_ENTRIES.map((entry) => entry.label)).toEqual([
      'IT Requests',
      'IT Desk',
      'Employee Forecasts',
      'Employee Directory',
      'Enterprise Org Charts',
      'My Time Away',
      'Portal Metrics',
      'People Metrics',
      'News & Events',
      'Training Library',
      'Covid Protocols',
      'Job Opportunities',
      'Corporate Forms',
      'Contact Messages',
      'HR Import',
      'Administration',
    ]);
  });

  it.each([
    [
      'an employee',
      [],
      0,
      {
        'Portal Metrics': false,
        'News & Events': false,
        'People Metrics': false,
        'IT Desk': false,
        'Contact Messages': false,
        'HR Import': false,
        Administration: false,
      },
    ],
    [
      'a manager',
      [],
      3,
      { 'Portal Metrics': false, 'News & Events': false, 'People Metrics': true, 'HR Import': false },
    ],
    [
      'ELT',
      ['ELT'],
      100,
      {
        'Portal Metrics': true,
        'News & Events': true,
        'People Metrics': true,
        'HR Import': false,
        Administration: false,
      },
    ],
    [
      'Admin',
      ['Admin'],
      100,
      {
        'Portal Metrics': true,
        'News & Events': true,
        'IT Desk': true,
        'Contact Messages': true,
        'HR Import': true,
        Administration: true,
      },
    ],
    [
      'HR',
      ['HR'],
      100,
      { 'Portal Metrics': false, 'News & Events': false, 'People Metrics': true, 'HR Import': true },
    ],
  ] as const)('%s', (_name, roles, reports, expected) => {
    const visible = labels([...roles], reports);
    for (const [label, shown] of Object.entries(expected)) expect(visible.includes(label)).toBe(shown);
    expect(visible).toContain('IT Requests');
    expect(visible).toContain('Corporate Forms');
  });
});
