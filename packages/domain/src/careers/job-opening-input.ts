import { z } from 'zod';
import { isoDate } from '../shared/dates';
import { listQuerySchema, pagedListSchema } from '../shared/list-query';
import { REQUIRED, mustBeAtMost } from '../shared/messages';
import { withBilingualTexts } from '../language/bilingual-fields';
import { jobOpeningSchema } from './job-opening-schema';

/*
 * A job opening as an Admin creates or edits it (spec §3 Career: Job_Title__c,
 * Job_Details_Url__c, Apply_Url__c, Date_Posted__c, City__c, State__c, Country__c). The form
 * and `POST`/`PATCH /api/admin/job-openings` check with this one schema, so they agree on
 * every limit and message. The spec gives no limits for a career; ours are in
 * docs/decisions/037-job-openings-administration.md. The title is in English and in French
 * (`jobTitleFr`, decision 065): one of the two at least; the place and the addresses are one.
 */

export const JOB_TITLE_LIMIT = 255;
/** City, state and country. */
export const JOB_PLACE_LIMIT = 100;
/** Hiring-site addresses carry tracking parameters; this bound only stops a hostile body. */
export const JOB_URL_LIMIT = 2000;

export const INVALID_JOB_URL = 'Enter a web address starting with http:// or https://';

/**
 * An http(s) address with a host, and nothing a browser would read another way: no spaces,
 * no other scheme (`javascript:`, `mailto:`), no 'https://' with nothing after it.
 */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Optional text: left out, null or blank is stored as null, so the pages show nothing for it. */
const optionalText = (limit: number) =>
  z
    .string()
    .trim()
    .max(limit, mustBeAtMost(limit))
    .nullish()
    .transform((value) => value || null);

const optionalWebAddress = z
  .string()
  .trim()
  .max(JOB_URL_LIMIT, mustBeAtMost(JOB_URL_LIMIT))
  .refine((value) => value === '' || isWebAddress(value), { error: INVALID_JOB_URL })
  .nullish()
  .transform((value) => value || null);

/** The title, '' where the Admin left a language out; `requireATitle` wants one of the two. */
const JOB_OPENING_TEXTS = {
  jobTitle: z
    .string({ error: REQUIRED })
    .trim()
    .max(JOB_TITLE_LIMIT, mustBeAtMost(JOB_TITLE_LIMIT))
    .optional()
    .default(''),
};

export const jobOpeningInputSchema = withBilingualTexts(
  {
    jobDetailsUrl: optionalWebAddress,
    applyUrl: optionalWebAddress,
    /** The day it was posted: it orders the lists and starts its 7 'New' days. */
    datePosted: isoDate(),
    city: optionalText(JOB_PLACE_LIMIT),
    state: optionalText(JOB_PLACE_LIMIT),
    country: optionalText(JOB_PLACE_LIMIT),
  },
  JOB_OPENING_TEXTS,
  'jobTitle',
);
/** What the form holds. */
export type JobOpeningInput = z.input<typeof jobOpeningInputSchema>;
/** What is saved: blanks as null. */
export type JobOpeningValues = z.output<typeof jobOpeningInputSchema>;

/** The administration's list: every opening, newest first, sortable by title and place too. */
export const JOB_OPENING_ADMIN_SORTS = ['datePosted', 'jobTitle', 'city', 'state', 'country'] as const;
export type JobOpeningAdminSort = (typeof JOB_OPENING_ADMIN_SORTS)[number];
export const jobOpeningAdminQuerySchema = listQuerySchema(JOB_OPENING_ADMIN_SORTS, {
  sort: 'datePosted',
  order: 'desc',
});
export type JobOpeningAdminQuery = z.infer<typeof jobOpeningAdminQuerySchema>;

/** An opening as the administration lists and edits it: what the careers page shows, and when it was added. */
export const jobOpeningAdminSchema = jobOpeningSchema.extend({ createdAt: z.string() });
export type JobOpeningAdmin = z.infer<typeof jobOpeningAdminSchema>;
export const jobOpeningAdminPageSchema = pagedListSchema(jobOpeningAdminSchema);
export type JobOpeningAdminPage = z.infer<typeof jobOpeningAdminPageSchema>;
