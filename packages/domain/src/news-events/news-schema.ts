import { z } from 'zod';
import { isoDate } from '../shared/dates';
import { REQUIRED, mustBeAtMost } from '../shared/messages';
import { withBilingualTexts } from '../language/bilingual-fields';
import {
  BACKGROUND_IMAGES,
  NEWS_BRIEF_LIMIT,
  NEWS_DESCRIPTION_LIMIT,
  NEWS_DESCRIPTION_MESSAGE,
  NEWS_TITLE_LIMIT,
  NEWS_TYPES,
  VISIBLE_FROM_PAST_MESSAGE,
  VISIBLE_TO_BEFORE_FROM_MESSAGE,
  VISIBLE_TO_PAST_MESSAGE,
} from './news-constants';

export interface NewsSchemaOptions {
  /** The earliest day a date picker allows (YYYY-MM-DD): today, where the check runs. */
  earliestDay: () => string;
  /**
   * The saved post's dates, when editing: a date kept as it is is not checked again, so a post
   * that is already showing can still be corrected.
   */
  saved?: () => { visibleFrom: string; visibleTo: string } | undefined;
}

/** A date may not be before today, unless it is the date the post already has. */
export const isDayAllowed = (value: string, earliest: string, saved?: string) =>
  value === saved || value >= earliest;

/**
 * A post's texts, each in English and in French (decision 065): the title is required in one
 * language at least (requireATitle).
 */
const NEWS_TEXTS = {
  title: z.string().trim().max(NEWS_TITLE_LIMIT, mustBeAtMost(NEWS_TITLE_LIMIT)).optional().default(''),
  briefDescription: z
    .string()
    .trim()
    .max(NEWS_BRIEF_LIMIT, mustBeAtMost(NEWS_BRIEF_LIMIT))
    .optional()
    .default(''),
  description: z.string().max(NEWS_DESCRIPTION_LIMIT, NEWS_DESCRIPTION_MESSAGE).optional().default(''),
};

/**
 * The News post form's rules (spec §5), shared by the form and the API. The description is
 * HTML from the rich-text editor, pictures included as data URLs, hence the 'too large' message.
 */
export function newsPostInputSchema({ earliestDay, saved }: NewsSchemaOptions) {
  return withBilingualTexts(
    {
      type: z.enum(NEWS_TYPES, { error: REQUIRED }),
      visibleFrom: isoDate().refine((value) => isDayAllowed(value, earliestDay(), saved?.()?.visibleFrom), {
        error: VISIBLE_FROM_PAST_MESSAGE,
        abort: true,
      }),
      visibleTo: isoDate().refine((value) => isDayAllowed(value, earliestDay(), saved?.()?.visibleTo), {
        error: VISIBLE_TO_PAST_MESSAGE,
        abort: true,
      }),
      backgroundImage: z.enum(BACKGROUND_IMAGES, { error: REQUIRED }),
    },
    NEWS_TEXTS,
    'title',
    (field) => field === 'description',
  ).superRefine((value, ctx) => {
    if (value.visibleTo < value.visibleFrom)
      ctx.addIssue({ code: 'custom', path: ['visibleTo'], message: VISIBLE_TO_BEFORE_FROM_MESSAGE });
  });
}
export type NewsPostInput = z.output<ReturnType<typeof newsPostInputSchema>>;
