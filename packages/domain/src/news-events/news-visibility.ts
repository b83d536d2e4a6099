import type { AccessRole } from '../identity/roles';

/**
 * A post's visibility is a state of the calendar, not of the record: scheduled before its
 * Visible From day, visible from Visible From to Visible To (both days included), expired after.
 * "Today" is the company's calendar day, which the portal keeps in UTC (as every date rule does).
 */
export type NewsVisibility = 'scheduled' | 'visible' | 'expired';

export interface VisibilityWindow {
  visibleFrom: string;
  visibleTo: string;
}

export function newsVisibility(post: VisibilityWindow, today: string): NewsVisibility {
  if (today < post.visibleFrom) return 'scheduled';
  if (today > post.visibleTo) return 'expired';
  return 'visible';
}

export const isVisibleOn = (post: VisibilityWindow, today: string) =>
  newsVisibility(post, today) === 'visible';

/** Spec §6: ELT or Admin write news posts (the News & Events menu). */
export const canAuthorNews = (roles: readonly AccessRole[]) =>
  roles.includes('ELT') || roles.includes('Admin');

export interface PostOwnership {
  authorId: string;
}

/** Only the author edits or deletes a post, and only while they may still author. */
export const canChangePost = (
  post: PostOwnership,
  viewer: { employeeId: string; roles: readonly AccessRole[] },
) => post.authorId === viewer.employeeId && canAuthorNews(viewer.roles);

/**
 * Everyone reads a post once its window has opened, also after it ends: its announcement stays
 * in people's notifications and must still open it (docs/decisions/027-expired-posts-stay-readable.md).
 * Before then only its author reads it.
 */
export const canReadPost = (
  post: PostOwnership & VisibilityWindow,
  viewer: { employeeId: string },
  today: string,
) => post.authorId === viewer.employeeId || newsVisibility(post, today) !== 'scheduled';

/**
 * When the 'New Announcement' for a post is due: at once for a post visible today (or one whose
 * window is already open), at the start of its Visible From day (UTC) for a scheduled one.
 */
export function announcementDueAt(post: VisibilityWindow, now: Date): Date {
  const startOfDay = new Date(`${post.visibleFrom}T00:00:00.000Z`);
  return startOfDay > now ? startOfDay : now;
}
