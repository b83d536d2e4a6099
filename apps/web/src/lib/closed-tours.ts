import type { TourPage } from '@portico/domain/tours/tour-pages';

/*
 * A tour closed without "Don't show this tour again!" stays away for the rest of the browser
 * tab's session, and comes back at the next sign-in: closing it is "not now", not "never".
 */
const KEY = 'portico.tours.closed';

function closedPages(): TourPage[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as TourPage[]) : [];
  } catch {
    return [];
  }
}

export const wasClosedThisSession = (page: TourPage) => closedPages().includes(page);

export function closeForThisSession(page: TourPage) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify([...new Set([...closedPages(), page])]));
  } catch {
    // Storage refused (private mode, full): the tour may show again on the next visit, no harm.
  }
}

/** Signing out forgets the closed tours, so the next sign-in offers them again. */
export function forgetClosedTours() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
