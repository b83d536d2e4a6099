import { z } from 'zod';
import { ACCESS_ROLES, type AccessRole } from '../identity/roles';
import { listQuerySchema, pagedListSchema } from '../shared/list-query';

/** The Access Roles screen (`/admin/access-roles`): everyone, searchable, with their roles. */
export const ACCESS_ROLE_SORTS = ['name', 'employeeNumber'] as const;
export const accessRoleListQuerySchema = listQuerySchema(ACCESS_ROLE_SORTS, {
  sort: 'name',
  order: 'asc',
}).extend({
  /** Only the people who hold this role. */
  role: z.enum(ACCESS_ROLES).optional(),
});
export type AccessRoleListQuery = z.infer<typeof accessRoleListQuerySchema>;

export const roleHolderSchema = z.object({
  id: z.string(),
  employeeNumber: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  company: z.string().nullable(),
  roles: z.array(z.enum(ACCESS_ROLES)),
});
export type RoleHolderRow = z.infer<typeof roleHolderSchema>;
export const roleHolderPageSchema = pagedListSchema(roleHolderSchema);
export type RoleHolderPage = z.infer<typeof roleHolderPageSchema>;

/** One role granted (`granted: true`) or revoked. */
export const roleChangeSchema = z.object({
  role: z.enum(ACCESS_ROLES, { error: `Choose one of ${ACCESS_ROLES.join(', ')}` }),
  granted: z.boolean({ error: 'Say whether the role is granted' }),
});
export type RoleChange = z.infer<typeof roleChangeSchema>;

export const OWN_ADMIN_REVOKE_REFUSED =
  'You cannot remove your own Admin role; another Admin must do it, so the portal always keeps one.';

/**
 * Why a role change is refused, or null when it may go ahead. An Admin may not take away their
 * own Admin role: since only an Admin changes roles, the last Admin can then never be removed,
 * and nobody locks the portal out of its own administration (decision 034).
 */
export function roleChangeRefusal(
  actor: { employeeId: string },
  targetEmployeeId: string,
  change: { role: AccessRole; granted: boolean },
): string | null {
  if (!change.granted && change.role === 'Admin' && actor.employeeId === targetEmployeeId) {
    return OWN_ADMIN_REVOKE_REFUSED;
  }
  return null;
}
