import { z } from 'zod';
import { pagedListSchema } from '../shared/list-query';

export const jobOpeningSchema = z.object({
  id: z.string(),
  /** In English and in French, '' where the Admin left one out (decision 065). */
  jobTitle: z.string(),
  jobTitleFr: z.string(),
  jobDetailsUrl: z.string().nullable(),
  applyUrl: z.string().nullable(),
  datePosted: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  /** Decided on the server with its own clock, so every screen agrees on "today". */
  isNew: z.boolean(),
});
export type JobOpening = z.infer<typeof jobOpeningSchema>;

export const jobOpeningPageSchema = pagedListSchema(jobOpeningSchema);
export type JobOpeningPage = z.infer<typeof jobOpeningPageSchema>;
