import {
  roleChangeRefusal,
  type RoleChange,
  type RoleHolderRow,
} from '@portico/domain/access-roles/access-role-admin';
import type { Db } from '../../db/client';
import { recordAudit } from '../../lib/audit-log';
import { HttpProblem, notFound } from '../../lib/problem';
import type { Viewer } from '../../lib/viewer';
import { findRoleHolder } from './access-role-queries';
import { grantRole, revokeRole } from './role-grants';

export const EMPLOYEE_NOT_FOUND = 'The employee was not found.';

/**
 * Grants or revokes one role, through the same writes as the roles command line, and records
 * it in the audit log with the roles before and after, in one transaction. The database's
 * trigger on `employee_roles` tells every server's identity cache (decision 018), so the
 * person's next request already has the new powers. Granting a role held, or revoking one not
 * held, changes nothing and logs nothing.
 */
export async function changeRole(
  db: Db,
  actor: Viewer,
  employeeId: string,
  change: RoleChange,
): Promise<RoleHolderRow> {
  const refusal = roleChangeRefusal(actor, employeeId, change);
  if (refusal) throw new HttpProblem(409, refusal);
  return db.transaction(async (tx) => {
    const before = await findRoleHolder(tx, employeeId);
    if (!before) throw notFound(EMPLOYEE_NOT_FOUND);
    const changed = change.granted
      ? await grantRole(tx, employeeId, change.role)
      : await revokeRole(tx, employeeId, change.role);
    if (!changed) return before;
    const after = (await findRoleHolder(tx, employeeId))!;
    await recordAudit(tx, actor, {
      action: 'update',
      entityType: 'access-roles',
      entityId: employeeId,
      entityLabel: `${before.name} (${before.employeeNumber})`,
      before: { roles: before.roles },
      after: { roles: after.roles },
    });
    return after;
  });
}
