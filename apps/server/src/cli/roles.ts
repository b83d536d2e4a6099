/**
 * Grants and revokes access roles from the shell (`npm run roles -- grant 'IT desk' 000123`),
 * beside the Access Roles screen: the way out when no Admin can sign in (decision 034); and
 * forgets a person's bound sign-in account when theirs was re-created (docs/identity.md). Uses
 * the database the server uses.
 */
import {
  findEmployeeByNumberOrEmail,
  grantRole,
  listRoleHolders,
  revokeRole,
} from '../features/access-roles/role-grants';
import { forgetSignIns } from '../features/identity/sign-in-queries';
import { readArguments, withServerDatabase } from './command-database';
import { parseRolesCommand, ROLES_USAGE } from './roles-command';
import { runCommand } from './run-command';

async function main(): Promise<number> {
  const command = readArguments(() => parseRolesCommand(process.argv.slice(2)), ROLES_USAGE);
  if (typeof command === 'number') return command;
  return withServerDatabase(async (database) => {
    if (command.action === 'list') {
      const holders = await listRoleHolders(database.db, command.role);
      for (const holder of holders) {
        console.log(`${holder.employeeNumber}  ${holder.displayName}  ${holder.workEmail ?? ''}`);
      }
      console.log(`${holders.length} with '${command.role}'`);
      return 0;
    }
    const employee = await findEmployeeByNumberOrEmail(database.db, command.who);
    if (!employee) {
      console.error(`No employee has the number or work email '${command.who}'; nothing was changed.`);
      return 1;
    }
    const who = `${employee.displayName} (${employee.employeeNumber})`;
    if (command.action === 'forget-sign-in') {
      const forgotten = await forgetSignIns(database.db, employee.id);
      console.log(
        forgotten > 0
          ? `Forgot the sign-in account of ${who}: the next sign-in with their work email is bound to them.`
          : `${who} had no sign-in account bound.`,
      );
      return 0;
    }
    if (command.action === 'grant') {
      const added = await grantRole(database.db, employee.id, command.role);
      console.log(added ? `Granted '${command.role}' to ${who}.` : `${who} already has '${command.role}'.`);
    } else {
      const removed = await revokeRole(database.db, employee.id, command.role);
      console.log(
        removed ? `Revoked '${command.role}' from ${who}.` : `${who} did not have '${command.role}'.`,
      );
    }
    return 0;
  });
}

runCommand(main, 'Changing roles');
