/**
 * Spec §2 Enterprise Org Charts and §9: the chart's fixed numbers. Free of zod, so the web app
 * (the dashboard's direct-reports chart too) imports them without the schema library.
 */
export const ORG_CHART = {
  /** Every person's card is this wide, in chart pixels. */
  nodeWidth: 180,
  initialZoom: 0.6,
  minZoom: 0.2,
  maxZoom: 2,
  zoomStep: 0.1,
} as const;

/** Spec §9: departments left out of the org chart (and of the time-away filter). */
export const EXCLUDED_DEPARTMENTS = ['Field', 'Project Member'] as const;

/** Search answers at most this many people; a longer list means the name is too vague. */
export const ORG_CHART_SEARCH_LIMIT = 10;
export const ORG_CHART_SEARCH_MAX_LENGTH = 100;
