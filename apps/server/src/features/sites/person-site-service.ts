import type { PersonSite, PersonSiteChange } from '@portico/domain/sites/person-site';
import { EMPLOYEE_NOT_FOUND, SITE_NOT_FOUND } from '@portico/domain/sites/site-texts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees, sites } from '../../db/schema';
import { isActiveEmployee } from '../../lib/active-employee-sql';
import { recordAudit } from '../../lib/audit-log';
import { isForeignKeyViolation } from '../../lib/constraint-errors';
import { notFound } from '../../lib/problem';
import type { Viewer } from '../../lib/viewer';
import { lockSite } from './site-queries';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A current employee's row with their site, locked until the transaction ends. */
async function lockPerson(tx: Tx, employeeId: string) {
  const [person] = await tx
    .select({
      id: employees.id,
      name: employees.displayName,
      employeeNumber: employees.employeeNumber,
      siteId: employees.siteId,
    })
    .from(employees)
    .where(and(eq(employees.id, employeeId), isActiveEmployee))
    .for('update');
  return person;
}

async function siteSummary(tx: Tx, siteId: string | null) {
  if (!siteId) return null;
  const [site] = await tx
    .select({ id: sites.id, name: sites.name, timeZone: sites.timeZone })
    .from(sites)
    .where(eq(sites.id, siteId));
  return site ?? null;
}

/**
 * Moves a current employee to another site, or to none (the portal's zone, Monday to Friday and
 * its own holidays). Their next request already has the new site's day: the employees trigger
 * announces the change to every server's identity cache (decision 018). Audited with the site
 * names before and after; choosing the site they have changes nothing and logs nothing.
 */
export async function changePersonSite(
  db: Db,
  actor: Viewer,
  employeeId: string,
  change: PersonSiteChange,
): Promise<PersonSite> {
  try {
    return await db.transaction(async (tx) => {
      const person = await lockPerson(tx, employeeId);
      if (!person) throw notFound(EMPLOYEE_NOT_FOUND);
      // Shared: a delete of the site under way is waited for, and then the site is gone.
      const site = change.siteId ? await lockSite(tx, change.siteId, 'share') : null;
      if (change.siteId && !site) throw notFound(SITE_NOT_FOUND);
      const before = await siteSummary(tx, person.siteId);
      const after = site ? { id: site.id, name: site.name, timeZone: site.timeZone } : null;
      if (person.siteId === change.siteId) return { employeeId, site: after };
      await tx.update(employees).set({ siteId: change.siteId }).where(eq(employees.id, employeeId));
      await recordAudit(tx, actor, {
        action: 'update',
        entityType: 'employee-site',
        entityId: employeeId,
        entityLabel: `${person.name} (${person.employeeNumber})`,
        before: { site: before?.name ?? null },
        after: { site: after?.name ?? null },
      });
      return { employeeId, site: after };
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound(SITE_NOT_FOUND);
    throw error;
  }
}
