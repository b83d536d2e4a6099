import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { createTestDatabase } from './database';

export interface PlanDatabase {
  /** For building a feature's own query, unexecuted, to plan: `planOf(sql\`${listX(db, …)}\`)`. */
  db: Db;
  /**
   * The planner's plan for a query, as text (`explain`). `sortsPricedOut`: sorts priced out
   * too, so an order an index can give is taken from it — whether a query's order matches its
   * index, which the few rows of a test database would not make worth it.
   */
  planOf: (query: SQL, options?: { sortsPricedOut?: boolean }) => Promise<string>;
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
    planOf: async (query, options = {}) => {
      const explain = async (db: Pick<Db, 'execute'>) => {
        const result = await db.execute(sql`explain ${query}`);
        const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
        return rows.map((row) => Object.values(row).join(' ')).join('\n');
      };
      if (!options.sortsPricedOut) return explain(database.db);
      return database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        return explain(tx);
      });
    },
    close: () => database.close(),
  };
}
