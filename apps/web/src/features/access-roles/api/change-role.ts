import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleChange, RoleHolderRow } from '@portico/domain/access-roles/access-role-admin';
import { api } from '../../../lib/api-client';
import { accessRoleKeys } from './get-role-holders';

export interface ChangeRole extends RoleChange {
  employeeId: string;
}

export const changeRole = ({ employeeId, ...change }: ChangeRole) =>
  api.patch<RoleHolderRow>(`/api/admin/access-roles/${employeeId}`, change);

/** Grants or revokes one role; the list reads again, and so does the audit log. */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accessRoleKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['audit-log'] });
    },
  });
}
