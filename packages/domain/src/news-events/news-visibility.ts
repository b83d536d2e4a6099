import { startOfDayIn } from '../calendar/site-calendar';
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
 * window is already open), else when its Visible From day has begun at every site (`timeZones`:
 * the sites' and the portal's). The announcement goes to everyone at once, so it waits for the
 * last zone: told earlier, someone in Vancouver would open a post that is still tomorrow's there.
 */
export function announcementDueAt(post: VisibilityWindow, now: Date, timeZones: readonly string[]): Date {
  const starts = timeZones.map((zone) => startOfDayIn(post.visibleFrom, zone).getTime());
  return new Date(Math.max(now.getTime(), ...starts));
}
