import { count } from 'drizzle-orm';
import type { SortOrder } from '@portico/domain/shared/list-query';
import type { Db } from '../../db/client';
import { jobOpenings } from '../../db/schema';
import {
  orderByOf,
  pagedList,
  searchCondition,
  type PageRequest,
  type SortColumns,
} from '../../lib/paged-list';

type JobOpeningSort = 'datePosted' | 'jobTitle';

const SORTS: SortColumns<JobOpeningSort> = {
  columns: { datePosted: jobOpenings.datePosted, jobTitle: jobOpenings.jobTitle },
  tieBreak: jobOpenings.id,
};

export interface JobOpeningsQuery extends PageRequest {
  search?: string;
  sort: JobOpeningSort;
  order: SortOrder;
}

/** One page of job openings, searched by title or place (the careers page searches; the card pages). */
export function listJobOpenings(db: Db, query: JobOpeningsQuery) {
  const where = searchCondition(
    [jobOpenings.jobTitle, jobOpenings.city, jobOpenings.state, jobOpenings.country],
    query.search,
  );
  return pagedList(query, {
    count: async () => (await db.select({ total: count() }).from(jobOpenings).where(where))[0]?.total ?? 0,
    rows: (window) =>
      db
        .select({
          id: jobOpenings.id,
          jobTitle: jobOpenings.jobTitle,
          jobDetailsUrl: jobOpenings.jobDetailsUrl,
          applyUrl: jobOpenings.applyUrl,
          datePosted: jobOpenings.datePosted,
          city: jobOpenings.city,
          state: jobOpenings.state,
          country: jobOpenings.country,
        })
        .from(jobOpenings)
        .where(where)
        .orderBy(...orderByOf(SORTS, query.sort, query.order))
        .limit(window.limit)
        .offset(window.offset),
  });
}
