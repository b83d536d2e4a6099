import { capabilitiesOf } from '@portico/domain/identity/capabilities';
import type { Me } from '@portico/domain/identity/me';
import { ACCESS_ROLES } from '@portico/domain/identity/roles';
import type { Db } from '../../db/client';
import { countPeopleInScopeBesides } from '../../lib/people-scope-queries';
import { findMeRow } from './me-queries';

/**
 * The signed-in employee and what they may see (spec §6). The capabilities come from the
 * shared domain rules; this only gathers the facts: roles, and how many people their people
 * view holds besides themselves. Undefined when the employee no longer exists. Their site's
 * zone, or `portalTimeZone` for someone with none, is where the screens' "today" turns.
 */
export async function getMe(db: Db, employeeId: string, portalTimeZone: string): Promise<Me | undefined> {
  const row = await findMeRow(db, employeeId);
  if (!row) return undefined;
  const roles = ACCESS_ROLES.filter((role) => row.roles.includes(role));
  const peopleInViewBesidesSelf = await countPeopleInScopeBesides(db, {
    employeeId: row.id,
    employeeNumber: row.employeeNumber,
    roles,
  });
  return {
    id: row.id,
    employeeNumber: row.employeeNumber,
    displayName: row.displayName,
    givenName: row.firstName,
    surname: row.lastName,
    jobTitle: row.jobTitle,
    email: row.workEmail ?? '',
    company: row.company,
    site: row.site,
    timeZone: row.siteTimeZone ?? portalTimeZone,
    department: row.department,
    language: row.language ?? null,
    hasPhoto: row.hasPhoto,
    roles,
    capabilities: capabilitiesOf({ roles, peopleInViewBesidesSelf }),
  };
}
