import { requestInputSchema } from '@portico/domain/requests/request-schemas';
import { EARLIEST_YEAR } from '@portico/domain/shared/dates';
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

/**
 * An edit's body. Whether a past Needed By is allowed depends on the saved request (kept as it
 * is, it stays), so the service checks it with `isNeededByAllowed` once it has read the request.
 */
export const requestEditBodySchema = requestInputSchema({ earliestNeededBy: () => `${EARLIEST_YEAR}-01-01` });

export const requestIdParams = z.object({ id: z.uuid({ error: 'Not a valid request id' }) });

/** A request named by its id or by its number ('000227', '227', 'SR-000227'); see `parseRequestReference`. */
export const requestReferenceParams = z.object({ id: z.string().max(64) });

export const TAGS = ['requests'];
