import { useQueryClient } from '@tanstack/react-query';
import type { Holiday, HolidayInput } from '@portico/domain/approvals/reminder-settings';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation';
import { api, type ChangeOptions } from '../../../lib/api-client';
import { siteHolidaysPath } from './get-site-holidays';
import { siteKeys } from './site-keys';

/** `POST /api/admin/sites/:id/holidays`: a holiday on the site's calendar. */
export function useAddSiteHoliday(siteId: string) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: (holiday: HolidayInput, change?: ChangeOptions) =>
      api.post<Holiday>(siteHolidaysPath(siteId), holiday, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.holidays(siteId) }),
  });
}
