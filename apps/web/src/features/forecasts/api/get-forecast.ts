import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Forecast } from '@portico/domain/forecasts/forecast-dto';
import { api } from '../../../lib/api-client';
import { forecastKeys } from './forecast-keys';

export const getForecast = (id: string, signal?: AbortSignal) =>
  api.get<Forecast>(`/api/forecasts/${encodeURIComponent(id)}`, signal);

export const forecastQueryOptions = (id: string) =>
  queryOptions({ queryKey: forecastKeys.detail(id), queryFn: ({ signal }) => getForecast(id, signal) });

export const useForecast = (id: string) => useQuery(forecastQueryOptions(id));
