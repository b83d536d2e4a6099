import { z } from 'zod';
import { listQuerySchema, pagedListSchema } from '../shared/list-query';
import { MAX_PAGE_PATH_LENGTH } from './feature-areas';
import { DEFAULT_PORTAL_TIME_FILTER, PORTAL_TIME_FILTERS } from './portal-periods';

/** Only ELT and Admin read Portal Metrics (spec §6); the server's refusal says so. */
export const NO_PORTAL_METRICS_MESSAGE = 'Portal Metrics is for ELT and Admin.';

/** Spec §9: the Top 3 Visitors card. */
export const TOP_VISITORS = 3;
/** Spec §9: the Visitors List exports as this file. */
export const VISITORS_CSV_FILE = 'logs_by_visitors.csv';

/** The page view the web app reports: the path of the page shown. */
export const pageViewBodySchema = z.object({
  path: z.string().max(MAX_PAGE_PATH_LENGTH),
});
export type PageViewBody = z.infer<typeof pageViewBodySchema>;

export const pageViewResultSchema = z.object({
  /** Whether this page view began a new visit (the 30-minute rule). */
  newVisit: z.boolean(),
});

export const portalTimeQuerySchema = z.object({
  time: z.enum(PORTAL_TIME_FILTERS).default(DEFAULT_PORTAL_TIME_FILTER),
});

const namedValueSchema = z.object({ name: z.string(), value: z.number() });
export type NamedValue = z.infer<typeof namedValueSchema>;

export const topVisitorSchema = z.object({
  employeeId: z.string(),
  name: z.string(),
  company: z.string(),
  visits: z.number().int(),
});
export type TopVisitor = z.infer<typeof topVisitorSchema>;

export const portalMetricsSchema = z.object({
  time: z.enum(PORTAL_TIME_FILTERS),
  /** The days covered; null for All. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  bucket: z.enum(['month', 'day']),
  /**
   * Visits by Period: one point per day or month of the period; `previous` is the visits of the
   * matching day or month of the previous period of the same length (null for All).
   */
  byPeriod: z.array(
    z.object({ key: z.string(), visits: z.number().int(), previous: z.number().int().nullable() }),
  ),
  byCompany: z.array(namedValueSchema),
  itRequestsByCompany: z.array(namedValueSchema),
  visitorsByCompany: z.array(namedValueSchema),
  byBrowser: z.array(namedValueSchema),
  byDevice: z.array(namedValueSchema),
  /** Beyond the spec: page views per feature area. */
  pages: z.array(namedValueSchema),
  totalVisitors: z.number().int(),
  totalVisits: z.number().int(),
  topVisitors: z.array(topVisitorSchema),
});
export type PortalMetrics = z.infer<typeof portalMetricsSchema>;

export const VISITOR_SORTS = ['name', 'company', 'visits'] as const;
export type VisitorSort = (typeof VISITOR_SORTS)[number];

export const visitorsQuerySchema = listQuerySchema(VISITOR_SORTS, { sort: 'visits', order: 'desc' }).extend(
  portalTimeQuerySchema.shape,
);
export const visitorsExportQuerySchema = visitorsQuerySchema.omit({ page: true, pageSize: true });
export const visitorsPageSchema = pagedListSchema(topVisitorSchema);
export type VisitorsPage = z.infer<typeof visitorsPageSchema>;
