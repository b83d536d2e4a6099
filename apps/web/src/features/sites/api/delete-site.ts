import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { afterSiteChange } from './after-site-change';

export const deleteSite = (id: string) => api.delete<null>(`/api/admin/sites/${encodeURIComponent(id)}`);

export function useDeleteSite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSite, onSuccess: () => afterSiteChange(queryClient) });
}
