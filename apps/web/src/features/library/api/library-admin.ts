import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CorporateForm,
  CorporateFormInput,
  LibraryAttachment,
  TrainingDocAdminPage,
  TrainingDocAdminQuery,
  TrainingDocInput,
} from '@portico/domain/library/library-schema';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation';
import { api, withQuery, type ChangeOptions } from '../../../lib/api-client';
import { libraryKeys } from './library-keys';

/*
 * The libraries' administration calls (Admins). Every change refreshes the libraries'
 * lists and details (`libraryKeys.all`), the admin list among them.
 */

const BASE = '/api/admin/training-docs';

/** A training (or Covid-19 document) or a corporate form: where its writes go. */
export type LibraryKind = 'training' | 'form';
const BASES: Record<LibraryKind, string> = {
  training: BASE,
  form: '/api/admin/corporate-forms',
};
const docPath = (kind: LibraryKind, id: string) => `${BASES[kind]}/${encodeURIComponent(id)}`;

export type TrainingDocAdminParams = Partial<TrainingDocAdminQuery>;

export const trainingDocsAdminQueryOptions = (params: TrainingDocAdminParams) =>
  queryOptions({
    queryKey: [...libraryKeys.all, 'admin', params] as const,
    queryFn: ({ signal }) => api.get<TrainingDocAdminPage>(withQuery(BASE, params), signal),
    placeholderData: keepPreviousData,
  });

export const useTrainingDocsAdmin = (params: TrainingDocAdminParams) =>
  useQuery(trainingDocsAdminQueryOptions(params));

function useLibraryChange<Input, Output>(call: (input: Input, change?: ChangeOptions) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
  });
}

/** A new document is `POST`ed; an edit is a `PATCH` of every field. */
export const useSaveTrainingDoc = () =>
  useLibraryChange(({ id, values }: { id?: string; values: TrainingDocInput }, change?: ChangeOptions) =>
    id
      ? api.patch<{ id: string }>(`${BASE}/${encodeURIComponent(id)}`, values, change)
      : api.post<{ id: string }>(BASE, values, change),
  );

export const useSaveCorporateForm = () =>
  useLibraryChange(({ id, values }: { id?: string; values: CorporateFormInput }, change?: ChangeOptions) =>
    id
      ? api.patch<{ id: string }>(docPath('form', id), values, change)
      : api.post<{ id: string }>(BASES.form, values, change),
  );

/** One corporate form with its files (any signed-in employee may read it). */
export const useCorporateForm = (id: string) =>
  useQuery({
    queryKey: [...libraryKeys.all, 'form', id] as const,
    queryFn: ({ signal }) => api.get<CorporateForm>(`/api/corporate-forms/${encodeURIComponent(id)}`, signal),
  });

export const useDeleteLibraryDoc = (kind: LibraryKind) =>
  useLibraryChange((id: string) => api.delete<null>(docPath(kind, id)));

/** One file (multipart field 'file'); 400 and 413 answers carry the spec's messages. */
export const useUploadLibraryFile = (kind: LibraryKind, id: string) =>
  useLibraryChange((file: File) => {
    const body = new FormData();
    body.append('file', file, file.name);
    return api.post<LibraryAttachment>(`${docPath(kind, id)}/attachments`, body);
  });

export const useDeleteLibraryFile = (kind: LibraryKind, id: string) =>
  useLibraryChange((attachmentId: string) =>
    api.delete<null>(`${docPath(kind, id)}/attachments/${encodeURIComponent(attachmentId)}`),
  );
