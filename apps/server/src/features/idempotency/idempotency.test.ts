import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_MESSAGE, IDEMPOTENCY_KEY_REUSED_MESSAGE } from '@portico/domain/shared/idempotency';
import { idempotentRequests, serviceRequests } from '../../db/schema';
import { validBodies } from '../../../test/request-bodies';
import { createRequest } from '../../../test/request-factories';
import { buildTestApp, type ApiClient, type TestApp } from '../../../test/test-app';

/** A change sent twice with one Idempotency-Key is made once (decision 052). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const withKey = (client: ApiClient, url: string, body: unknown, key: string) =>
  client.request({ method: 'POST', url, payload: body as never, headers: { 'idempotency-key': key } });

/** A Support Request with a description of its own, to count how many were made. */
const supportRequest = () => ({ ...validBodies['Support Request'](), description: `Dock ${randomUUID()}` });
const requestsDescribed = async (description: string) =>
  (
    await t.db
      .select({ n: count() })
      .from(serviceRequests)
      .where(eq(serviceRequests.description, description))
  )[0]!.n;

describe('Idempotency-Key on changes', () => {
  it('makes one request of a double click: the second answer is the first, replayed', async () => {
    const emery = await t.as('emery');
    const body = supportRequest();
    const key = randomUUID();
    const [first, second] = await Promise.all([
      withKey(emery, '/api/requests', body, key),
      withKey(emery, '/api/requests', body, key),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().id).toBe(first.json().id);
    expect([first.headers['idempotent-replayed'], second.headers['idempotent-replayed']]).toContain('true');
    expect(await requestsDescribed(body.description)).toBe(1);

    // Back and submit again, later: still the first answer, still one request.
    const again = await withKey(emery, '/api/requests', body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect(await requestsDescribed(body.description)).toBe(1);
  });

  it('records a decision once: a second click gets the decision, not "already decided"', async () => {
    const { id } = await createRequest(t.db, { type: 'Purchase Request' });
    const drew = await t.as('drew');
    const decision = { step: 'purchase', decision: 'Approved', notes: 'Looks right to me.' };
    const key = randomUUID();
    const first = await withKey(drew, `/api/requests/${id}/approvals`, decision, key);
    const second = await withKey(drew, `/api/requests/${id}/approvals`, decision, key);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().purchase.status).toBe('Approved');
    // Without the key the same click is refused: the step is decided.
    const unkeyed = await drew.post(`/api/requests/${id}/approvals`, decision);
    expect(unkeyed.statusCode).toBe(409);
  });

  it('refuses the key on a different change and makes nothing', async () => {
    const emery = await t.as('emery');
    const key = randomUUID();
    expect((await withKey(emery, '/api/requests', supportRequest(), key)).statusCode).toBe(201);
    const other = supportRequest();
    const response = await withKey(emery, '/api/requests', other, key);
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(IDEMPOTENCY_KEY_REUSED_MESSAGE);
    expect(await requestsDescribed(other.description)).toBe(0);
  });

  it('lets the key go after a refusal, so the corrected change goes through with it', async () => {
    const { id } = await createRequest(t.db, { type: 'Purchase Request' });
    const key = randomUUID();
    const decision = { step: 'purchase', decision: 'Approved', notes: 'Fine by me.' };
    // Emery is not the approver: refused by the route, after the key was claimed.
    const refused = await withKey(await t.as('emery'), `/api/requests/${id}/approvals`, decision, key);
    expect(refused.statusCode).toBe(403);
    const rows = await t.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, key));
    expect(rows).toEqual([]);
  });

  it('keeps each person’s keys apart', async () => {
    const key = randomUUID();
    const body = supportRequest();
    const emerys = await withKey(await t.as('emery'), '/api/requests', body, key);
    const drews = await withKey(await t.as('drew'), '/api/requests', body, key);
    expect([emerys.statusCode, drews.statusCode]).toEqual([201, 201]);
    expect(drews.json().id).not.toBe(emerys.json().id);
    expect(drews.headers['idempotent-replayed']).toBeUndefined();
  });

  it.each([['short'], ['a'.repeat(129)], ['not a key!']])(
    'refuses the key %j with 400 and makes nothing',
    async (key) => {
      const body = supportRequest();
      const response = await withKey(await t.as('emery'), '/api/requests', body, key);
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(IDEMPOTENCY_KEY_MESSAGE);
      expect(await requestsDescribed(body.description)).toBe(0);
    },
  );
});
