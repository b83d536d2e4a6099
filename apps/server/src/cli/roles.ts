/**
 * Grants and revokes access roles from the shell (`npm run roles -- grant 'IT desk' 000123`),
 * beside the Access Roles screen: the way out when no Admin can sign in (decision 034). Uses the
 * database the server uses.
 */
import { openDatabase } from '../db/client';
import {
  findEmployeeByNumberOrEmail,
  grantRole,
  listRoleHolders,
  revokeRole,
} from '../features/access-roles/role-grants';
import { parseRolesCommand, ROLES_USAGE, type RolesCommand } from './roles-command';
import { resolveDataDir } from './data-dir';
import { runCommand } from './run-command';

async function main(): Promise<number> {
  let command: RolesCommand;
  try {
    command = parseRolesCommand(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${ROLES_USAGE}`);
    return 2;
  }
  if (command === 'help') {
    console.log(ROLES_USAGE);
    return 0;
  }
  const database = openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: resolveDataDir(process.env),
  });
  try {
    await database.migrate();
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
  } finally {
    await database.close();
  }
}

runCommand(main, 'Changing roles');
