import type { RequestListQuery } from '@portico/domain/requests/request-dto';

/**
 * Every query key of IT requests, in one factory, for every screen that reads them (requests,
 * the dashboard, the IT desk). Keys nest, so invalidating `all` refreshes lists, counts and
 * details, and invalidating a `detail` refreshes its approvals and attachments too.
 */
export const requestKeys = {
  all: ['requests'] as const,
  lists: () => [...requestKeys.all, 'list'] as const,
  list: (query: RequestListQuery) => [...requestKeys.lists(), query] as const,
  summary: () => [...requestKeys.all, 'summary'] as const,
  detail: (id: string) => [...requestKeys.all, 'detail', id] as const,
  approvals: (id: string) => [...requestKeys.detail(id), 'approvals'] as const,
  attachments: (id: string) => [...requestKeys.detail(id), 'attachments'] as const,
  timeline: (id: string) => [...requestKeys.detail(id), 'timeline'] as const,
};
