import { z } from 'zod';

/** Spec §3 Wall of Wow: one winner a month, who nominated them, the value they lived, a picture. */
export const wallOfWowSchema = z.object({
  id: z.string(),
  /** The first day of the month it is for, 'YYYY-MM-01'; shown as 'November 2026'. */
  month: z.string(),
  winner: z.object({ id: z.string(), name: z.string() }),
  nominatedBy: z.string(),
  /** The value lived, in English and in French, '' where left out (decision 065). */
  value: z.string(),
  valueFr: z.string(),
  /**
   * The picture, a path on the portal's own origin: one uploaded by an Admin (served by the
   * API) or one that ships with the portal; null while an entry has none yet.
   */
  imageUrl: z.string().nullable(),
});
export type WallOfWow = z.infer<typeof wallOfWowSchema>;

/** Pictures live in the web app's public folder, named by the table's `image_name`. */
export const WALL_OF_WOW_IMAGE_PATH = '/wall-of-wow/';
