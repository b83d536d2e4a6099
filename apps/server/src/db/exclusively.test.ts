import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import type { Database } from './client';

/**
 * Servers started together on one PostgreSQL database migrate and seed in turn (decision 047):
 * two connections to the same database, as two instances would hold, never run their
 * start-up work at once. PGlite is one process's database, so only PostgreSQL is tested.
 */
describe.skipIf(!process.env.DATABASE_URL)('Database.exclusively on PostgreSQL', () => {
  let first: TestDatabase;
  let second: Database;
  beforeAll(async () => {
    first = await createTestDatabase();
    second = await first.reopen();
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('runs one instance’s start-up work after the other’s, never both at once', async () => {
    const steps: string[] = [];
    const work = (name: string) => async () => {
      steps.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 150));
      steps.push(`${name} ends`);
      return name;
    };
    const results = await Promise.all([first.exclusively(work('a')), second.exclusively(work('b'))]);
    expect(results).toEqual(['a', 'b']);
    const inTurn = (one: string, other: string) => [
      `${one} starts`,
      `${one} ends`,
      `${other} starts`,
      `${other} ends`,
    ];
    expect([inTurn('a', 'b'), inTurn('b', 'a')]).toContainEqual(steps);
  });

  it('releases the turn when the work fails', async () => {
    await expect(first.exclusively(() => Promise.reject(new Error('migration failed')))).rejects.toThrow(
      'migration failed',
    );
    await expect(second.exclusively(async () => 'next')).resolves.toBe('next');
  });
});
