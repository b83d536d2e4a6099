import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { rowsOf } from './client';

// Only a PostgreSQL server can end a connection under the portal; PGlite runs in the process.
describe.runIf(process.env.DATABASE_URL)('a PostgreSQL connection the server ends', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('is dropped from the pool with a warning, and the next query opens a new one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const [mine] = rowsOf<{ pid: number }>(await database.db.execute(sql`select pg_backend_pid() as pid`));
    // Another connection ends ours while it sits idle in the pool, as a restart would.
    const admin = await createTestDatabase();
    try {
      await admin.db.execute(sql`select pg_terminate_backend(${mine!.pid})`);
    } finally {
      await admin.close();
    }
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('closed an idle connection')),
    );
    const [again] = rowsOf<{ answer: number }>(await database.db.execute(sql`select 1 as answer`));
    expect(again?.answer).toBe(1);
    warn.mockRestore();
  });
});
