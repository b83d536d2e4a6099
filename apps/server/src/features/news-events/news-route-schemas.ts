import { newsPostInputSchema } from '@portico/domain/news-events/news-schema';
import { EARLIEST_YEAR } from '@portico/domain/shared/dates';
import { z } from 'zod';

const DAY_MS = 86_400_000;

/**
 * The earliest Visible From / Visible To the server accepts: yesterday in UTC. The form's
 * minimum is the person's own today, which west of UTC can still be yesterday here.
 */
export function earliestNewsDay(now: Date = new Date()): string {
  return new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
}

export const newsCreateBodySchema = newsPostInputSchema({ earliestDay: () => earliestNewsDay() });

/** An edit's body: a past date that the post already has is allowed, so the service checks dates. */
export const newsEditBodySchema = newsPostInputSchema({ earliestDay: () => `${EARLIEST_YEAR}-01-01` });

export const newsIdParams = z.object({ id: z.uuid({ error: 'Not a valid news post id' }) });

export const TAGS = ['news-events'];
