import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BusinessUnitLeaderChange,
  BusinessUnitRow,
} from '@portico/domain/business-units/business-unit-admin';
import { api } from '../../../lib/api-client';
import { afterBusinessUnitChange } from './get-business-units';

export interface ChangeLeader extends BusinessUnitLeaderChange {
  unitId: string;
}

export const changeBusinessUnitLeader = ({ unitId, ...change }: ChangeLeader) =>
  api.patch<BusinessUnitRow>(`/api/admin/business-units/${unitId}`, change);

export function useChangeBusinessUnitLeader() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBusinessUnitLeader,
    onSuccess: () => afterBusinessUnitChange(queryClient),
  });
}
