import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QuoteAdminRow, QuoteValues } from '@portico/domain/quotes/quote-admin';
import { api } from '../../../lib/api-client';
import { quoteKeys } from './quote-keys';

/** A new quote is `POST`ed; an edit is a `PATCH` of both fields. */
export const saveQuote = ({ id, values }: { id?: string; values: QuoteValues }) =>
  id
    ? api.patch<QuoteAdminRow>(`/api/admin/quotes/${encodeURIComponent(id)}`, values)
    : api.post<QuoteAdminRow>('/api/admin/quotes', values);

export function useSaveQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  });
}
