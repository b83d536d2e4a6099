import { useQueryClient } from '@tanstack/react-query';
import type { QuickLink, QuickLinkInput } from '@portico/domain/quick-links/quick-link-schema';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation';
import { api, type ChangeOptions } from '../../../lib/api-client';
import { invalidateQuickLinks } from './get-quick-links';

/** What the New Link / Edit Link form saves: a new link, or the changes to one. */
export interface SaveQuickLink {
  id?: string;
  values: QuickLinkInput;
}

/** A new link is `POST`ed (with `isCorporate`, which only an Admin may set); an edit is a `PATCH`. */
export const saveQuickLink = ({ id, values }: SaveQuickLink, change?: ChangeOptions) => {
  if (!id) return api.post<QuickLink>('/api/quick-links', values, change);
  const { isCorporate: _kindStays, ...changes } = values;
  return api.patch<QuickLink>(`/api/quick-links/${id}`, changes, change);
};

export function useSaveQuickLink() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: saveQuickLink,
    onSuccess: () => invalidateQuickLinks(queryClient),
  });
}
