import { useQueryClient } from '@tanstack/react-query';
import type { SiteInput, SiteRow } from '@portico/domain/sites/site-admin';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation';
import { api, type ChangeOptions } from '../../../lib/api-client';
import { afterSiteChange } from './after-site-change';

/** A new site is `POST`ed; an edit is a `PATCH` of every field. */
export const saveSite = ({ id, values }: { id?: string; values: SiteInput }, change?: ChangeOptions) =>
  id
    ? api.patch<SiteRow>(`/api/admin/sites/${encodeURIComponent(id)}`, values, change)
    : api.post<SiteRow>('/api/admin/sites', values, change);

export function useSaveSite() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({ mutationFn: saveSite, onSuccess: () => afterSiteChange(queryClient) });
}
