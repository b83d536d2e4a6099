import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { databaseAttachmentStore } from './attachment-store';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the database attachment store', () => {
  it('gives back exactly the bytes it was given', async () => {
    const store = databaseAttachmentStore(database.db);
    const bytes = new Uint8Array(70_000).map((_, index) => (index * 7919) % 256);
    await store.put('every-byte', bytes);
    expect(Buffer.from((await store.get('every-byte'))!).equals(Buffer.from(bytes))).toBe(true);
    expect(await store.get('missing')).toBeUndefined();
  });

  it('writes with the transaction it is opened on', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await databaseAttachmentStore(tx).put('rolled-back', new Uint8Array([1, 2, 3]));
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect(await databaseAttachmentStore(database.db).get('rolled-back')).toBeUndefined();
  });

  it('deletes several keys at once, and nothing for none', async () => {
    const store = databaseAttachmentStore(database.db);
    await store.put('a', new Uint8Array([1]));
    await store.put('b', new Uint8Array([2]));
    await store.delete([]);
    await store.delete(['a', 'b']);
    expect(await store.get('a')).toBeUndefined();
    expect(await store.get('b')).toBeUndefined();
  });
});
