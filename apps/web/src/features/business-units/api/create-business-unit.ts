import { useQueryClient } from '@tanstack/react-query';
import type { BusinessUnitInput, BusinessUnitRow } from '@portico/domain/business-units/business-unit-admin';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation';
import { api, type ChangeOptions } from '../../../lib/api-client';
import { afterBusinessUnitChange } from './get-business-units';

export const createBusinessUnit = (input: BusinessUnitInput, change?: ChangeOptions) =>
  api.post<BusinessUnitRow>('/api/admin/business-units', input, change);

export function useCreateBusinessUnit() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: createBusinessUnit,
    onSuccess: () => afterBusinessUnitChange(queryClient),
  });
}
