import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { RequestDetail } from '@portico/domain/requests/request-dto';
import { invalidateRequestLists } from '../../../lib/api/get-request-list';
import { requestKeys } from '../../../lib/api/request-keys';

/** The detail entry a query key belongs to ('requests', 'detail', <id or number>), if any. */
const detailReferenceOf = (key: QueryKey): string | undefined =>
  key[0] === requestKeys.all[0] && key[1] === 'detail' && typeof key[2] === 'string' ? key[2] : undefined;

/**
 * Drops every cache entry of a request that no longer exists: its detail under its id and under
 * any number it was opened by ('/serviceRequests/000227'), and the approval history and
 * attachments nested under each; the lists and counts refresh. Back to its page then asks the
 * server, and shows 'not found' instead of the deleted request with live buttons.
 */
export function forgetRequest(queryClient: QueryClient, id: string) {
  const references = new Set<string>([id]);
  for (const query of queryClient.getQueryCache().getAll()) {
    const reference = detailReferenceOf(query.queryKey);
    const data = query.state.data as Partial<RequestDetail> | undefined;
    if (reference && query.queryKey.length === 3 && data?.id === id) references.add(reference);
  }
  for (const reference of references) {
    queryClient.removeQueries({ queryKey: requestKeys.detail(reference) });
  }
  invalidateRequestLists(queryClient);
}
