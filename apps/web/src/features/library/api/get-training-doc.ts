import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrainingDocDetail } from '@portico/domain/library/library-schema';
import { api } from '../../../lib/api-client';
import { libraryKeys } from './library-keys';

/** A training with its video address and attachments. */
export const getTrainingDoc = (id: string, signal?: AbortSignal) =>
  api.get<TrainingDocDetail>(`/api/training-docs/${encodeURIComponent(id)}`, signal);

export const trainingDocQueryOptions = (id: string) =>
  queryOptions({ queryKey: libraryKeys.training(id), queryFn: ({ signal }) => getTrainingDoc(id, signal) });

export const useTrainingDoc = (id: string) => useQuery(trainingDocQueryOptions(id));
