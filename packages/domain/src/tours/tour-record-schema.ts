import { z } from 'zod';
import { TOUR_PAGES, type TourPage } from './tour-pages';

/*
 * The schemas of the tour record's API, apart from tour-pages.ts so the web app's pages can use
 * the page names and rules without downloading zod.
 */
export const tourRecordSchema = z.object(
  Object.fromEntries(TOUR_PAGES.map((page) => [page, z.boolean()])) as Record<TourPage, z.ZodBoolean>,
);

/** A change to some flags: at least one page, only known pages, only true or false. */
export const tourRecordUpdateSchema = tourRecordSchema
  .partial()
  .strict()
  .refine((update) => Object.keys(update).length > 0, { message: 'Name at least one tour.' });
export type TourRecordUpdate = z.infer<typeof tourRecordUpdateSchema>;
