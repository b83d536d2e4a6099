import { useQueryClient } from '@tanstack/react-query';
import type { QuoteAdminRow, QuoteValues } from '@portico/domain/quotes/quote-admin';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation';
import { api, type ChangeOptions } from '../../../lib/api-client';
import { quoteKeys } from './quote-keys';

/** A new quote is `POST`ed; an edit is a `PATCH` of both fields. */
export const saveQuote = ({ id, values }: { id?: string; values: QuoteValues }, change?: ChangeOptions) =>
  id
    ? api.patch<QuoteAdminRow>(`/api/admin/quotes/${encodeURIComponent(id)}`, values, change)
    : api.post<QuoteAdminRow>('/api/admin/quotes', values, change);

export function useSaveQuote() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: saveQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  });
}
