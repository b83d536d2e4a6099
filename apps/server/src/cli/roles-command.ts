import { parseArgs } from 'node:util';
import { ACCESS_ROLES, accessRoleSchema, type AccessRole } from '@portico/domain/identity/roles';

export const ROLES_USAGE = `Usage: npm run roles -- <grant|revoke> <role> <employee number or work email>
       npm run roles -- list <role>
       npm run roles -- forget-sign-in <employee number or work email>

  forget-sign-in: the person's provider account is no longer bound to them (docs/identity.md);
  their next sign-in binds the account that signs in with their work email (a re-created one).

  roles: ${ACCESS_ROLES.map((role) => `'${role}'`).join(', ')}
  e.g.   npm run roles -- grant 'IT desk' 000123
`;

export class RolesUsageError extends Error {}

export type RolesCommand =
  | { action: 'grant' | 'revoke'; role: AccessRole; who: string }
  | { action: 'list'; role: AccessRole }
  | { action: 'forget-sign-in'; who: string }
  | 'help';

/** Reads `grant|revoke <role> <who>` or `list <role>`; anything else is a usage error. */
export function parseRolesCommand(args: string[]): RolesCommand {
  const { values, positionals } = parseArgs({
    args,
    options: { help: { type: 'boolean', short: 'h', default: false } },
    strict: true,
    allowPositionals: true,
  });
  if (values.help) return 'help';
  const [action, roleText, who, ...rest] = positionals;
  if (action === 'forget-sign-in') {
    if (roleText && who === undefined) return { action, who: roleText };
    throw new RolesUsageError('Say forget-sign-in and who');
  }
  const role = accessRoleSchema.safeParse(roleText);
  if (!role.success) throw new RolesUsageError(`Unknown role '${roleText ?? ''}'`);
  if (action === 'list' && who === undefined) return { action, role: role.data };
  if ((action === 'grant' || action === 'revoke') && who && rest.length === 0) {
    return { action, role: role.data, who };
  }
  throw new RolesUsageError('Say grant, revoke or list, the role, and for grant or revoke who');
}
