import { and, count, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees, newsPosts, notifications } from '../../db/schema';
import { orderByOf, type PageRequest, pagedList, type SortColumns } from '../../lib/paged-list';
import { bilingualSearch, bilingualSearchText, shownText } from '../../lib/bilingual-search';
import type { NewsListSort } from '@portico/domain/news-events/news-dto';
import type { Language } from '@portico/domain/language/languages';
import type { SortOrder } from '@portico/domain/shared/list-query';

type Writer = Pick<Db, 'insert' | 'update' | 'delete' | 'select'>;
export type NewsPostValues = Omit<
  typeof newsPosts.$inferInsert,
  'id' | 'authorId' | 'createdAt' | 'updatedAt'
>;

const sortsIn = (language: Language): SortColumns<NewsListSort> => ({
  columns: {
    title: shownText(newsPosts.title, newsPosts.titleFr, language),
    type: newsPosts.type,
    visibleFrom: newsPosts.visibleFrom,
    visibleTo: newsPosts.visibleTo,
    createdAt: newsPosts.createdAt,
  },
  tieBreak: newsPosts.id,
});

const listColumns = {
  id: newsPosts.id,
  type: newsPosts.type,
  title: newsPosts.title,
  briefDescription: newsPosts.briefDescription,
  titleFr: newsPosts.titleFr,
  briefDescriptionFr: newsPosts.briefDescriptionFr,
  backgroundImage: newsPosts.backgroundImage,
  visibleFrom: newsPosts.visibleFrom,
  visibleTo: newsPosts.visibleTo,
  createdAt: newsPosts.createdAt,
};

/**
 * The author's own posts, one page, optionally searched by title in either language (uses
 * news_posts_author_idx; the search then reads one author's posts only).
 */
export function listOwnPosts(
  db: Db,
  authorId: string,
  language: Language,
  order: { sort: NewsListSort; order: SortOrder; search?: string | undefined },
  page: PageRequest,
) {
  const mine = and(
    eq(newsPosts.authorId, authorId),
    bilingualSearch(bilingualSearchText([newsPosts.title], [newsPosts.titleFr]), order.search),
  );
  return pagedList(page, {
    count: async () => (await db.select({ total: count() }).from(newsPosts).where(mine))[0]?.total ?? 0,
    rows: ({ limit, offset }) =>
      db
        .select(listColumns)
        .from(newsPosts)
        .where(mine)
        .orderBy(...orderByOf(sortsIn(language), order.sort, order.order))
        .limit(limit)
        .offset(offset),
  });
}

const postColumns = {
  ...listColumns,
  description: newsPosts.description,
  descriptionFr: newsPosts.descriptionFr,
  authorId: newsPosts.authorId,
  updatedAt: newsPosts.updatedAt,
  authorName: employees.displayName,
};

export async function findPost(db: Pick<Db, 'select'>, id: string) {
  const [row] = await db
    .select(postColumns)
    .from(newsPosts)
    .innerJoin(employees, eq(employees.id, newsPosts.authorId))
    .where(eq(newsPosts.id, id));
  return row;
}
export type FoundPost = NonNullable<Awaited<ReturnType<typeof findPost>>>;

/** Posts whose window holds today, the next to end first (the carousel). */
export function listVisiblePosts(db: Db, today: string, limit: number) {
  return db
    .select(postColumns)
    .from(newsPosts)
    .innerJoin(employees, eq(employees.id, newsPosts.authorId))
    .where(and(lte(newsPosts.visibleFrom, today), gte(newsPosts.visibleTo, today)))
    .orderBy(newsPosts.visibleFrom, newsPosts.createdAt, newsPosts.id)
    .limit(limit);
}

/** A new post, created at the service's clock (its time, not the database's). */
export async function insertPost(tx: Writer, authorId: string, values: NewsPostValues, at: Date) {
  const [row] = await tx
    .insert(newsPosts)
    .values({ ...values, authorId, createdAt: at, updatedAt: at })
    .returning({ id: newsPosts.id });
  return row!.id;
}

/** Changes the post only if it is still this author's; false when nothing matched. */
export async function updateOwnPost(tx: Writer, id: string, authorId: string, values: NewsPostValues) {
  const rows = await tx
    .update(newsPosts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(newsPosts.id, id), eq(newsPosts.authorId, authorId)))
    .returning({ id: newsPosts.id });
  return rows.length > 0;
}

export async function deleteOwnPost(tx: Writer, id: string, authorId: string) {
  const rows = await tx
    .delete(newsPosts)
    .where(and(eq(newsPosts.id, id), eq(newsPosts.authorId, authorId)))
    .returning({ id: newsPosts.id });
  return rows.length > 0;
}

const announcementOf = (postId: string) =>
  and(eq(notifications.announcementId, postId), eq(notifications.type, 'New Announcement'));

/**
 * Moves a post's announcement that nobody can see yet (its time has not come) to its new time
 * and title. One already shown stays as it is: it was sent, and is sent only once.
 */
export async function rescheduleAnnouncement(
  tx: Writer,
  postId: string,
  dueAt: Date,
  title: string,
  now: Date,
) {
  await tx
    .update(notifications)
    .set({ createdAt: dueAt, description: title })
    .where(and(announcementOf(postId), gt(notifications.createdAt, sql`${now.toISOString()}::timestamptz`)));
}

/** A deleted post takes its announcement (and everyone's read state of it) along; true if it had one. */
export async function deleteAnnouncement(tx: Writer, postId: string): Promise<boolean> {
  const removed = await tx
    .delete(notifications)
    .where(announcementOf(postId))
    .returning({ id: notifications.id });
  return removed.length > 0;
}
