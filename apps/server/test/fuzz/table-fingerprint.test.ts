import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client';
import { holidays, sessions } from '../../src/db/schema';
import { PERSONAS } from '../../src/reference-data/personas';
import { createTestDatabase, type TestDatabase } from '../database';
import { changedTables, fingerprintQuery, takeFingerprint } from './table-fingerprint';

/*
 * The fingerprint that says "a refused call changed nothing" (the fuzz test, the permission
 * matrix) must see every committed write and nothing else.
 */
let database: TestDatabase;
let query: Awaited<ReturnType<typeof fingerprintQuery>>;

beforeAll(async () => {
  database = await createTestDatabase({ template: 'people' });
  await database.db.insert(holidays).values([
    { day: '2030-01-01', name: 'One' },
    { day: '2030-01-02', name: 'Two' },
  ]);
  await database.db.insert(sessions).values({
    tokenHash: 'fingerprint-session',
    employeeId: PERSONAS.emery.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  query = await fingerprintQuery(database.db);
});
afterAll(() => database.close());

const changedBy = async (write: (db: Db) => Promise<unknown>) => {
  const before = await takeFingerprint(database.db, query);
  await write(database.db);
  return changedTables(before, await takeFingerprint(database.db, query));
};

const rollBack = new Error('roll back');

describe('the table fingerprint', () => {
  it.each([
    ['an insert', (db: Db) => db.insert(holidays).values({ day: '2030-01-03', name: 'Three' }), ['holidays']],
    [
      'an update that keeps the row count',
      (db: Db) => db.update(holidays).set({ name: 'Renamed' }).where(eq(holidays.day, '2030-01-01')),
      ['holidays'],
    ],
    ['a delete', (db: Db) => db.delete(holidays).where(eq(holidays.day, '2030-01-02')), ['holidays']],
    [
      'a delete and an insert in one transaction',
      (db: Db) =>
        db.transaction(async (tx) => {
          await tx.delete(holidays).where(eq(holidays.day, '2030-01-03'));
          await tx.insert(holidays).values({ day: '2030-01-04', name: 'Four' });
        }),
      ['holidays'],
    ],
    [
      'a write rolled back',
      (db: Db) =>
        db
          .transaction(async (tx) => {
            await tx.insert(holidays).values({ day: '2030-01-05', name: 'Five' });
            await tx.update(holidays).set({ name: 'Gone' });
            throw rollBack;
          })
          .catch((error: unknown) => {
            if (error !== rollBack) throw error;
          }),
      [],
    ],
    [
      'a session seen again (every signed-in call does it)',
      (db: Db) => db.update(sessions).set({ lastSeenAt: sql`now() + interval '1 minute'` }),
      [],
    ],
    [
      'a session changed otherwise',
      (db: Db) => db.update(sessions).set({ expiresAt: new Date(Date.now() + 7_200_000) }),
      ['sessions'],
    ],
    ['a read', (db: Db) => db.select().from(holidays), []],
  ] as const)('sees %s', async (_what, write, changed) => {
    expect(await changedBy(write)).toEqual(changed);
  });
});
