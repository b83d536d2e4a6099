import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedStatus } from '@portico/domain/calendar-feeds/calendar-feed-schema';
import { api } from '../../../../lib/api-client';
import { calendarFeedQueryKey } from './get-calendar-feed';

/** Turns the feed off: its address stops working. Turning off what is off is no error. */
const deleteCalendarFeed = () => api.delete<null>('/api/me/calendar-feed');

export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarFeed,
    onSuccess: () =>
      queryClient.setQueryData<CalendarFeedStatus>(calendarFeedQueryKey, { active: false, createdAt: null }),
  });
}
