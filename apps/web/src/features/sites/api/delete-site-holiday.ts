import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { siteHolidaysPath } from './get-site-holidays';
import { siteKeys } from './site-keys';

/** `DELETE /api/admin/sites/:id/holidays/:day`. */
export function useDeleteSiteHoliday(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (day: string) => api.delete<null>(`${siteHolidaysPath(siteId)}/${encodeURIComponent(day)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.holidays(siteId) }),
  });
}
