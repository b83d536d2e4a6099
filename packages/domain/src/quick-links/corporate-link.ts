import { z } from 'zod';

/** A corporate quick link as the sidebar's Corporate Links dropdown lists it. */
export const corporateLinkSchema = z.object({
  id: z.string(),
  label: z.string(),
  url: z.string(),
  icon: z.string(),
  iconColor: z.string(),
});
export type CorporateLink = z.infer<typeof corporateLinkSchema>;
