import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  JobOpeningAdmin,
  JobOpeningAdminPage,
  JobOpeningAdminQuery,
  JobOpeningInput,
} from '@portico/domain/careers/job-opening-input';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation';
import { api, withQuery, type ChangeOptions } from '../../../lib/api-client';

/*
 * The Job Opportunities administration calls (Admins). Their keys start with 'job-openings',
 * as the careers page's and the dashboard card's do, so one change refreshes all of them.
 */

const BASE = '/api/admin/job-openings';
const ALL = ['job-openings'] as const;
const onePath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export type JobOpeningAdminParams = Partial<JobOpeningAdminQuery>;

export const jobOpeningsAdminQueryOptions = (params: JobOpeningAdminParams) =>
  queryOptions({
    queryKey: [...ALL, 'admin', params] as const,
    queryFn: ({ signal }) => api.get<JobOpeningAdminPage>(withQuery(BASE, params), signal),
    placeholderData: keepPreviousData,
  });

export const useJobOpeningsAdmin = (params: JobOpeningAdminParams) =>
  useQuery(jobOpeningsAdminQueryOptions(params));

/** One opening, for its edit form. */
export const useJobOpeningAdmin = (id: string) =>
  useQuery({
    queryKey: [...ALL, 'admin', 'one', id] as const,
    queryFn: ({ signal }) => api.get<JobOpeningAdmin>(onePath(id), signal),
  });

function useJobOpeningChange<Input, Output>(call: (input: Input, change?: ChangeOptions) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ALL }),
        queryClient.invalidateQueries({ queryKey: ['audit-log'] }),
      ]),
  });
}

/** A new opening is `POST`ed; an edit is a `PATCH` of every field. */
export const useSaveJobOpening = () =>
  useJobOpeningChange(({ id, values }: { id?: string; values: JobOpeningInput }, change?: ChangeOptions) =>
    id
      ? api.patch<JobOpeningAdmin>(onePath(id), values, change)
      : api.post<JobOpeningAdmin>(BASE, values, change),
  );

export const useDeleteJobOpening = () =>
  useJobOpeningChange((id: string, change?: ChangeOptions) => api.delete<null>(onePath(id), change));
