import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  WallOfWowAdminPage,
  WallOfWowAdminQuery,
  WallOfWowAdminRow,
} from '@portico/domain/wall-of-wow/wall-of-wow-admin';
import { api, withQuery } from '../../../lib/api-client';
import { wallOfWowKeys } from './wall-of-wow-keys';

const BASE = '/api/admin/wall-of-wow';

/** `GET /api/admin/wall-of-wow`: a page of entries, newest month first (Admins). */
export const wallOfWowAdminQueryOptions = (params: Partial<WallOfWowAdminQuery>) =>
  queryOptions({
    queryKey: wallOfWowKeys.adminList(params),
    queryFn: ({ signal }) => api.get<WallOfWowAdminPage>(withQuery(BASE, params), signal),
    placeholderData: keepPreviousData,
  });

export const useWallOfWowAdmin = (params: Partial<WallOfWowAdminQuery>) =>
  useQuery(wallOfWowAdminQueryOptions(params));

/** `GET /api/admin/wall-of-wow/:id`: one entry, for its form and picture (Admins). */
export const useWallOfWowEntry = (id: string) =>
  useQuery({
    queryKey: wallOfWowKeys.adminEntry(id),
    queryFn: ({ signal }) => api.get<WallOfWowAdminRow>(`${BASE}/${encodeURIComponent(id)}`, signal),
    retry: false,
  });
