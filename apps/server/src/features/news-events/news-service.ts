import type { newsListQuerySchema, NewsPost } from '@portico/domain/news-events/news-dto';
import type { z } from 'zod';
import type { NewsPostInput } from '@portico/domain/news-events/news-schema';
import {
  announcementDueAt,
  canAuthorNews,
  canChangePost,
  canReadPost,
  newsVisibility,
} from '@portico/domain/news-events/news-visibility';
import {
  ANNOUNCEMENT_NOTIFICATION_TYPE,
  VISIBLE_FROM_PAST_MESSAGE,
  VISIBLE_TO_PAST_MESSAGE,
} from '@portico/domain/news-events/news-constants';
import { isDayAllowed } from '@portico/domain/news-events/news-schema';
import type { Language } from '@portico/domain/language/languages';
import type { Db } from '../../db/client';
import { announceWithdrawal, notifyEveryone } from '../../lib/notifications';
import { forbidden, HttpProblem, notFound } from '../../lib/problem';
import { todayOf } from '../../lib/person-day';
import type { Viewer } from '../../lib/viewer';
import { everyTimeZone } from '../../lib/site-calendar-queries';
import { sanitizeRichText } from '../../lib/rich-text';
import {
  deleteAnnouncement,
  deleteOwnPost,
  findPost,
  insertPost,
  listOwnPosts,
  rescheduleAnnouncement,
  updateOwnPost,
  type FoundPost,
  type NewsPostValues,
} from './news-queries';

export const POST_NOT_FOUND = 'This news post was not found.';
export const NOT_AN_AUTHOR = 'Only ELT or Admin can write news posts.';
export const NOT_YOUR_POST = 'Only its author can change this post.';
/** The carousel shows at most this many posts at once. */
export const CAROUSEL_LIMIT = 20;

export function assertAuthor(viewer: Viewer) {
  if (!canAuthorNews(viewer.roles)) throw forbidden(NOT_AN_AUTHOR);
}

/** What is stored: the description through the allowlist, never as the browser sent it. */
const storedValues = (input: NewsPostInput): NewsPostValues => ({
  ...input,
  description: sanitizeRichText(input.description),
  descriptionFr: sanitizeRichText(input.descriptionFr),
});

/**
 * The announcement's stored text: the title in the language the post has, English first. Each
 * reader reads the title in their own language (notification-queries.ts joins the post).
 */
const announcementText = (values: NewsPostValues) => values.title || values.titleFr || '';

export function toNewsPost(row: FoundPost, viewer: Viewer, today: string): NewsPost {
  return {
    id: row.id,
    type: row.type as NewsPost['type'],
    title: row.title,
    briefDescription: row.briefDescription,
    description: row.description,
    titleFr: row.titleFr,
    briefDescriptionFr: row.briefDescriptionFr,
    descriptionFr: row.descriptionFr,
    backgroundImage: row.backgroundImage,
    visibleFrom: row.visibleFrom,
    visibleTo: row.visibleTo,
    createdAt: row.createdAt.toISOString(),
    authorName: row.authorName,
    visibility: newsVisibility(row, today),
    canChange: canChangePost(row, viewer),
  };
}

/** A page of the author's own posts (spec §2 News & Events: only one's own), ELT or Admin. */
export async function listAuthorPosts(
  db: Db,
  viewer: Viewer,
  language: Language,
  query: z.output<typeof newsListQuerySchema>,
) {
  assertAuthor(viewer);
  const { page, pageSize, sort, order, search } = query;
  const today = todayOf(viewer);
  const result = await listOwnPosts(
    db,
    viewer.employeeId,
    language,
    { sort, order, search },
    { page, pageSize },
  );
  return {
    ...result,
    items: result.items.map((row) => ({
      ...row,
      type: row.type as NewsPost['type'],
      createdAt: row.createdAt.toISOString(),
      visibility: newsVisibility(row, today),
    })),
  };
}

