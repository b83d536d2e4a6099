import { openDatabase, type Database } from '../db/client';
import { resolveDataDir } from './data-dir';

/**
 * What every command does around its work: read its arguments (a usage error prints the message
 * and the usage, exit 2; --help the usage, exit 0), and open the database the server uses,
 * migrated, closed afterwards.
 */
export function readArguments<Command>(parse: () => Command | 'help', usage: string): Command | number {
  try {
    const command = parse();
    if (command !== 'help') return command;
    console.log(usage);
    return 0;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
    return 2;
  }
}

export async function withServerDatabase<T>(
  work: (database: Database, where: string) => Promise<T>,
): Promise<T> {
  const dataDir = resolveDataDir(process.env);
  const database = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${dataDir}`;
  try {
    await database.migrate();
    return await work(database, where);
  } finally {
    await database.close();
  }
}
