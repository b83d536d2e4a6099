import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsListItem, NewsListSort } from '@portico/domain/news-events/news-dto';
import { api, withQuery } from '../../../lib/api-client';
import { newsKeys } from '../../../lib/api/news-keys';

export interface MyNewsQuery {
  page: number;
  pageSize: number | 'all';
  sort: NewsListSort;
  order: 'asc' | 'desc';
  search?: string | undefined;
}

export interface MyNewsList {
  items: NewsListItem[];
  total: number;
  page: number;
  pageSize: number;
}

export const getMyNews = (query: MyNewsQuery, signal?: AbortSignal) =>
  api.get<MyNewsList>(withQuery('/api/news-events', query), signal);

export const myNewsQueryOptions = (query: MyNewsQuery) =>
  queryOptions({
    queryKey: newsKeys.list({ ...query }),
    queryFn: ({ signal }) => getMyNews(query, signal),
    placeholderData: keepPreviousData,
  });

export const useMyNews = (query: MyNewsQuery, { enabled = true } = {}) =>
  useQuery({ ...myNewsQueryOptions(query), enabled });
