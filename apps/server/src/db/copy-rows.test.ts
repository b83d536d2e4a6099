import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { copyRows } from './copy-rows';
import { insertInChunks } from './insert-in-chunks';
import { attachmentBlobs, notifications } from './schema';

type NotificationRow = typeof notifications.$inferInsert;

/** Rows that need COPY's escapes, a JSON value, a date, and columns left to their defaults. */
const rowsWithId = (prefix: string): NotificationRow[] => [
  {
    id: `${prefix}0000000-0000-4000-8000-000000000001`,
    type: 'tab\there',
    description: 'line\nnext \\ back\rslash \\N',
    message: { kind: 'quote', values: { text: 'a\tb\\c' } } as never,
    isRead: true,
    createdAt: new Date('2026-01-02T03:04:05.678Z'),
    announcementId: '00000000-0000-4000-8000-0000000000aa',
  },
  { id: `${prefix}0000000-0000-4000-8000-000000000002`, type: 'plain', description: 'defaults' },
];

describe('copyRows', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('stores what insertInChunks stores: escapes, JSON, dates, bytes, nulls and defaults', async () => {
    const bytes = Uint8Array.from([0, 9, 10, 92, 255]);
    await database.db.transaction(async (tx) => {
      await copyRows(tx, notifications, rowsWithId('c'));
      await insertInChunks(tx, notifications, rowsWithId('e'));
      await copyRows(tx, attachmentBlobs, [{ storageKey: 'copied', bytes }]);
      await insertInChunks(tx, attachmentBlobs, [{ storageKey: 'inserted', bytes }]);
    });
    const stored = await database.db.select().from(notifications).orderBy(asc(notifications.id));
    const withoutIds = stored.map(({ id: _id, ...row }) => row);
    expect(withoutIds.slice(0, 2)).toEqual(withoutIds.slice(2));
    expect(withoutIds[0]).toMatchObject({ type: 'tab\there', description: 'line\nnext \\ back\rslash \\N' });
    expect(withoutIds[1]).toMatchObject({ isRead: false, message: null });
    const blobs = await database.db.select().from(attachmentBlobs).orderBy(asc(attachmentBlobs.storageKey));
    expect(blobs.map((blob) => Buffer.from(blob.bytes))).toEqual([Buffer.from(bytes), Buffer.from(bytes)]);
  });

  it('fails with the database’s refusal, leaving nothing behind', async () => {
    const twice = [rowsWithId('d')[1]!, rowsWithId('d')[1]!];
    await expect(database.db.transaction((tx) => copyRows(tx, notifications, twice))).rejects.toThrow();
    const left = await database.db.select().from(notifications);
    expect(left.filter((row) => row.id.startsWith('d'))).toEqual([]);
  });
});
