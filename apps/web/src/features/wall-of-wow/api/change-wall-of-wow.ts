import { useQueryClient } from '@tanstack/react-query';
import type { WallOfWowAdminRow, WallOfWowValues } from '@portico/domain/wall-of-wow/wall-of-wow-admin';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation';
import { api, type ChangeOptions } from '../../../lib/api-client';
import { wallOfWowKeys } from './wall-of-wow-keys';

/*
 * The Wall of Wow's writes (Admins): `POST` a new entry, `PATCH` one, `DELETE` one, `PUT` its
 * picture. Each refreshes every Wall of Wow query, the dashboard card among them.
 */

const BASE = '/api/admin/wall-of-wow';
const entryPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

function useWallOfWowChange<Input, Output>(call: (input: Input, change?: ChangeOptions) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wallOfWowKeys.all }),
  });
}

export const useSaveWallOfWow = () =>
  useWallOfWowChange(({ id, values }: { id?: string; values: WallOfWowValues }, change?: ChangeOptions) =>
    id
      ? api.patch<{ id: string }>(entryPath(id), values, change)
      : api.post<{ id: string }>(BASE, values, change),
  );

export const useDeleteWallOfWow = () =>
  useWallOfWowChange((id: string, change?: ChangeOptions) => api.delete<null>(entryPath(id), change));

/** One picture (multipart field 'file'); 400 and 413 answers carry the upload's messages. */
export const useUploadWallOfWowImage = (id: string) =>
  useWallOfWowChange((file: File) => {
    const body = new FormData();
    body.append('file', file, file.name);
    return api.put<WallOfWowAdminRow>(`${entryPath(id)}/image`, body);
  });
