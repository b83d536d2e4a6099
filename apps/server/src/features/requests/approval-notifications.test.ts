import { displayNameOf } from '@portico/domain/requests/request-name';
import type { NotificationItem } from '@portico/domain/notifications/notification-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS_LEADER_ID, validBodies } from '../../../test/request-bodies';
import { createRequest } from '../../../test/request-factories';
import { buildTestApp, type Caller, type TestApp } from '../../../test/test-app';

/** Approvers are told when a step starts waiting for them; the requester hears the desk's question. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function bell(client: Awaited<ReturnType<TestApp['as']>>, requestId: string) {
  const response = await client.get('/api/notifications?limit=100');
  expect(response.statusCode).toBe(200);
  return (response.json().items as NotificationItem[]).filter((item) => item.requestId === requestId);
}
const as = (caller: Caller) => t.as(caller);

describe("'Approval needed'", () => {
  it('tells Drew (and his second) when Emery submits a purchase on Drew’s project; it opens the request', async () => {
    const created = await (await as('emery')).post('/api/requests', validBodies['Purchase Request']());
    expect(created.statusCode, created.body).toBe(201);
    const { id, name } = created.json();
    const [drews] = await bell(await as('drew'), id);
    expect(drews).toMatchObject({
      type: 'Approval needed',
      description: `${displayNameOf(name)} Purchase Approval waits for your decision`,
      isRead: false,
      target: `/serviceRequests/${id}`,
    });
    expect(await bell(await t.asEmployee(OPERATIONS_LEADER_ID), id)).toHaveLength(1);
    // The requester is not asked to approve her own request.
    expect((await bell(await as('emery'), id)).map((item) => item.type)).not.toContain('Approval needed');
  });

  it('tells Drew when Emery submits a project brief for his pre-approval', async () => {
    const created = await (await as('emery')).post('/api/requests', validBodies['Project Brief']());
    const { id, name } = created.json();
    expect((await bell(await as('drew'), id)).map((item) => item.description)).toEqual([
      `${displayNameOf(name)} Project Pre-Approval waits for your decision`,
    ]);
  });

  it('tells nobody to approve an automatic approval or a support request', async () => {
    const auto = (await (await as('drew')).post('/api/requests', validBodies['Purchase Request']())).json();
    expect(auto.status).toBe('Pending IT Assignment');
    expect(await bell(await as('drew'), auto.id)).toEqual([]);
    const support = (
      await (await as('emery')).post('/api/requests', validBodies['Support Request']())
    ).json();
    expect(await bell(await as('drew'), support.id)).toEqual([]);
  });

  it('tells Blair when the desk sends an estimate for her approval', async () => {
    const brief = await createRequest(t.db, { type: 'Project Brief', status: 'Pending Estimate' });
    const sent = await (
      await as('alex')
    ).request({
      method: 'PUT',
      url: `/api/requests/${brief.id}/estimate`,
      payload: { hours: 10, rate: 100, note: null, send: true },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await bell(await as('blair'), brief.id)).map((item) => item.type)).toEqual(['Approval needed']);
  });
});

describe('Pending User Reply carries the desk’s note to the requester', () => {
  it('even when the note was written before the status changed', async () => {
    const { id, name } = await createRequest(t.db, { status: 'Assigned' });
    const alex = await as('alex');
    const noted = await alex.patch(`/api/requests/${id}/fulfilment`, { statusNotes: 'Which desk is yours?' });
    expect(noted.statusCode, noted.body).toBe(200);
    const asked = await alex.patch(`/api/requests/${id}/fulfilment`, { status: 'Pending User Reply' });
    expect(asked.statusCode, asked.body).toBe(200);
    const [latest] = await bell(await as('emery'), id);
    expect(latest).toMatchObject({
      type: 'IT request updated',
      description: `${displayNameOf(name)} is now Pending User Reply: Which desk is yours?`,
    });
  });
});
