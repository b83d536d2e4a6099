import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDetails } from '@portico/domain/requests/request-dto';
import { api } from '../../../lib/api-client';
import { lookupKeys } from './lookup-keys';

/** One project with its group, managers, account and billing facts: the form's side card. */
export const getProject = (id: string, signal?: AbortSignal) =>
  api.get<ProjectDetails>(`/api/projects/${encodeURIComponent(id)}`, signal);

export const projectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: lookupKeys.project(id),
    queryFn: ({ signal }) => getProject(id, signal),
    staleTime: 5 * 60_000,
  });

export const useProject = (id: string | null) =>
  useQuery({ ...projectQueryOptions(id ?? ''), enabled: Boolean(id) });
