import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { CHANGE_CHANNELS, hearOwnChanges, openChangeBus, publishChange, type ChangeBus } from './change-bus';

let database: TestDatabase;
let first: ChangeBus;
let second: ChangeBus;
beforeAll(async () => {
  database = await createTestDatabase();
  first = await openChangeBus(database);
  second = await openChangeBus(database);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.close();
});

describe('the change bus', () => {
  it('delivers a message to every subscriber on every bus of the database, the sender included', async () => {
    const heard: string[] = [];
    const stopFirst = first.subscribe(CHANGE_CHANNELS.identity, { onMessage: (m) => heard.push(`1 ${m}`) });
    const stopSecond = second.subscribe(CHANGE_CHANNELS.identity, { onMessage: (m) => heard.push(`2 ${m}`) });
    await first.publish(CHANGE_CHANNELS.identity, 'hello');
    await first.settled();
    await second.settled();
    expect(heard.sort()).toEqual(['1 hello', '2 hello']);
    stopFirst();
    stopSecond();
  });

  it('delivers what a transaction publishes once it commits, and nothing if it rolls back', async () => {
    const heard: string[] = [];
    const stop = first.subscribe(CHANGE_CHANNELS.notifications, { onMessage: (m) => heard.push(m) });
    await database.db.transaction(async (tx) => {
      await publishChange(tx, CHANGE_CHANNELS.notifications, 'committed');
    });
    await database.db
      .transaction(async (tx) => {
        await publishChange(tx, CHANGE_CHANNELS.notifications, 'rolled back');
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await first.settled();
    expect(heard).toEqual(['committed']);
    stop();
  });

  it('refuses a message over the payload limit', async () => {
    await expect(
      publishChange(database.db, CHANGE_CHANNELS.notifications, 'x'.repeat(8_001)),
    ).rejects.toThrow(/too large/);
  });

  it('is live while listening, and refuses a channel it was not opened with', () => {
    expect(first.live).toBe(true);
    expect(() => first.subscribe('not_a_channel', { onMessage: () => {} })).toThrow(/not_a_channel/);
  });

  it('returns from hearOwnChanges only once what was committed before it has been heard here', async () => {
    const heard: string[] = [];
    const stop = first.subscribe(CHANGE_CHANNELS.identity, { onMessage: (m) => heard.push(m) });
    await publishChange(database.db, CHANGE_CHANNELS.identity, 'employee:someone');
    await hearOwnChanges(first, { warn: () => expect.fail('no warning expected') });
    expect(heard).toEqual(['employee:someone']);
    stop();
  });

  it('lets a write stand when the bus is down or cannot settle: nothing waited for, or a warning', async () => {
    const warnings: string[] = [];
    const log = { warn: (message: string) => warnings.push(message) };
    const settled = () => Promise.reject(new Error('The change bus did not settle'));
    await hearOwnChanges({ ...first, live: false, settled }, log);
    expect(warnings).toEqual([]);
    await hearOwnChanges({ ...first, live: true, settled }, log);
    expect(warnings).toEqual([
      'The change bus did not confirm a change made here: The change bus did not settle',
    ]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the change bus on PostgreSQL, when its connection drops', () => {
  it('logs the loss once and the return once, and nothing when it is closed on purpose', async () => {
    const said: string[] = [];
    const log = {
      warn: (message: string) => said.push(`warn: ${message}`),
      info: (message: string) => said.push(`info: ${message}`),
    };
    const bus = await openChangeBus(database, [CHANGE_CHANNELS.identity], log);
    // The listener's own connection, as a failover or a restarted database would end it.
    await database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query like 'listen %' and pid <> pg_backend_pid()`);
    await expect.poll(() => bus.live, { timeout: 10_000 }).toBe(false);
    await expect.poll(() => bus.live, { timeout: 10_000 }).toBe(true);
    await bus.close();
    expect(said).toEqual([
      'warn: The change bus lost its database connection: caches are bypassed until it returns',
      'info: The change bus is listening again: caches were cleared',
    ]);
  });
});
