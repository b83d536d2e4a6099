import { REQUEST_SORTS } from '@portico/domain/requests/request-dto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceRequests } from '../../db/schema';
import { createRequest } from '../../../test/request-factories';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';
import { allRequestsInBatches, listRequests } from './request-list-service';
import { eq } from 'drizzle-orm';

// The CSV export reads the desk list in keyset batches. Read in batches of three, every sort in
// both directions must give exactly the rows, in exactly the order, of the list read at once:
// ties on the sort column (same time, same status), empty cells (nobody assigned, no rank).
let t: TestApp;
const alex = { employeeId: PERSONAS.alex.id, roles: ['Admin' as const] };

beforeAll(async () => {
  t = await buildTestApp();
  const sameTime = new Date('2026-03-02T09:00:00.123Z');
  await createRequest(t.db, { createdAt: sameTime });
  await createRequest(t.db, { createdAt: sameTime, status: 'Assigned' });
  await createRequest(t.db, { createdAt: sameTime, status: 'Assigned' });
  await createRequest(t.db, { status: 'On Hold' });
  await createRequest(t.db, { type: 'Project Brief', status: 'Assigned' });
  await createRequest(t.db, { type: 'Project Brief', status: 'Assigned' });
  await createRequest(t.db, { type: 'Purchase Request' });
  await createRequest(t.db, { assigned: false });
  await createRequest(t.db, { assigned: false, status: 'Complete' });
  for (let n = 0; n < 4; n += 1) await createRequest(t.db, { description: `Same words ${n % 2}` });
  const [ranked] = await t.db.select({ id: serviceRequests.id }).from(serviceRequests).limit(1);
  await t.db.update(serviceRequests).set({ priorityRank: 1 }).where(eq(serviceRequests.id, ranked!.id));
});
afterAll(() => t.close());

const filter = { view: 'desk' as const, viewerId: alex.employeeId };

describe('the CSV export read in batches', () => {
  const orders = REQUEST_SORTS.flatMap((sort) =>
    (['asc', 'desc'] as const).map((order) => ({ sort, order })),
  );

  it.each(orders)('by $sort $order gives the whole list in its order', async (order) => {
    const whole = await listRequests(t.db, alex, filter, order, { page: 1, pageSize: 'all' });
    const batches: string[][] = [];
    for await (const batch of allRequestsInBatches(t.db, alex, filter, order, 3)) {
      batches.push(batch.map((row) => row.name));
    }
    expect(whole.total).toBeGreaterThan(9);
    expect(batches.length).toBeGreaterThan(3);
    expect(batches.every((batch) => batch.length <= 3)).toBe(true);
    expect(batches.flat()).toEqual(whole.items.map((row) => row.name));
  });

  it('reads the next batch only when the one before is taken', async () => {
    const order = { sort: 'name' as const, order: 'asc' as const };
    const reader = allRequestsInBatches(t.db, alex, filter, order, 2);
    const first = await reader.next();
    expect(first.value).toHaveLength(2);
    await reader.return(undefined);
  });

  it('is sent as a stream, chunk by chunk, not built as one string', async () => {
    const response = await (await t.as('alex')).get('/api/requests/export.csv?view=desk');
    expect(response.statusCode).toBe(200);
    expect(response.headers['transfer-encoding']).toBe('chunked');
    expect(response.headers['content-length']).toBeUndefined();
    expect(response.body.split('\n')[0]).toContain('ID,Date,Type');
  });
});
