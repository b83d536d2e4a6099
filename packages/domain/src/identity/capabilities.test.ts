import { describe, expect, it } from 'vitest';
import { capabilitiesOf, type Capabilities } from './capabilities';
import type { AccessRole } from './roles';

type Row = [string, AccessRole[], number, Partial<Capabilities>];

describe('capabilitiesOf: the role table of spec §6', () => {
  const rows: Row[] = [
    [
      'employee without reports',
      [],
      0,
      {
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
      },
    ],
    ['manager with one report', [], 1, { peopleMetrics: true, portalMetrics: false, seeAllPeople: false }],
    ['manager with many reports', [], 4, { peopleMetrics: true, newsEvents: false }],
    [
      'ELT',
      ['ELT'],
      399,
      {
        portalMetrics: true,
        newsEvents: true,
        projectsTab: true,
        seeAllPeople: true,
        rankProjects: false,
        itDesk: false,
        contactMessages: false,
        hrImport: false,
        administration: false,
        peopleMetrics: true,
      },
    ],
    [
      'Admin',
      ['Admin'],
      399,
      {
        portalMetrics: true,
        newsEvents: true,
        projectsTab: false,
        seeAllPeople: true,
        rankProjects: true,
        itDesk: true,
        contactMessages: true,
        hrImport: true,
        administration: true,
      },
    ],
    [
      'HR',
      ['HR'],
      399,
      {
        portalMetrics: false,
        newsEvents: false,
        projectsTab: false,
        seeAllPeople: true,
        rankProjects: false,
        peopleMetrics: true,
        hrImport: true,
        administration: true,
      },
    ],
    ['HR alone in an empty organisation', ['HR'], 0, { seeAllPeople: true, peopleMetrics: false }],
    ['ELT and Admin', ['ELT', 'Admin'], 10, { projectsTab: true, rankProjects: true, itDesk: true }],
  ];

  it.each(rows)('%s', (_name, roles, peopleInViewBesidesSelf, expected) => {
    expect(capabilitiesOf({ roles, peopleInViewBesidesSelf })).toMatchObject(expected);
  });
});
