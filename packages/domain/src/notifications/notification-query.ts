import { z } from 'zod';

export const NOTIFICATION_PAGE_SIZE = 20;
export const MAX_NOTIFICATION_PAGE_SIZE = 100;

/**
 * `GET /api/notifications`: the bell asks for `limit=7` (BELL_NOTIFICATION_COUNT), the full list
 * pages with `page` and `pageSize`. Newest first either way.
 */
export const notificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_NOTIFICATION_PAGE_SIZE).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_NOTIFICATION_PAGE_SIZE).default(NOTIFICATION_PAGE_SIZE),
});
