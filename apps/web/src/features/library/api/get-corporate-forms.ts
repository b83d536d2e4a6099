import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CorporateFormPage } from '@portico/domain/library/library-schema';
import { api, withQuery } from '../../../lib/api-client';
import { libraryKeys } from './library-keys';
import type { LibraryListQuery } from './library-list-query';

/** One page of Corporate Forms: 9, searched and filtered by the server, each with its files. */
export const getCorporateForms = (query: LibraryListQuery, signal?: AbortSignal) =>
  api.get<CorporateFormPage>(withQuery('/api/corporate-forms', query), signal);

export const corporateFormsQueryOptions = (query: LibraryListQuery) =>
  queryOptions({
    queryKey: libraryKeys.forms({ ...query }),
    queryFn: ({ signal }) => getCorporateForms(query, signal),
    placeholderData: keepPreviousData,
  });

export const useCorporateForms = (query: LibraryListQuery) => useQuery(corporateFormsQueryOptions(query));
