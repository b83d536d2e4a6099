import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntityType, AuditLogPage } from '@portico/domain/administration/audit-log';
import type { SortOrder } from '@portico/domain/shared/list-query';
import { api, withQuery } from '../../../lib/api-client';

export interface AuditLogParams {
  page: number;
  pageSize: number | 'all';
  sort: string;
  order: SortOrder;
  search: string;
  entityType?: AuditEntityType;
  actorId?: string;
}

/** A page of the audit log (Admins); other screens' changes refresh it through `['audit-log']`. */
export const auditLogQueryOptions = (params: AuditLogParams) =>
  queryOptions({
    queryKey: ['audit-log', params] as const,
    queryFn: ({ signal }) => api.get<AuditLogPage>(withQuery('/api/admin/audit-log', params), signal),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (params: AuditLogParams) => useQuery(auditLogQueryOptions(params));