/** A post the viewer may read: anyone's while visible, their own always; else 404 (no leak). */
export async function readablePost(db: Db, viewer: Viewer, id: string, now: Date) {
  const row = await findPost(db, id);
  if (!row || !canReadPost(row, viewer, todayOf(viewer, now))) throw notFound(POST_NOT_FOUND);
  return row;
}

export async function getPost(db: Db, viewer: Viewer, id: string, now = new Date()) {
  return toNewsPost(await readablePost(db, viewer, id, now), viewer, todayOf(viewer, now));
}

/** Where the portal's day turns for people with no site, and the instant of the change. */
export interface NewsClock {
  portalTimeZone: string;
  now?: Date;
}

/**
 * Publishes a post and, in the same transaction, its 'New Announcement' to everyone, stored once
 * with the time it is due: now for a post visible today, once Visible From has begun at every
 * site otherwise. Its days are checked against the author's own today.
 */
export async function createPost(db: Db, viewer: Viewer, input: NewsPostInput, clock: NewsClock) {
  const now = clock.now ?? new Date();
  assertAuthor(viewer);
  assertDatesAllowed(undefined, input, todayOf(viewer, now));
  const values = storedValues(input);
  const zones = await everyTimeZone(db, clock.portalTimeZone);
  const id = await db.transaction(async (tx) => {
    const postId = await insertPost(tx, viewer.employeeId, values, now);
    await notifyEveryone(tx, {
      type: ANNOUNCEMENT_NOTIFICATION_TYPE,
      description: announcementText(values),
      link: { announcementId: postId },
      at: announcementDueAt(values, now, zones),
      notFor: viewer.employeeId,
    });
    return postId;
  });
  return getPost(db, viewer, id, now);
}

/** The author's own post, or a refusal that tells no more than the viewer could already read. */
async function ownPost(db: Db, viewer: Viewer, id: string, now: Date) {
  assertAuthor(viewer);
  const row = await findPost(db, id);
  if (!row || !canReadPost(row, viewer, todayOf(viewer, now))) throw notFound(POST_NOT_FOUND);
  if (!canChangePost(row, viewer)) throw forbidden(NOT_YOUR_POST);
  return row;
}

/**
 * A date given may not be before the author's today; on an edit, one kept as saved is not
 * checked again. (The body's schema only refused days before today anywhere.)
 */
function assertDatesAllowed(saved: FoundPost | undefined, input: NewsPostInput, earliest: string) {
  const errors: Record<string, string[]> = {};
  if (!isDayAllowed(input.visibleFrom, earliest, saved?.visibleFrom))
    errors.visibleFrom = [VISIBLE_FROM_PAST_MESSAGE];
  if (!isDayAllowed(input.visibleTo, earliest, saved?.visibleTo))
    errors.visibleTo = [VISIBLE_TO_PAST_MESSAGE];
  const [first] = Object.values(errors);
  if (first) throw new HttpProblem(400, first[0], errors);
}

export async function updatePost(db: Db, viewer: Viewer, id: string, input: NewsPostInput, clock: NewsClock) {
  const now = clock.now ?? new Date();
  assertDatesAllowed(await ownPost(db, viewer, id, now), input, todayOf(viewer, now));
  const values = storedValues(input);
  const zones = await everyTimeZone(db, clock.portalTimeZone);
  await db.transaction(async (tx) => {
    if (!(await updateOwnPost(tx, id, viewer.employeeId, values))) throw notFound(POST_NOT_FOUND);
    await rescheduleAnnouncement(
      tx,
      id,
      announcementDueAt(values, now, zones),
      announcementText(values),
      now,
    );
  });
  return getPost(db, viewer, id, now);
}

export async function deletePost(db: Db, viewer: Viewer, id: string, now = new Date()) {
  await ownPost(db, viewer, id, now);
  await db.transaction(async (tx) => {
    if (!(await deleteOwnPost(tx, id, viewer.employeeId))) throw notFound(POST_NOT_FOUND);
    // The open bells are told at once: none keeps the announcement to open a post that is gone.
    if (await deleteAnnouncement(tx, id)) await announceWithdrawal(tx, now);
  });
}
