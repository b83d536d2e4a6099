import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRequestFacts } from './workflow/request-facts';
import { runWorkflowEvent } from './workflow/request-workflow';
import { requestRow, validBodies } from '../../../test/request-bodies';
import { createRequest } from '../../../test/request-factories';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';

/** The Approval History, ranking approved projects, and the guard behind every decision. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const approvalsUrl = (id: string) => `/api/requests/${id}/approvals`;

describe('GET /api/requests/:id/approvals', () => {
  it('lists the Approval History oldest first with approvers and actors by name', async () => {
    const brief = await createRequest(t.db, { type: 'Project Brief', status: 'Pending Estimate Approval' });
    const response = await (await t.as('emery')).get(approvalsUrl(brief.id));
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([
      expect.objectContaining({
        step: 'pre-approval',
        approver: 'Drew Okafor',
        actor: 'Drew Okafor',
        status: 'Approved',
        notes: 'Approved. Thanks for the detail.',
        completedAt: expect.any(String),
      }),
      expect.objectContaining({ step: 'estimate', approver: 'Blair Chen', actor: null, status: 'Pending' }),
    ]);
  });

  it('shows an automatic approval', async () => {
    const created = await (await t.as('drew')).post('/api/requests', validBodies['Purchase Request']());
    const items = (await (await t.as('drew')).get(approvalsUrl(created.json().id))).json().items;
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
    const { id } = await createRequest(t.db);
    expect((await (await t.as('emery')).get(approvalsUrl(id))).json()).toEqual({ items: [] });
  });

  it('is hidden from those who cannot see the request', async () => {
    const { id } = await createRequest(t.db, { type: 'Purchase Request' });
    expect((await (await t.as('casey')).get(approvalsUrl(id))).statusCode).toBe(404);
  });
});

describe('PATCH /api/requests/:id/rank', () => {
  const approvedProject = () => createRequest(t.db, { type: 'Project Brief', status: 'Assigned' });

  it.each(['emery', 'drew', 'blair', 'casey'] as const)(
    'refuses %s (not an Admin) with 403',
    async (caller) => {
      const { id } = await approvedProject();
      const before = await requestRow(t.db, id);
      const response = await (await t.as(caller)).patch(`/api/requests/${id}/rank`, { rank: '9' });
      expect(response.statusCode).toBe(403);
      expect(await requestRow(t.db, id)).toEqual(before);
    },
  );

  it.each(['12a', '-1', '1.5', '', ' ', 'one'])('refuses %j: digits only', async (rank) => {
    const { id } = await approvedProject();
    const response = await (await t.as('alex')).patch(`/api/requests/${id}/rank`, { rank });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.rank).toEqual(['Digits only']);
  });

  it('lets an Admin rank an approved project', async () => {
    const { id } = await approvedProject();
    const url = `/api/requests/${id}/rank`;
    const response = await (await t.as('alex')).patch(url, { rank: '4' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().rank).toBe(4);
    expect((await (await t.as('alex')).patch(url, { rank: 7 })).json().rank).toBe(7);
    expect((await requestRow(t.db, id))!.priorityRank).toBe(7);
  });

  it('keeps ranks unique: setting a taken rank moves that project and those after it down', async () => {
    const [a, b, c] = [await approvedProject(), await approvedProject(), await approvedProject()];
    const alex = await t.as('alex');
    const rank = (id: string, value: number | string | null) =>
      alex.patch(`/api/requests/${id}/rank`, { rank: value });
    expect((await rank(a.id, 900_001)).statusCode).toBe(200);
    expect((await rank(b.id, 900_002)).statusCode).toBe(200);
    const response = await rank(c.id, '900001');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().rank).toBe(900_001);
    const ranks = async () =>
      Promise.all([a, b, c].map(async ({ id }) => (await requestRow(t.db, id))!.priorityRank));
    expect(await ranks()).toEqual([900_002, 900_003, 900_001]);

    const list = (await alex.get('/api/requests?view=ranking&pageSize=all&sort=rank&order=asc')).json();
    const shown = list.items.map((item: { rank: number | null }) => item.rank).filter(Boolean);
    expect(new Set(shown).size).toBe(shown.length);
  });

  it('clears a rank with null, moving no one', async () => {
    const [a, b] = [await approvedProject(), await approvedProject()];
    const alex = await t.as('alex');
    await alex.patch(`/api/requests/${a.id}/rank`, { rank: 800_001 });
    await alex.patch(`/api/requests/${b.id}/rank`, { rank: 800_002 });
    const response = await alex.patch(`/api/requests/${a.id}/rank`, { rank: null });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().rank).toBeNull();
    expect((await requestRow(t.db, a.id))!.priorityRank).toBeNull();
    expect((await requestRow(t.db, b.id))!.priorityRank).toBe(800_002);
  });

  it('refuses to rank anything but an approved project', async () => {
    const { id } = await createRequest(t.db);
    const response = await (await t.as('alex')).patch(`/api/requests/${id}/rank`, { rank: '1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe('Only approved projects can be ranked.');
    expect((await requestRow(t.db, id))!.priorityRank).toBeNull();
  });

  it('answers 404 for a request that does not exist', async () => {
    const response = await (
      await t.as('alex')
    ).patch('/api/requests/00000000-0000-4000-8000-000000000000/rank', { rank: '1' });
    expect(response.statusCode).toBe(404);
  });
});

describe('the guarded workflow write', () => {
  it('changes the row only while the request is still in the state the event was decided in', async () => {
    const { id } = await createRequest(t.db, { type: 'Purchase Request' });
    const stale = (await findRequestFacts(t.db, id))!;
    const drew = { employeeId: PERSONAS.drew.id, displayName: 'Drew Okafor', roles: [] };
    const approve = { type: 'decide', step: 'purchase', decision: 'Approved', notes: 'Yes.' } as const;
    await runWorkflowEvent(t.db, stale, approve, drew);
    const after = await requestRow(t.db, id);
    // A second write decided on the same stale read changes nothing and says why.
    await expect(
      runWorkflowEvent(t.db, stale, { ...approve, decision: 'Rejected' }, drew),
    ).rejects.toMatchObject({ status: 409, detail: 'This request was already decided.' });
    expect(await requestRow(t.db, id)).toEqual(after);
    expect(after).toMatchObject({ status: 'Pending IT Assignment', purchaseApprovalStatus: 'Approved' });
  });
});
