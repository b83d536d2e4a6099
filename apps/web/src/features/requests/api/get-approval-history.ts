import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApprovalHistoryItem } from '@portico/domain/requests/request-dto';
import { api } from '../../../lib/api-client';
import { requestKeys } from '../../../lib/api/request-keys';

/** Every approval step of a request: approver, decision, actor, notes, created and completed times. */
export const getApprovalHistory = async (id: string, signal?: AbortSignal) => {
  const { items } = await api.get<{ items: ApprovalHistoryItem[] }>(
    `/api/requests/${encodeURIComponent(id)}/approvals`,
    signal,
  );
  return items;
};

export const approvalHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: requestKeys.approvals(id),
    queryFn: ({ signal }) => getApprovalHistory(id, signal),
  });

export const useApprovalHistory = (id: string, enabled: boolean) =>
  useQuery({ ...approvalHistoryQueryOptions(id), enabled });
