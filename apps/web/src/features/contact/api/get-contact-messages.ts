import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactMessageList } from '@portico/domain/contact/contact-message';
import type { SortOrder } from '@portico/domain/shared/list-query';
import { api, withQuery } from '../../../lib/api-client';

export interface ContactMessageQuery {
  page: number;
  pageSize: number | 'all';
  sort: string;
  order: SortOrder;
  search: string;
}

export const contactMessagesQueryOptions = (query: ContactMessageQuery) =>
  queryOptions({
    queryKey: ['contact-messages', query],
    queryFn: ({ signal }) => api.get<ContactMessageList>(withQuery('/api/contact-messages', query), signal),
    placeholderData: keepPreviousData,
  });

export const useContactMessages = (query: ContactMessageQuery) =>
  useQuery(contactMessagesQueryOptions(query));
