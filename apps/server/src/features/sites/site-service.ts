import type { SiteRow, SiteValues } from '@portico/domain/sites/site-admin';
import {
  duplicateSiteMessage,
  SITE_JUST_GIVEN,
  SITE_NOT_FOUND,
  siteDeleteRefusal,
} from '@portico/domain/sites/site-texts';
import { and, eq, not } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees, sites } from '../../db/schema';
import { recordAudit } from '../../lib/audit-log';
import { isActiveEmployee } from '../../lib/active-employee-sql';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/constraint-errors';
import { HttpProblem, notFound } from '../../lib/problem';
import type { Viewer } from '../../lib/viewer';
import { countCurrentPeopleAt, countHolidaysOf, findSiteNamed, findSiteRow, lockSite } from './site-queries';

/*
 * The sites administration (docs/sites.md): where people work, the zone their day turns in and
 * the days they work. Every change is audited in its transaction; a change of zone or week
 * reaches its people's next request through the database's trigger (migration 0028).
 */

/** A name that is another site's, in any letter case: 409 on the field, named as stored. */
const nameTaken = (name: string) =>
  new HttpProblem(409, duplicateSiteMessage(name), { name: [duplicateSiteMessage(name)] });

/** Unique-name races end as the same 409 the check before gives. */
async function guarded<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(name);
    throw error;
  }
}

/** What the audit log keeps of a site. */
const snapshot = ({ name, country, timeZone, workingWeek }: Omit<SiteRow, 'id' | 'peopleCount'>) => ({
  name,
  country,
  timeZone,
  workingWeek: [...workingWeek],
});

export async function getSite(db: Db, _actor: Viewer, id: string): Promise<SiteRow> {
  const site = await findSiteRow(db, id);
  if (!site) throw notFound(SITE_NOT_FOUND);
  return site;
}

/** A new site, with nobody there yet and no holidays. */
export function createSite(db: Db, actor: Viewer, input: SiteValues): Promise<SiteRow> {
  return guarded(input.name, () =>
    db.transaction(async (tx) => {
      const taken = await findSiteNamed(tx, input.name);
      if (taken) throw nameTaken(taken.name);
      const [created] = await tx.insert(sites).values(input).returning({ id: sites.id });
      await recordAudit(tx, actor, {
        action: 'create',
        entityType: 'site',
        entityId: created!.id,
        entityLabel: input.name,
        before: null,
        after: snapshot(input),
      });
      return (await findSiteRow(tx, created!.id))!;
    }),
  );
}

/**
 * Changes a site: every field is sent. A new zone or week holds for its people from their next
 * request (the trigger tells every server's identity cache). Saved unchanged, nothing is logged.
 */
export function changeSite(db: Db, actor: Viewer, id: string, input: SiteValues): Promise<SiteRow> {
  return guarded(input.name, () =>
    db.transaction(async (tx) => {
      const before = await lockSite(tx, id, 'update');
      if (!before) throw notFound(SITE_NOT_FOUND);
      const taken = await findSiteNamed(tx, input.name, id);
      if (taken) throw nameTaken(taken.name);
      const [was, now] = [snapshot(before), snapshot(input)];
      if (JSON.stringify(was) === JSON.stringify(now)) return (await findSiteRow(tx, id))!;
      await tx
        .update(sites)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(sites.id, id));
      await recordAudit(tx, actor, {
        action: 'update',
        entityType: 'site',
        entityId: id,
        entityLabel: input.name,
        before: was,
        after: now,
      });
      return (await findSiteRow(tx, id))!;
    }),
  );
}

/**
 * Deletes a site no current employee works at, with its holidays. While anyone does, 409 saying
 * how many, and nothing changes. People who have left and had it keep no site (their calendar
 * no longer matters), so the record of where they were goes with the site (decision 058).
 */
export async function deleteSite(db: Db, actor: Viewer, id: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const site = await lockSite(tx, id, 'update');
      if (!site) throw notFound(SITE_NOT_FOUND);
      const refusal = siteDeleteRefusal(site.name, await countCurrentPeopleAt(tx, id));
      if (refusal) throw new HttpProblem(409, refusal);
      const holidayCount = await countHolidaysOf(tx, id);
      const formerPeople = await tx
        .update(employees)
        .set({ siteId: null })
        .where(and(eq(employees.siteId, id), not(isActiveEmployee)))
        .returning({ id: employees.id });
      await tx.delete(sites).where(eq(sites.id, id));
      await recordAudit(tx, actor, {
        action: 'delete',
        entityType: 'site',
        entityId: id,
        entityLabel: site.name,
        before: { ...snapshot(site), holidays: holidayCount, formerEmployees: formerPeople.length },
        after: null,
      });
    });
  } catch (error) {
    // Someone given the site at that very moment (the HR import): it is in use after all.
    if (isForeignKeyViolation(error)) throw new HttpProblem(409, SITE_JUST_GIVEN);
    throw error;
  }
}
