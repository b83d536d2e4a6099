/**
 * One visit per person per 30 minutes (docs/portal-metrics.md): a signed-in page load counts as
 * a new visit only when the person's last recorded visit began 30 minutes or more before it.
 * Page views inside that window are page views of the same visit. The server applies the rule
 * in SQL (the claim on `portal_last_visits`), so two tabs opened together record one visit;
 * this is the rule it implements, for its tests and the docs.
 */
export const VISIT_WINDOW_MINUTES = 30;
export const VISIT_WINDOW_MS = VISIT_WINDOW_MINUTES * 60_000;

export function startsNewVisit(lastVisitAt: Date | undefined, now: Date): boolean {
  return lastVisitAt === undefined || now.getTime() - lastVisitAt.getTime() >= VISIT_WINDOW_MS;
}
