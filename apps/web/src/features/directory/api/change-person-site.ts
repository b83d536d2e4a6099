import { useQueryClient } from '@tanstack/react-query';
import type { PersonSite, PersonSiteChange } from '@portico/domain/sites/person-site';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation';
import { api, type ChangeOptions } from '../../../lib/api-client';
import { directoryKeys } from './directory-keys';

/** `PUT /api/people/:employeeId/site` (HR and Admins): another site for a person, or none. */
export const changePersonSite = (
  { employeeId, change }: { employeeId: string; change: PersonSiteChange },
  options?: ChangeOptions,
) => api.put<PersonSite>(`/api/people/${encodeURIComponent(employeeId)}/site`, change, options);

export function useChangePersonSite() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: changePersonSite,
    onSuccess: (_site, { employeeId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: directoryKeys.profile(employeeId) }),
        queryClient.invalidateQueries({ queryKey: ['audit-log'] }),
        // The sites administration's people counts.
        queryClient.invalidateQueries({ queryKey: ['sites', 'admin'] }),
      ]),
  });
}
