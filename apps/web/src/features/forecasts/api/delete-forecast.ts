import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { forecastKeys } from './forecast-keys';

export const deleteForecast = (id: string) => api.delete<null>(`/api/forecasts/${encodeURIComponent(id)}`);

export function useDeleteForecast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteForecast,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: forecastKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: forecastKeys.lists() });
    },
  });
}
