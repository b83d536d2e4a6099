import type { SiteListQuery, SiteRow } from '@portico/domain/sites/site-admin';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { holidays, peopleCounts, sites } from '../../db/schema';
import { orderByOf, pagedList, searchCondition, type SortColumns, textOrder } from '../../lib/paged-list';
import { countedToday, currentPeople } from '../../lib/people-counts';

/** A reader inside or outside a transaction. */
type Reader = Pick<Db, 'select'>;

const SORTS: SortColumns<SiteListQuery['sort']> = {
  columns: { name: textOrder(sites.name), country: textOrder(sites.country), timeZone: sites.timeZone },
  thenBy: { country: textOrder(sites.name), timeZone: textOrder(sites.name) },
  tieBreak: sites.id,
};

const siteColumns = {
  id: sites.id,
  name: sites.name,
  country: sites.country,
  timeZone: sites.timeZone,
  workingWeek: sites.workingWeek,
};
type SiteSelection = Omit<SiteRow, 'peopleCount'>;

/** Current employees at each of these sites, from the kept people counts. */
async function currentPeopleAt(db: Reader, siteIds: readonly string[]) {
  if (siteIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ siteId: peopleCounts.siteId, total: currentPeople })
    .from(peopleCounts)
    .where(countedToday(inArray(peopleCounts.siteId, [...siteIds])))
    .groupBy(peopleCounts.siteId);
  return new Map(rows.map((row) => [row.siteId!, row.total]));
}

async function withCounts(db: Reader, rows: SiteSelection[]): Promise<SiteRow[]> {
  const counts = await currentPeopleAt(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, peopleCount: counts.get(row.id) ?? 0 }));
}

/** Sites searched by name, country or time zone, a page at a time, with their people. */
export function listSitePage(db: Db, query: SiteListQuery) {
  const where = searchCondition([sites.name, sites.country, sites.timeZone], query.search);
  return pagedList<SiteRow>(query, {
    count: async () => (await db.select({ total: count() }).from(sites).where(where))[0]?.total ?? 0,
    rows: async (window) =>
      withCounts(
        db,
        await db
          .select(siteColumns)
          .from(sites)
          .where(where)
          .orderBy(...orderByOf(SORTS, query.sort, query.order))
          .limit(window.limit)
          .offset(window.offset),
      ),
  });
}

/** One site as the list shows it; none for an unknown id. */
export async function findSiteRow(db: Reader, id: string): Promise<SiteRow | undefined> {
  const [row] = await withCounts(db, await db.select(siteColumns).from(sites).where(eq(sites.id, id)));
  return row;
}

/**
 * A site's stored row, locked until the transaction ends: `update` while it is changed or
 * deleted, `share` while someone is given it (which then waits for a delete under way, and
 * finds the site gone).
 */
export async function lockSite(tx: Reader, id: string, strength: 'update' | 'share') {
  const [site] = await tx.select(siteColumns).from(sites).where(eq(sites.id, id)).for(strength);
  return site;
}

/** Another site of this name in any letter case (the HR import's Site__c matches it so). */
export async function findSiteNamed(db: Reader, name: string, besides?: string) {
  const sameName = eq(sql`lower(${sites.name})`, name.toLowerCase());
  const [site] = await db
    .select({ id: sites.id, name: sites.name })
    .from(sites)
    .where(besides ? and(sameName, ne(sites.id, besides)) : sameName);
  return site;
}

/** How many current employees work at the site. */
export async function countCurrentPeopleAt(db: Reader, siteId: string) {
  return (await currentPeopleAt(db, [siteId])).get(siteId) ?? 0;
}

/** How many holidays the site's calendar keeps. */
export async function countHolidaysOf(db: Reader, siteId: string) {
  return (
    (await db.select({ total: count() }).from(holidays).where(eq(holidays.siteId, siteId)))[0]?.total ?? 0
  );
}

/** Every site, by name: the choices for a person's site. */
export const listSiteChoices = (db: Db) =>
  db.select({ id: sites.id, name: sites.name }).from(sites).orderBy(sites.name);
