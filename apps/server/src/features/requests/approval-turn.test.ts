import type { RequestRow } from '@portico/domain/requests/request-dto';
import { OWN_REQUEST_MESSAGE } from '@portico/domain/requests/workflow/workflow-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS_LEADER_ID, requestRow } from '../../../test/request-bodies';
import { createRequest } from '../../../test/request-factories';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';

/**
 * Whose turn it is (decision 014): the badge and highlight show what waits for the signed-in
 * person's decision, and nobody decides their own request.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: 'demo' });
});
afterAll(() => t.close());

const approvalsUrl = (id: string) => `/api/requests/${id}/approvals`;
const decide = (step: string, decision = 'Approved') => ({ step, decision, notes: 'Checked.' });

describe('Blair’s Approval Requests: the demo’s two estimates wait for her', () => {
  it('counts exactly the two Pending Estimate Approval briefs in her badge', async () => {
    const blair = await t.as('blair');
    const summary = (await blair.get('/api/requests/summary')).json();
    expect(summary.approvalPendingCount).toBe(2);
  });

  it('highlights those two rows and not the ones waiting for others', async () => {
    const blair = await t.as('blair');
    const { items } = (await blair.get('/api/requests?view=approvals&pageSize=all')).json() as {
      items: RequestRow[];
    };
    const highlighted = items.filter((row) => row.approvalPending);
    expect(highlighted.map((row) => row.description).sort()).toEqual(
      ['Pick-face slotting by velocity', 'Yard trailer tracking'].sort(),
    );
    expect(highlighted.every((row) => row.status === 'Pending Estimate Approval')).toBe(true);
    // Her list also holds briefs waiting for Drew or for the IT desk's estimate: not hers to decide.
    const others = items.filter((row) => !row.approvalPending);
    expect(
      others.some((row) => row.status === 'Pending Pre-Approval' || row.status === 'Pending Estimate'),
    ).toBe(true);
  });

  it('counts for Drew only what waits for him, and the Operations leader the purchases he seconds', async () => {
    const drew = (await (await t.as('drew')).get('/api/requests/summary')).json();
    const { items } = (
      await (await t.as('drew')).get('/api/requests?view=approvals&pageSize=all')
    ).json() as {
      items: RequestRow[];
    };
    expect(drew.approvalPendingCount).toBe(items.filter((row) => row.approvalPending).length);
    expect(
      items
        .filter((row) => row.approvalPending)
        .every((row) => ['Pending Purchase Approval', 'Pending Pre-Approval'].includes(row.status)),
    ).toBe(true);
  });
});

describe('conflict of interest', () => {
  /** Emery's purchase for Drew, on Drew's own project: Drew approves purchases there. */
  const purchaseForDrew = () =>
    createRequest(t.db, { type: 'Purchase Request', requestedForId: PERSONAS.drew.id });

  it('refuses Drew deciding a purchase made for him (403), changing nothing', async () => {
    const { id } = await purchaseForDrew();
    const before = await requestRow(t.db, id);
    const response = await (await t.as('drew')).post(approvalsUrl(id), decide('purchase'));
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(OWN_REQUEST_MESSAGE);
    expect(await requestRow(t.db, id)).toEqual(before);
  });

  it('shows Drew no form, but who decides; it is not in his badge', async () => {
    const { id } = await purchaseForDrew();
    const drew = await t.as('drew');
    const detail = (await drew.get(`/api/requests/${id}`)).json();
    expect(detail.permissions).toMatchObject({ approvalSteps: [], ownRequestStep: 'purchase' });
    expect(detail.waitingFor).toEqual({
      step: 'purchase',
      deciders: [detail.purchase.secondaryApprover],
      escalated: false,
    });
    expect(detail.approvalPending).toBe(false);
    const { items } = (await drew.get('/api/requests?view=mine&pageSize=all')).json() as {
      items: RequestRow[];
    };
    expect(items.find((row) => row.id === id)?.approvalPending).toBe(false);
  });

  it('lets the secondary approver decide it', async () => {
    const { id } = await purchaseForDrew();
    const second = await t.asEmployee(OPERATIONS_LEADER_ID);
    expect((await second.get(`/api/requests/${id}`)).json()).toMatchObject({
      approvalPending: true,
      permissions: { approvalSteps: ['purchase'], ownRequestStep: null },
    });
    const response = await second.post(approvalsUrl(id), decide('purchase'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('Pending IT Assignment');
  });

  it('lets an Admin decide a brief whose only pre-approver it is for, and nobody else', async () => {
    const { id } = await createRequest(t.db, { type: 'Project Brief', requestedForId: PERSONAS.drew.id });
    const drew = await t.as('drew');
    expect((await drew.get(`/api/requests/${id}`)).json().waitingFor).toEqual({
      step: 'pre-approval',
      deciders: [],
      escalated: false,
    });
    expect((await drew.post(approvalsUrl(id), decide('pre-approval'))).statusCode).toBe(403);
    expect((await (await t.as('casey')).post(approvalsUrl(id), decide('pre-approval'))).statusCode).toBe(404);
    const alex = await t.as('alex');
    expect((await alex.get(`/api/requests/${id}`)).json().permissions.approvalSteps).toEqual([
      'pre-approval',
    ]);
    const response = await alex.post(approvalsUrl(id), decide('pre-approval', 'Rejected'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().status).toBe('Cancelled');
  });

  it('does not let an Admin step in while an approver may decide', async () => {
    const { id } = await createRequest(t.db, { type: 'Purchase Request' });
    const response = await (await t.as('alex')).post(approvalsUrl(id), decide('purchase'));
    expect(response.statusCode).toBe(403);
  });

  it('refuses bad input with 400, changing nothing', async () => {
    const { id } = await purchaseForDrew();
    const before = await requestRow(t.db, id);
    const second = await t.asEmployee(OPERATIONS_LEADER_ID);
    for (const body of [{ ...decide('purchase'), decision: 'Maybe' }, { ...decide('nothing') }, {}]) {
      expect((await second.post(approvalsUrl(id), body)).statusCode).toBe(400);
    }
    expect(await requestRow(t.db, id)).toEqual(before);
  });
});
