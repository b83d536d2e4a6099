import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ForecastListItem, ForecastListSort } from '@portico/domain/forecasts/forecast-dto';
import { api, withQuery } from '../../../lib/api-client';
import { forecastKeys } from './forecast-keys';

export interface ForecastsQuery {
  page: number;
  pageSize: number | 'all';
  sort: ForecastListSort;
  order: 'asc' | 'desc';
  search?: string | undefined;
  fiscalYear?: string | undefined;
  month?: string | undefined;
}

export interface ForecastList {
  items: ForecastListItem[];
  total: number;
  page: number;
  pageSize: number;
}

export const getForecasts = (query: ForecastsQuery, signal?: AbortSignal) =>
  api.get<ForecastList>(withQuery('/api/forecasts', query), signal);

/** The same list as CSV, every page (the table's 'Export CSV'). */
export const forecastsExportUrl = ({ sort, order, search, fiscalYear, month }: ForecastsQuery) =>
  withQuery('/api/forecasts/export.csv', { sort, order, search, fiscalYear, month });

export const forecastsQueryOptions = (query: ForecastsQuery) =>
  queryOptions({
    queryKey: forecastKeys.list({ ...query }),
    queryFn: ({ signal }) => getForecasts(query, signal),
    placeholderData: keepPreviousData,
  });

export const useForecasts = (query: ForecastsQuery) => useQuery(forecastsQueryOptions(query));
