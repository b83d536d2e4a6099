import { z } from 'zod';

/** A corporate quick link as the sidebar's Corporate Links dropdown lists it. */
export const corporateLinkSchema = z.object({
  id: z.string(),
  /** Its title in English and in French, '' where the Admin left one out (decision 065). */
  label: z.string(),
  labelFr: z.string(),
  url: z.string(),
  icon: z.string(),
  iconColor: z.string(),
});
export type CorporateLink = z.infer<typeof corporateLinkSchema>;
