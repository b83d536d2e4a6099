import { newsPostInputSchema } from '@portico/domain/news-events/news-schema';
import { EARLIEST_YEAR } from '@portico/domain/shared/dates';
import { z } from 'zod';
import { earliestTodayAnywhere } from '../../lib/earliest-today';

/** The earliest Visible From / Visible To the server accepts. */
export const earliestNewsDay = earliestTodayAnywhere;

export const newsCreateBodySchema = newsPostInputSchema({ earliestDay: () => earliestNewsDay() });

/** An edit's body: a past date that the post already has is allowed, so the service checks dates. */
export const newsEditBodySchema = newsPostInputSchema({ earliestDay: () => `${EARLIEST_YEAR}-01-01` });

export const newsIdParams = z.object({ id: z.uuid({ error: 'Not a valid news post id' }) });

export const TAGS = ['news-events'];
