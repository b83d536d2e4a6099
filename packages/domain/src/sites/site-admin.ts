import { z } from 'zod';
import { holidaySchema } from '../approvals/reminder-settings';
import { isTimeZone, type Weekday } from '../calendar/site-calendar';
import { listQuerySchema, pagedListSchema } from '../shared/list-query';
import { REQUIRED, mustBeAtMost } from '../shared/messages';
import {
  COUNTRY_MESSAGE,
  SITE_NAME_LIMIT,
  TIME_ZONE_MESSAGE,
  WEEKDAY_MESSAGE,
  WORKING_WEEK_MESSAGE,
} from './site-texts';

/*
 * The Sites screen (`/admin/sites`, Admins; docs/sites.md): where people work, the time zone
 * their day turns in, the days they work, and each site's holidays (issue 29).
 */

/** The longest IANA zone name is about 30 characters; text is bounded before it is looked up. */
const TIME_ZONE_LIMIT = 64;

const requiredText = () => z.string({ error: REQUIRED }).trim().min(1, { error: REQUIRED, abort: true });

/** A day of the week as JavaScript counts them: 0 is Sunday, 6 Saturday. */
const weekdaySchema = z.literal([0, 1, 2, 3, 4, 5, 6], { error: WEEKDAY_MESSAGE });

export const siteInputSchema = z.object({
  /** Unique in any letter case: the HR import's Site__c names a site by it. */
  name: requiredText().max(SITE_NAME_LIMIT, mustBeAtMost(SITE_NAME_LIMIT)),
  /** ISO 3166 alpha-2: 'CA', 'US', 'QA'. */
  country: requiredText().regex(/^[A-Z]{2}$/, { error: COUNTRY_MESSAGE }),
  /** An IANA time zone the platform knows: 'America/Toronto', 'Asia/Qatar'. */
  timeZone: requiredText()
    .max(TIME_ZONE_LIMIT, { error: TIME_ZONE_MESSAGE, abort: true })
    .refine(isTimeZone, { error: TIME_ZONE_MESSAGE }),
  /** The days people there work, each once, Sunday first; at least one. */
  workingWeek: z
    .array(weekdaySchema, { error: WORKING_WEEK_MESSAGE })
    .min(1, { error: WORKING_WEEK_MESSAGE })
    .max(7, { error: WEEKDAY_MESSAGE })
    .transform((days) => [...new Set(days)].sort((a, b) => a - b) as Weekday[]),
});
/** What the form holds; what the server stores is the schema's output (each day once, in order). */
export type SiteInput = z.input<typeof siteInputSchema>;
export type SiteValues = z.output<typeof siteInputSchema>;

export const SITE_SORTS = ['name', 'country', 'timeZone'] as const;
export type SiteSort = (typeof SITE_SORTS)[number];
/** By name, 10 a page; searched by name, country or time zone. */
export const siteListQuerySchema = listQuerySchema(SITE_SORTS, { sort: 'name', order: 'asc' });
export type SiteListQuery = z.infer<typeof siteListQuerySchema>;

export const siteRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  timeZone: z.string(),
  workingWeek: z.array(weekdaySchema),
  /** Current employees whose site it is. */
  peopleCount: z.number().int(),
});
export type SiteRow = z.infer<typeof siteRowSchema>;
export const sitePageSchema = pagedListSchema(siteRowSchema);
export type SitePage = z.infer<typeof sitePageSchema>;

/** A site's holidays, by day, with the site they belong to (its page's title). */
export const siteHolidaysSchema = z.object({
  site: z.object({ id: z.string(), name: z.string() }),
  items: z.array(holidaySchema),
});
export type SiteHolidays = z.infer<typeof siteHolidaysSchema>;
