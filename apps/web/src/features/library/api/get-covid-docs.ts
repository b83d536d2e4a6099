import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CovidDocPage } from '@portico/domain/library/library-schema';
import { api, withQuery } from '../../../lib/api-client';
import { libraryKeys } from './library-keys';

/** One page of the Covid-19 documents (Protocol or Form), each with what its modal shows. */
export const getCovidDocs = (page: number, signal?: AbortSignal) =>
  api.get<CovidDocPage>(withQuery('/api/covid-documents', { page }), signal);

export const covidDocsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: libraryKeys.covid({ page }),
    queryFn: ({ signal }) => getCovidDocs(page, signal),
    placeholderData: keepPreviousData,
  });

export const useCovidDocs = (page: number) => useQuery(covidDocsQueryOptions(page));
