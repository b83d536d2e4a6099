import { z } from 'zod';
import { REQUIRED } from '../shared/messages';
import { CHOOSE_SITE } from './site-texts';

/*
 * A person's site (issue 29): HR and Admins change it on the person's profile view, choosing
 * from every site; the profile shows where the person works and the zone their day turns in.
 */

/** Where someone works, as their profile shows it. */
export const siteSummarySchema = z.object({ id: z.string(), name: z.string(), timeZone: z.string() });
export type SiteSummary = z.infer<typeof siteSummarySchema>;

/** Another site for a person, or none (null: the portal's own zone, week and holidays). */
export const personSiteChangeSchema = z.object({
  siteId: z.uuid({ error: (issue) => (issue.input === undefined ? REQUIRED : CHOOSE_SITE) }).nullable(),
});
export type PersonSiteChange = z.infer<typeof personSiteChangeSchema>;

export const personSiteSchema = z.object({ employeeId: z.string(), site: siteSummarySchema.nullable() });
export type PersonSite = z.infer<typeof personSiteSchema>;

/** The sites to choose from, by name. */
export const siteChoicesSchema = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type SiteChoices = z.infer<typeof siteChoicesSchema>;
