import { and, count, eq, lte } from 'drizzle-orm';
import type { JobOpeningAdminSort, JobOpeningValues } from '@portico/domain/careers/job-opening-input';
import type { Language } from '@portico/domain/language/languages';
import type { SortOrder } from '@portico/domain/shared/list-query';
import type { Db } from '../../db/client';
import { jobOpenings } from '../../db/schema';
import { bilingualSearch, bilingualSearchText, shownText } from '../../lib/bilingual-search';
import { orderByOf, pagedList, type PageRequest, type SortColumns, textOrder } from '../../lib/paged-list';

/** A database handle or an open transaction. */
type Runner = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** The public list sorts by date or title; the administration by place too. */
const sortsIn = (language: Language): SortColumns<JobOpeningAdminSort> => ({
  columns: {
    datePosted: jobOpenings.datePosted,
    jobTitle: shownText(jobOpenings.jobTitle, jobOpenings.jobTitleFr, language),
    city: textOrder(jobOpenings.city),
    state: textOrder(jobOpenings.state),
    country: textOrder(jobOpenings.country),
  },
  nullable: ['city', 'state', 'country'],
  tieBreak: jobOpenings.id,
});

/**
 * What a search reads: the title in each language, and the place (one for both) beside either,
 * so « grutier regina » finds the crane operator's opening in Regina as "crane regina" does.
 */
const PLACE = [jobOpenings.city, jobOpenings.state, jobOpenings.country];
const SEARCHED = bilingualSearchText([jobOpenings.jobTitle, ...PLACE], [jobOpenings.jobTitleFr, ...PLACE]);

const COLUMNS = {
  id: jobOpenings.id,
  jobTitle: jobOpenings.jobTitle,
  jobTitleFr: jobOpenings.jobTitleFr,
  jobDetailsUrl: jobOpenings.jobDetailsUrl,
  applyUrl: jobOpenings.applyUrl,
  datePosted: jobOpenings.datePosted,
  city: jobOpenings.city,
  state: jobOpenings.state,
  country: jobOpenings.country,
  createdAt: jobOpenings.createdAt,
};

export type JobOpeningRow = typeof jobOpenings.$inferSelect;

export interface JobOpeningsQuery extends PageRequest {
  search?: string;
  sort: JobOpeningAdminSort;
  order: SortOrder;
  /** Only openings posted on or before this day (YYYY-MM-DD): staff never see one dated ahead. */
  postedBy?: string;
}

/**
 * One page of job openings, searched by title in either language or by place, accents or not,
 * and sorted by the title this reader sees (the careers page searches; the card pages).
 */
export function listJobOpenings(db: Db, language: Language, query: JobOpeningsQuery) {
  const where = and(
    bilingualSearch(SEARCHED, query.search),
    query.postedBy === undefined ? undefined : lte(jobOpenings.datePosted, query.postedBy),
  );
  return pagedList(query, {
    count: async () => (await db.select({ total: count() }).from(jobOpenings).where(where))[0]?.total ?? 0,
    rows: (window) =>
      db
        .select(COLUMNS)
        .from(jobOpenings)
        .where(where)
        .orderBy(...orderByOf(sortsIn(language), query.sort, query.order))
        .limit(window.limit)
        .offset(window.offset),
  });
}

export async function findJobOpening(db: Runner, id: string): Promise<JobOpeningRow | undefined> {
  const [row] = await db.select().from(jobOpenings).where(eq(jobOpenings.id, id));
  return row;
}

export async function insertJobOpening(db: Runner, values: JobOpeningValues): Promise<JobOpeningRow> {
  const [row] = await db.insert(jobOpenings).values(values).returning();
  return row!;
}

/** The opening after the change, or undefined when there is none with this id. */
export async function updateJobOpening(
  db: Runner,
  id: string,
  values: JobOpeningValues,
): Promise<JobOpeningRow | undefined> {
  const [row] = await db.update(jobOpenings).set(values).where(eq(jobOpenings.id, id)).returning();
  return row;
}

/** Whether there was an opening with this id to delete. */
export async function deleteJobOpening(db: Runner, id: string): Promise<boolean> {
  const deleted = await db
    .delete(jobOpenings)
    .where(eq(jobOpenings.id, id))
    .returning({ id: jobOpenings.id });
  return deleted.length > 0;
}
