import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvalRows,
  DREW_PROJECT_ID,
  OPERATIONS_LEADER_ID,
  requestRow,
  ROOT_ID,
  validBodies,
} from '../../../test/request-bodies';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';

/** Submitting requests: who they are for, who approves them, and auto-approval. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function create(caller: 'emery' | 'drew' | 'blair', body: Record<string, unknown>) {
  const response = await (await t.as(caller)).post('/api/requests', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('POST /api/requests', () => {
  it('submits a Support Request for the signed-in person, waiting for IT', async () => {
    const detail = await create('emery', validBodies['Support Request']());
    expect(detail).toMatchObject({
      type: 'Support Request',
      name: expect.stringMatching(/^SR-\d{6}$/),
      status: 'Pending IT Assignment',
      createdBy: { id: PERSONAS.emery.id, name: 'Emery Lindqvist' },
      requestedFor: { id: PERSONAS.emery.id },
      onBehalf: false,
      category: { name: 'Hardware' },
      locked: false,
      approvalPending: false,
      purchase: { approver: null, status: null },
      preApproval: { approver: null, status: null },
      permissions: { canEdit: true, canDelete: true, approvalSteps: [], canRank: false, canWorkDesk: false },
    });
    expect(detail.displayName).toBe(detail.name.slice(3));
    expect(await approvalRows(t.db, detail.id)).toEqual([]);
  });

  it('routes a Purchase to the project’s purchase approvers and opens the step', async () => {
    const detail = await create('emery', validBodies['Purchase Request']());
    expect(detail).toMatchObject({
      status: 'Pending Purchase Approval',
      locked: true,
      // It waits for Drew, not for Emery who is looking at it (decision 014).
      approvalPending: false,
      project: { id: DREW_PROJECT_ID, projectCode: 'PRJ-0001' },
      productBrand: 'Lenovo',
      productModal: 'T14',
      productQuantity: '2',
      deliveryDetails: 'To the depot reception.',
      purchase: { approver: 'Drew Okafor', status: 'Pending Approval', approvedBy: null, notes: null },
      submittedByIsPurchaseApprover: false,
      permissions: { canEdit: false, canDelete: false },
    });
    const row = await requestRow(t.db, detail.id);
    expect(row).toMatchObject({
      purchaseApproverId: PERSONAS.drew.id,
      secondaryPurchaseApproverId: OPERATIONS_LEADER_ID,
      productModel: 'T14',
    });
    expect(await approvalRows(t.db, detail.id)).toEqual([
      expect.objectContaining({
        step: 'purchase',
        approverId: PERSONAS.drew.id,
        status: 'Pending',
        actorId: null,
      }),
    ]);
  });

  it('approves a Purchase at once when the creator is its purchase approver', async () => {
    const detail = await create('drew', validBodies['Purchase Request']());
    expect(detail).toMatchObject({
      status: 'Pending IT Assignment',
      approvalPending: false,
      submittedByIsPurchaseApprover: true,
      purchase: { status: 'Approved', approvedBy: 'Drew Okafor', notes: 'Automatically Approved' },
    });
    expect(detail.purchase.approvedOn).not.toBeNull();
    expect(await requestRow(t.db, detail.id)).toMatchObject({ purchaseApprovedById: PERSONAS.drew.id });
    expect(await approvalRows(t.db, detail.id)).toEqual([
      expect.objectContaining({
        step: 'purchase',
        status: 'Approved',
        notes: 'Automatically Approved',
        actorId: PERSONAS.drew.id,
        completedAt: expect.any(Date),
      }),
    ]);
  });

  it('submits a Quote Request with its product fields', async () => {
    const detail = await create('emery', validBodies['Quote Request']());
    expect(detail).toMatchObject({ status: 'Pending IT Assignment', productQuantity: '3.5', project: null });
  });

  it('routes a Project Brief to the project’s pre-approver, with its estimate approver', async () => {
    const detail = await create('emery', validBodies['Project Brief']());
    expect(detail).toMatchObject({
      status: 'Pending Pre-Approval',
      locked: true,
      approvalPending: false,
      projectTitle: 'Route sheet automation',
      projectGoal: 'Build them automatically.',
      preApproval: { approver: 'Drew Okafor', status: 'Pending Approval', notes: null },
      estimate: { approver: 'Blair Chen', status: null, sent: false },
    });
    expect(await requestRow(t.db, detail.id)).toMatchObject({ projectGoals: 'Build them automatically.' });
    expect(await approvalRows(t.db, detail.id)).toEqual([
      expect.objectContaining({ step: 'pre-approval', approverId: PERSONAS.drew.id, status: 'Pending' }),
    ]);
  });

  it('pre-approves a Project Brief at once when the creator is its pre-approver; nothing else waits', async () => {
    const detail = await create('drew', validBodies['Project Brief']());
    expect(detail).toMatchObject({
      status: 'Pending Estimate',
      submittedByIsPreApprover: true,
      preApproval: { status: 'Approved', notes: 'Automatically Approved' },
      estimate: { status: 'Pending Estimate', sent: false },
    });
    const history = await approvalRows(t.db, detail.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      step: 'pre-approval',
      status: 'Approved',
      notes: 'Automatically Approved',
    });
  });

  it('routes a Project Brief without a project up the organisation: manager, then department leader', async () => {
    const detail = await create('emery', { ...validBodies['Project Brief'](), project: undefined });
    expect(await requestRow(t.db, detail.id)).toMatchObject({
      preApproverId: PERSONAS.drew.id,
      estimateApproverId: OPERATIONS_LEADER_ID,
    });
  });

  it('falls back to the organisation’s root where a leader would approve their own brief', async () => {
    const detail = await create('blair', { ...validBodies['Project Brief'](), project: null });
    expect(await requestRow(t.db, detail.id)).toMatchObject({
      preApproverId: ROOT_ID,
      estimateApproverId: ROOT_ID,
    });
  });

  it('submits on behalf of a colleague: created by the caller, for the colleague', async () => {
    const detail = await create('drew', {
      ...validBodies['Support Request'](),
      onBehalf: true,
      onBehalfOf: PERSONAS.emery.id,
    });
    expect(detail).toMatchObject({
      onBehalf: true,
      createdBy: { id: PERSONAS.drew.id },
      requestedFor: { id: PERSONAS.emery.id, name: 'Emery Lindqvist' },
    });
    const emeryView = await (await t.as('emery')).get(`/api/requests/${detail.id}`);
    expect(emeryView.statusCode).toBe(200);
    expect(emeryView.json().permissions.canEdit).toBe(true);
  });

  it('trusts nothing else the client sends: status, owners, approvals', async () => {
    const detail = await create('emery', {
      ...validBodies['Purchase Request'](),
      status: 'Complete',
      createdById: PERSONAS.alex.id,
      requestedForId: PERSONAS.alex.id,
      purchaseApprovalStatus: 'Approved',
      purchaseApprovedByName: 'Emery Lindqvist',
      approvedBy: 'Emery Lindqvist',
    });
    expect(detail).toMatchObject({
      status: 'Pending Purchase Approval',
      createdBy: { id: PERSONAS.emery.id },
      requestedFor: { id: PERSONAS.emery.id },
      purchase: { status: 'Pending Approval', approvedBy: null },
    });
  });

  it('refuses anonymous callers', async () => {
    const response = await t.anonymous().post('/api/requests', validBodies['Support Request']());
    expect(response.statusCode).toBe(401);
  });
});

describe('the OpenAPI document', () => {
  it('describes every request route under the requests tag', async () => {
    const document = (await t.anonymous().get('/api/docs/json')).json();
    const expected: [string, string][] = [
      ['/api/requests', 'get'],
      ['/api/requests', 'post'],
      ['/api/requests/summary', 'get'],
      ['/api/requests/export.csv', 'get'],
      ['/api/requests/{id}', 'get'],
      ['/api/requests/{id}', 'patch'],
      ['/api/requests/{id}', 'delete'],
      ['/api/requests/{id}/approvals', 'get'],
      ['/api/requests/{id}/approvals', 'post'],
      ['/api/requests/{id}/rank', 'patch'],
      ['/api/request-categories', 'get'],
      ['/api/projects', 'get'],
      ['/api/projects/{id}', 'get'],
      ['/api/people', 'get'],
    ];
    for (const [path, method] of expected) {
      expect(document.paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['requests']);
    }
    expect(document.paths['/api/requests'].post.requestBody).toBeDefined();
  });
});
