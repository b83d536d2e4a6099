import { z } from 'zod';

/**
 * A person's calendar feed (issue 29, decision 056): a secret address calendar apps read
 * without signing in. The portal keeps only the secret's hash, so the address is shown once,
 * when it is made; after that the person sees only whether they have one and since when.
 */
export const calendarFeedStatusSchema = z.object({
  active: z.boolean(),
  /** When the current address was made; null without one. */
  createdAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** The answer to making (or resetting) the feed: the one time its address is told. */
export const newCalendarFeedSchema = z.object({
  url: z.string(),
  createdAt: z.string(),
});
export type NewCalendarFeed = z.infer<typeof newCalendarFeedSchema>;
