import { useQueryClient } from '@tanstack/react-query';
import type { Forecast } from '@portico/domain/forecasts/forecast-dto';
import type { ForecastInput } from '@portico/domain/forecasts/forecast-schema';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation';
import { api, type ChangeOptions } from '../../../lib/api-client';
import { forecastKeys } from './forecast-keys';

/** Submits a new forecast (id absent) or saves changes; 400 answers carry field errors. */
export const saveForecast = ({ id, input }: { id?: string; input: ForecastInput }, change?: ChangeOptions) =>
  id
    ? api.patch<Forecast>(`/api/forecasts/${encodeURIComponent(id)}`, input, change)
    : api.post<Forecast>('/api/forecasts', input, change);

export function useSaveForecast() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: saveForecast,
    onSuccess: (forecast) => {
      queryClient.setQueryData(forecastKeys.detail(forecast.id), forecast);
      void queryClient.invalidateQueries({ queryKey: forecastKeys.lists() });
    },
  });
}
