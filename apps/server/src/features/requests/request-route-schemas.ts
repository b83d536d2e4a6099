import { requestInputSchema } from '@portico/domain/requests/request-schemas';
import { EARLIEST_YEAR } from '@portico/domain/shared/dates';
import { z } from 'zod';
import { earliestTodayAnywhere } from '../../lib/earliest-today';

/** The earliest Needed By the server accepts. */
export const earliestNeededBy = earliestTodayAnywhere;

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

/** A picker's search (the request form's and the IT desk's): what was typed, trimmed. */
export const pickerSearchQuery = z.object({ search: z.string().trim().max(200).optional() });
