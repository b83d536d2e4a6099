import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarFeedStatus } from '@portico/domain/calendar-feeds/calendar-feed-schema';
import { api } from '../../../../lib/api-client';

/** Whether the signed-in person has a calendar feed (decision 056); never its address. */
const getCalendarFeed = (signal?: AbortSignal) =>
  api.get<CalendarFeedStatus>('/api/me/calendar-feed', signal);

export const calendarFeedQueryKey = ['calendar-feed'] as const;

const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: calendarFeedQueryKey,
    queryFn: ({ signal }) => getCalendarFeed(signal),
  });

export const useCalendarFeed = () => useQuery(calendarFeedQueryOptions());
