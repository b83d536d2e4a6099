import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { createTestDatabase } from './database';

export interface PlanDatabase {
  /** For building a feature's own query, unexecuted, to plan: `planOf(sql\`${listX(db, …)}\`)`. */
  db: Db;
  /** The planner's plan for a query, as text (`explain`). */
  planOf: (query: SQL) => Promise<string>;
  close: () => Promise<void>;
}

/**
 * A test database with sequential scans priced out: a plan names an index whenever the query's
 * shape lets the planner use it, so a test that looks for the index fails if a change hides it.
 */
export async function createPlanDatabase(): Promise<PlanDatabase> {
  const database = await createTestDatabase();
  await database.db.execute(sql`set enable_seqscan = off`);
  return {
    db: database.db,
    planOf: async (query) => {
      const result = await database.db.execute(sql`explain ${query}`);
      const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
      return rows.map((row) => Object.values(row).join(' ')).join('\n');
    },
    close: () => database.close(),
  };
}
