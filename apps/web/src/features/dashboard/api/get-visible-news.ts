import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsPost } from '@portico/domain/news-events/news-dto';
import { api } from '../../../lib/api-client';
import { newsKeys } from '../../../lib/api/news-keys';

/** Posts visible today, for the dashboard carousel (the server decides what "today" holds). */
export const getVisibleNews = (signal?: AbortSignal) =>
  api.get<{ items: NewsPost[] }>('/api/news-events/visible', signal);

export const visibleNewsQueryOptions = () =>
  queryOptions({ queryKey: newsKeys.visible(), queryFn: ({ signal }) => getVisibleNews(signal) });

export const useVisibleNews = () => useQuery(visibleNewsQueryOptions());
