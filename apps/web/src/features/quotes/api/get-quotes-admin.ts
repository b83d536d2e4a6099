import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QuoteAdminPage, QuoteAdminQuery } from '@portico/domain/quotes/quote-admin';
import { api, withQuery } from '../../../lib/api-client';
import { quoteKeys } from './quote-keys';

/** `GET /api/admin/quotes`: a page of quotes, by author (Admins). */
export const quotesAdminQueryOptions = (params: Partial<QuoteAdminQuery>) =>
  queryOptions({
    queryKey: quoteKeys.list(params),
    queryFn: ({ signal }) => api.get<QuoteAdminPage>(withQuery('/api/admin/quotes', params), signal),
    placeholderData: keepPreviousData,
  });

export const useQuotesAdmin = (params: Partial<QuoteAdminQuery>) => useQuery(quotesAdminQueryOptions(params));
