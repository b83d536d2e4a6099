import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Forecast } from '@portico/domain/forecasts/forecast-dto';
import type { ForecastInput } from '@portico/domain/forecasts/forecast-schema';
import { api } from '../../../lib/api-client';
import { forecastKeys } from './forecast-keys';

/** Submits a new forecast (id absent) or saves changes; 400 answers carry field errors. */
export const saveForecast = ({ id, input }: { id?: string; input: ForecastInput }) =>
  id
    ? api.patch<Forecast>(`/api/forecasts/${encodeURIComponent(id)}`, input)
    : api.post<Forecast>('/api/forecasts', input);

export function useSaveForecast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveForecast,
    onSuccess: (forecast) => {
      queryClient.setQueryData(forecastKeys.detail(forecast.id), forecast);
      void queryClient.invalidateQueries({ queryKey: forecastKeys.lists() });
    },
  });
}
