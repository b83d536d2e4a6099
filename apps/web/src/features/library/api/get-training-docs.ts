import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainingDocPage } from '@portico/domain/library/library-schema';
import { api, withQuery } from '../../../lib/api-client';
import { libraryKeys } from './library-keys';
import type { LibraryListQuery } from './library-list-query';

/** One page of the Training Library: 9 trainings, searched and filtered by the server. */
export const getTrainingDocs = (query: LibraryListQuery, signal?: AbortSignal) =>
  api.get<TrainingDocPage>(withQuery('/api/training-docs', query), signal);

export const trainingDocsQueryOptions = (query: LibraryListQuery) =>
  queryOptions({
    queryKey: libraryKeys.trainings({ ...query }),
    queryFn: ({ signal }) => getTrainingDocs(query, signal),
    placeholderData: keepPreviousData,
  });

export const useTrainingDocs = (query: LibraryListQuery) => useQuery(trainingDocsQueryOptions(query));
