import { z } from 'zod';
import { listQuerySchema, pagedListSchema } from '../shared/list-query';
import { REQUIRED, mustBeAtMost } from '../shared/messages';
import { withBilingualTexts } from '../language/bilingual-fields';

/*
 * The Wall of Wow's administration (docs/administration.md): Admins add a month's winner, who
 * nominated them, the value they lived and a picture (spec §3 Wall of Wow).
 */

export const NOMINATED_BY_LIMIT = 255;
export const VALUE_LIMIT = 100;
/** Months are typed as 'YYYY-MM' (the browser's month input) and stored as that month's first day. */
export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const INVALID_MONTH = 'Enter a month as YYYY-MM';
export const MONTH_OUT_OF_RANGE = 'Enter a month between 2000 and 2100';
export const CHOOSE_WINNER = 'Choose the winner';

const requiredText = (limit: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED, abort: true })
    .max(limit, mustBeAtMost(limit));

const monthInput = z
  .string({ error: REQUIRED })
  .trim()
  .min(1, { error: REQUIRED, abort: true })
  .regex(MONTH_PATTERN, { error: INVALID_MONTH, abort: true })
  .refine((month) => {
    const year = Number(month.slice(0, 4));
    return year >= 2000 && year <= 2100;
  }, MONTH_OUT_OF_RANGE);

/**
 * What the New / Edit Wall of Wow form sends. The value lived is written in English, in French
 * or both (decision 065); who nominated is a name, in no language.
 */
export const wallOfWowInputSchema = withBilingualTexts(
  {
    month: monthInput,
    winnerId: z.uuid({ error: CHOOSE_WINNER }),
    nominatedBy: requiredText(NOMINATED_BY_LIMIT),
  },
  { value: z.string().trim().max(VALUE_LIMIT, mustBeAtMost(VALUE_LIMIT)).optional().default('') },
  'value',
);
export type WallOfWowInput = z.input<typeof wallOfWowInputSchema>;
export type WallOfWowValues = z.output<typeof wallOfWowInputSchema>;

/** 'YYYY-MM' → the stored first day 'YYYY-MM-01', and back. */
export const firstDayOf = (month: string) => `${month}-01`;
export const monthOf = (firstDay: string) => firstDay.slice(0, 7);

export const WALL_OF_WOW_SORTS = ['month', 'winner', 'value'] as const;
export type WallOfWowSort = (typeof WALL_OF_WOW_SORTS)[number];

/** Newest month first, 10 a page; searched by winner, nominator or value. */
export const wallOfWowAdminQuerySchema = listQuerySchema(WALL_OF_WOW_SORTS, { sort: 'month', order: 'desc' });
export type WallOfWowAdminQuery = z.infer<typeof wallOfWowAdminQuerySchema>;

/** An entry as the administration lists and edits it. `imageUrl` is null until a picture is added. */
export const wallOfWowAdminRowSchema = z.object({
  id: z.string(),
  month: z.string(),
  winner: z.object({ id: z.string(), name: z.string() }),
  nominatedBy: z.string(),
  value: z.string(),
  valueFr: z.string(),
  imageUrl: z.string().nullable(),
  imageName: z.string().nullable(),
});
export type WallOfWowAdminRow = z.infer<typeof wallOfWowAdminRowSchema>;
export const wallOfWowAdminPageSchema = pagedListSchema(wallOfWowAdminRowSchema);
export type WallOfWowAdminPage = z.infer<typeof wallOfWowAdminPageSchema>;

/** The picture's address: an uploaded one is served by the API, a shipped one from the web app. */
export const uploadedImagePath = (id: string) => `/api/wall-of-wow/${id}/image`;
