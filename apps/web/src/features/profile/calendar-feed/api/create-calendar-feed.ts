import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CalendarFeedStatus,
  NewCalendarFeed,
} from '@portico/domain/calendar-feeds/calendar-feed-schema';
import { api } from '../../../../lib/api-client';
import { calendarFeedQueryKey } from './get-calendar-feed';

/** Makes the feed, or a new address for it: the answer is the one time the address is told. */
const createCalendarFeed = () => api.post<NewCalendarFeed>('/api/me/calendar-feed');

/**
 * Sent without an Idempotency-Key, unlike other changes (decision 052): the server would keep
 * the answer, and with it the secret address, for a day. A second press makes another address,
 * and the one shown is the one that works.
 */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: (feed) =>
      queryClient.setQueryData<CalendarFeedStatus>(calendarFeedQueryKey, {
        active: true,
        createdAt: feed.createdAt,
      }),
  });
}
