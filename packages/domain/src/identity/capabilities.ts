import { z } from 'zod';
import { adminSectionsFor } from '../administration/admin-sections';
import { worksItDesk, type AccessRole } from './roles';

/** What the server knows about a person that decides what they may see. */
export interface CapabilityFacts {
  roles: readonly AccessRole[];
  /**
   * How many people the person's people view holds besides themselves: everyone else for
   * ELT, HR and Admin, otherwise their reporting chain downward (see `people-scope`).
   */
  peopleInViewBesidesSelf: number;
}

export const capabilitiesSchema = z.object({
  portalMetrics: z.boolean(),
  newsEvents: z.boolean(),
  peopleMetrics: z.boolean(),
  projectsTab: z.boolean(),
  seeAllPeople: z.boolean(),
  rankProjects: z.boolean(),
  itDesk: z.boolean(),
  /** Not in the spec: Admins read the messages sent through Contact Portal Team. */
  contactMessages: z.boolean(),
  /** Not in the spec's menu (issue 10): HR and Admins import the HR system's CSV exports. */
  hrImport: z.boolean(),
  /** Not in the spec: the administration area, for those who may use one of its screens. */
  administration: z.boolean(),
});
export type Capabilities = z.infer<typeof capabilitiesSchema>;

const has = (facts: CapabilityFacts, ...roles: AccessRole[]) =>
  roles.some((role) => facts.roles.includes(role));

/**
 * The role rules of spec §6 in one place. The server computes them; the browser only shows
 * or hides menu entries from the result.
 */
export function capabilitiesOf(facts: CapabilityFacts): Capabilities {
  return {
    portalMetrics: has(facts, 'ELT', 'Admin'),
    newsEvents: has(facts, 'ELT', 'Admin'),
    // "users with more than one subordinate entry": the people list holds the person and at
    // least one other — see docs/decisions/0003-people-metrics-menu.md.
    peopleMetrics: facts.peopleInViewBesidesSelf >= 1,
    projectsTab: has(facts, 'ELT'),
    seeAllPeople: has(facts, 'ELT', 'HR', 'Admin'),
    rankProjects: has(facts, 'Admin'),
    itDesk: worksItDesk(facts.roles),
    contactMessages: has(facts, 'Admin'),
    hrImport: has(facts, 'HR', 'Admin'),
    administration: adminSectionsFor(facts.roles).length > 0,
  };
}
