import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessUnitInput, BusinessUnitRow } from '@portico/domain/business-units/business-unit-admin';
import { api } from '../../../lib/api-client';
import { afterBusinessUnitChange } from './get-business-units';

export const createBusinessUnit = (input: BusinessUnitInput) =>
  api.post<BusinessUnitRow>('/api/admin/business-units', input);

export function useCreateBusinessUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBusinessUnit,
    onSuccess: () => afterBusinessUnitChange(queryClient),
  });
}
