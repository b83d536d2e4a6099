import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactMessageList } from '@portico/domain/contact/contact-message';
import type { SortOrder } from '@portico/domain/shared/list-query';
import { api } from '../../../lib/api-client';

export interface ContactMessageQuery {
  page: number;
  pageSize: number | 'all';
  sort: string;
  order: SortOrder;
}

const queryString = (query: ContactMessageQuery) =>
  new URLSearchParams({
    page: String(query.page),
    pageSize: String(query.pageSize),
    sort: query.sort,
    order: query.order,
  }).toString();

export const contactMessagesQueryOptions = (query: ContactMessageQuery) =>
  queryOptions({
    queryKey: ['contact-messages', query],
    queryFn: ({ signal }) =>
      api.get<ContactMessageList>(`/api/contact-messages?${queryString(query)}`, signal),
    placeholderData: keepPreviousData,
  });

export const useContactMessages = (query: ContactMessageQuery) =>
  useQuery(contactMessagesQueryOptions(query));
