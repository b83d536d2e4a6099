import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsPost } from '@portico/domain/news-events/news-dto';
import { api } from '../../../lib/api-client';
import { newsKeys } from '../../../lib/api/news-keys';

export const getNewsPost = (id: string, signal?: AbortSignal) =>
  api.get<NewsPost>(`/api/news-events/${encodeURIComponent(id)}`, signal);

export const newsPostQueryOptions = (id: string) =>
  queryOptions({ queryKey: newsKeys.detail(id), queryFn: ({ signal }) => getNewsPost(id, signal) });

export const useNewsPost = (id: string) => useQuery(newsPostQueryOptions(id));

/** The post's calendar file (Event posts only). */
export const newsCalendarUrl = (id: string) => `/api/news-events/${encodeURIComponent(id)}/calendar.ics`;
