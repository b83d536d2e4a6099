import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRequestId, requestRow, validBodies } from '../../../test/request-bodies';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { recordDecisionIfWaiting } from './approval-queries';

/** The Approval History, ranking approved projects, and the guard behind every decision. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const approvalsUrl = (key: Parameters<typeof demoRequestId>[0]) =>
  `/api/requests/${demoRequestId(key)}/approvals`;

describe('GET /api/requests/:id/approvals', () => {
  it('lists the Approval History oldest first with approvers and actors by name', async () => {
    const response = await (await t.as('emery')).get(approvalsUrl('emery-shipment-brief'));
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([
      expect.objectContaining({
        step: 'pre-approval',
        approver: 'Drew Okafor',
        actor: 'Drew Okafor',
        status: 'Approved',
        notes: 'Good idea — go ahead and get an estimate.',
        completedAt: expect.any(String),
      }),
    ]);
  });

  it('shows a pending step and an automatic approval', async () => {
    const pending = (await (await t.as('blair')).get(approvalsUrl('approved-reporting'))).json().items;
    expect(pending[0]).toMatchObject({
      step: 'pre-approval',
      status: 'Approved',
      notes: 'Automatically Approved',
    });
    const created = await (await t.as('drew')).post('/api/requests', validBodies['Purchase Request']());
    const items = (await (await t.as('drew')).get(`/api/requests/${created.json().id}/approvals`)).json()
      .items;
    expect(items).toEqual([
      expect.objectContaining({
        step: 'purchase',
        status: 'Approved',
        actor: 'Drew Okafor',
        notes: 'Automatically Approved',
      }),
    ]);
  });

  it('is empty for request types without approvals', async () => {
    expect((await (await t.as('emery')).get(approvalsUrl('emery-dock'))).json()).toEqual({ items: [] });
  });

  it('is hidden from those who cannot see the request', async () => {
    expect((await (await t.as('casey')).get(approvalsUrl('emery-shipment-brief'))).statusCode).toBe(404);
  });
});

describe('PATCH /api/requests/:id/rank', () => {
  const url = `/api/requests/${demoRequestId('approved-telematics')}/rank`;

  it.each(['emery', 'drew', 'blair', 'casey'] as const)(
    'refuses %s (not an Admin) with 403',
    async (caller) => {
      const before = await requestRow(t.db, demoRequestId('approved-telematics'));
      const response = await (await t.as(caller)).patch(url, { rank: '9' });
      expect(response.statusCode).toBe(403);
      expect(await requestRow(t.db, demoRequestId('approved-telematics'))).toEqual(before);
    },
  );

  it.each(['12a', '-1', '1.5', '', ' ', 'one'])('refuses %j: digits only', async (rank) => {
    const response = await (await t.as('alex')).patch(url, { rank });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.rank).toEqual(['Digits only']);
  });

  it('lets an Admin rank an approved project', async () => {
    const response = await (await t.as('alex')).patch(url, { rank: '4' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().rank).toBe(4);
    expect((await (await t.as('alex')).patch(url, { rank: 7 })).json().rank).toBe(7);
    expect((await requestRow(t.db, demoRequestId('approved-telematics')))!.priorityRank).toBe(7);
  });

  it('refuses to rank anything but an approved project', async () => {
    const id = demoRequestId('emery-dock');
    const response = await (await t.as('alex')).patch(`/api/requests/${id}/rank`, { rank: '1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Only approved projects can be ranked.');
    expect((await requestRow(t.db, id))!.priorityRank).toBeNull();
  });

  it('answers 404 for a request that does not exist', async () => {
    const response = await (
      await t.as('alex')
    ).patch('/api/requests/00000000-0000-4000-8000-000000000000/rank', {
      rank: '1',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the guarded decision update', () => {
  it('changes the row only while the step still waits, whatever the caller read before', async () => {
    const created = await (await t.as('emery')).post('/api/requests', validBodies['Purchase Request']());
    const id = created.json().id;
    const approve = { status: 'Pending IT Assignment', purchaseApprovalStatus: 'Approved' };
    const reject = { status: 'Cancelled', purchaseApprovalStatus: 'Rejected' };
    expect(await recordDecisionIfWaiting(t.db, id, 'purchase', approve)).toBe(true);
    expect(await recordDecisionIfWaiting(t.db, id, 'purchase', reject)).toBe(false);
    expect(await requestRow(t.db, id)).toMatchObject(approve);
  });
});
