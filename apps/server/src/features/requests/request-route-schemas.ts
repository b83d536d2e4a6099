import { requestInputSchema } from '@portico/domain/requests/request-schemas';
import { z } from 'zod';

const DAY_MS = 86_400_000;

/**
 * The earliest Needed By the server accepts: yesterday in UTC. The form's minimum is the
 * person's own today, which west of UTC can still be yesterday here.
 */
export function earliestNeededBy(now: Date = new Date()): string {
  return new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
}

/** The request form's body: the shared schema, with "today" read at each request. */
export const requestBodySchema = requestInputSchema({ earliestNeededBy: () => earliestNeededBy() });

export const requestIdParams = z.object({ id: z.uuid({ error: 'Not a valid request id' }) });

export const TAGS = ['requests'];
