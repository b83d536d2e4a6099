import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Forecast } from '@portico/domain/forecasts/forecast-dto';
import { api } from '../../../lib/api-client';
import { forecastKeys } from './forecast-keys';

/** HR and Admin lock a forecast (no edits or deletes) or unlock it. */
export const lockForecast = ({ id, lock }: { id: string; lock: boolean }) =>
  api.post<Forecast>(`/api/forecasts/${encodeURIComponent(id)}/${lock ? 'lock' : 'unlock'}`, {});

export function useLockForecast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: lockForecast,
    onSuccess: (forecast) => {
      queryClient.setQueryData(forecastKeys.detail(forecast.id), forecast);
      void queryClient.invalidateQueries({ queryKey: forecastKeys.lists() });
    },
  });
}
