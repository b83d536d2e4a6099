import { displayNameOf } from '@portico/domain/requests/request-name';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { approvalRows, OPERATIONS_LEADER_ID, requestRow } from '../../../test/request-bodies';
import { createRequest } from '../../../test/request-factories';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const decide = (step: string, decision: string, notes = 'Looks right to me.') => ({ step, decision, notes });
const approvalsUrl = (id: string) => `/api/requests/${id}/approvals`;
/** Emery's purchase on Drew's project, waiting for Drew (or his second, the Operations leader). */
const waitingPurchase = () => createRequest(t.db, { type: 'Purchase Request' });
/** Emery's brief waiting for Drew's pre-approval; Blair approves its estimate later. */
const waitingBrief = () => createRequest(t.db, { type: 'Project Brief' });

/** What the requester is told; the approvers' 'Approval needed' is approval-notifications.test.ts's. */
const notificationsFor = (requestId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.requestId, requestId), ne(notifications.type, 'Approval needed')));

describe('POST /api/requests/:id/approvals: purchase', () => {
  it('refuses a decision without notes or status (both required)', async () => {
    const { id } = await waitingPurchase();
    const drew = await t.as('drew');
    const noNotes = await drew.post(approvalsUrl(id), decide('purchase', 'Approved', ' '));
    expect(noNotes.statusCode).toBe(400);
    expect(noNotes.json().errors.notes).toEqual(['Required']);
    const none = await drew.post(approvalsUrl(id), decide('purchase', '--None--'));
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.decision).toEqual(['Required']);
    expect((await requestRow(t.db, id))!.purchaseApprovalStatus).toBe('Pending Approval');
  });

  it.each<['alex' | 'emery' | 'blair' | 'casey', number]>([
    ['emery', 403],
    ['alex', 403],
    ['blair', 404],
    ['casey', 404],
  ])('refuses %s, who is not an approver → %i, nothing changed', async (caller, status) => {
    const { id } = await waitingPurchase();
    const before = await requestRow(t.db, id);
    const response = await (await t.as(caller)).post(approvalsUrl(id), decide('purchase', 'Approved'));
    expect(response.statusCode).toBe(status);
    if (status === 403)
      expect(response.json().detail).toBe('You are not an approver of this request at this stage.');
    expect(await requestRow(t.db, id)).toEqual(before);
  });

  it('refuses the approver a step that is not theirs', async () => {
    const { id } = await waitingPurchase();
    const response = await (await t.as('drew')).post(approvalsUrl(id), decide('pre-approval', 'Approved'));
    expect(response.statusCode).toBe(403);
  });

  it('records Drew’s approval, closes the step, and tells Emery', async () => {
    const { id } = await waitingPurchase();
    const response = await (
      await t.as('drew')
    ).post(approvalsUrl(id), decide('purchase', 'Approved', 'Go ahead, the old ones are done.'));
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      status: 'Pending IT Assignment',
      locked: false,
      approvalPending: false,
      purchase: { status: 'Approved', approvedBy: 'Drew Okafor', notes: 'Go ahead, the old ones are done.' },
      permissions: { approvalSteps: [] },
    });
    expect(detail.purchase.approvedOn).not.toBeNull();
    expect(await requestRow(t.db, id)).toMatchObject({ purchaseApprovedById: PERSONAS.drew.id });
    expect(await approvalRows(t.db, id)).toEqual([
      expect.objectContaining({
        step: 'purchase',
        status: 'Approved',
        approverId: PERSONAS.drew.id,
        actorId: PERSONAS.drew.id,
        notes: 'Go ahead, the old ones are done.',
        completedAt: expect.any(Date),
      }),
    ]);
    expect(await notificationsFor(id)).toEqual([
      expect.objectContaining({
        employeeId: PERSONAS.emery.id,
        type: 'IT request approved',
        description: `${displayNameOf(detail.name)} Purchase Approval was approved by Drew Okafor: Go ahead, the old ones are done.`,
        isRead: false,
      }),
    ]);
  });

  it('refuses a second decision with 409, changing nothing', async () => {
    const { id } = await waitingPurchase();
    await (await t.as('drew')).post(approvalsUrl(id), decide('purchase', 'Approved'));
    const before = await requestRow(t.db, id);
    const again = await (await t.as('drew')).post(approvalsUrl(id), decide('purchase', 'Rejected'));
    expect(again.statusCode).toBe(409);
    expect(again.headers['content-type']).toMatch(/problem\+json/);
    expect(again.json().detail).toBe('This request was already decided.');
    const secondary = await (
      await t.asEmployee(OPERATIONS_LEADER_ID)
    ).post(approvalsUrl(id), decide('purchase', 'Rejected'));
    expect(secondary.statusCode).toBe(409);
    expect(await requestRow(t.db, id)).toEqual(before);
    expect(await approvalRows(t.db, id)).toHaveLength(1);
    expect(await notificationsFor(id)).toHaveLength(1);
  });

  it('records a rejection: the request is cancelled and the requester told', async () => {
    const { id, name } = await waitingPurchase();
    const response = await (
      await t.as('drew')
    ).post(approvalsUrl(id), decide('purchase', 'Rejected', 'Use a spare from the pool.'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'Cancelled',
      purchase: { status: 'Rejected', approvedBy: 'Drew Okafor', notes: 'Use a spare from the pool.' },
    });
    expect(await notificationsFor(id)).toEqual([
      expect.objectContaining({
        employeeId: PERSONAS.emery.id,
        type: 'IT request rejected',
        description: `${displayNameOf(name)} Purchase Approval was rejected by Drew Okafor: Use a spare from the pool.`,
      }),
    ]);
  });

  it('records exactly one decision when both purchase approvers decide at once', async () => {
    const { id } = await waitingPurchase();
    const [drew, secondary] = await Promise.all([t.as('drew'), t.asEmployee(OPERATIONS_LEADER_ID)]);
    const responses = await Promise.all([
      drew.post(approvalsUrl(id), decide('purchase', 'Approved', 'Drew says yes.')),
      secondary.post(approvalsUrl(id), decide('purchase', 'Rejected', 'Second says no.')),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const loser = responses.find((response) => response.statusCode === 409)!;
    expect(loser.json().detail).toBe('This request was already decided.');

    const history = await approvalRows(t.db, id);
    expect(history).toHaveLength(1);
    expect(history[0]!.status).not.toBe('Pending');
    const row = await requestRow(t.db, id);
    // The stored decision, its history row and the one notification all tell the same story.
    expect(row!.purchaseApprovalStatus).toBe(history[0]!.status);
    expect(row!.purchaseApprovalNotes).toBe(history[0]!.notes);
    expect(await notificationsFor(id)).toHaveLength(1);
  });
});

describe('a request the IT desk cancelled while it waited for approval', () => {
  it('cannot be approved back to life: 409, it stays Cancelled and leaves the approvals badge', async () => {
    const drew = await t.as('drew');
    const badge = async () => (await drew.get('/api/requests/summary')).json().approvalPendingCount;
    const { id } = await waitingPurchase();
    const waiting = await badge();

    const cancel = await (
      await t.as('alex')
    ).patch(`/api/requests/${id}/fulfilment`, { status: 'Cancelled' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await badge()).toBe(waiting - 1);
    const before = await requestRow(t.db, id);

    const approve = await drew.post(approvalsUrl(id), decide('purchase', 'Approved'));
    expect(approve.statusCode).toBe(409);
    expect(approve.json().detail).toBe('This request was cancelled and can no longer change.');
    expect(await requestRow(t.db, id)).toEqual(before);
    expect(before).toMatchObject({ status: 'Cancelled', purchaseApprovalStatus: 'Cancelled' });
    expect(await badge()).toBe(waiting - 1);
    expect((await drew.get(`/api/requests/${id}`)).json().permissions.approvalSteps).toEqual([]);
    const history = await approvalRows(t.db, id);
    expect(history).toEqual([
      expect.objectContaining({ step: 'purchase', status: 'Cancelled', actorId: PERSONAS.alex.id }),
    ]);
  });
});

describe('POST /api/requests/:id/approvals: project brief', () => {
  it('pre-approval moves the brief on to the IT desk’s estimate; nothing else waits yet', async () => {
    const { id } = await waitingBrief();
    const response = await (
      await t.as('drew')
    ).post(approvalsUrl(id), decide('pre-approval', 'Approved', 'Worth estimating.'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'Pending Estimate',
      preApproval: { status: 'Approved', notes: 'Worth estimating.' },
      estimate: { status: 'Pending Estimate', sent: false },
    });
    expect(await approvalRows(t.db, id)).toEqual([
      expect.objectContaining({ step: 'pre-approval', status: 'Approved', actorId: PERSONAS.drew.id }),
    ]);
    expect(await notificationsFor(id)).toEqual([
      expect.objectContaining({
        type: 'IT request approved',
        description: expect.stringContaining(
          'Project Pre-Approval was approved by Drew Okafor: Worth estimating.',
        ),
      }),
    ]);
    // The estimate approver has nothing to decide until the desk sends the estimate.
    const early = await (await t.as('blair')).post(approvalsUrl(id), decide('estimate', 'Approved'));
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe(
      'This request is not waiting for this approval: it is Pending Estimate.',
    );
  });

  it('a pre-approval rejection cancels the brief', async () => {
    const { id } = await waitingBrief();
    const response = await (
      await t.as('drew')
    ).post(approvalsUrl(id), decide('pre-approval', 'Rejected', 'Not this year.'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'Cancelled', preApproval: { status: 'Rejected' } });
  });

  it('the estimate approver approves a sent estimate; the brief waits for IT assignment', async () => {
    const { id } = await createRequest(t.db, { type: 'Project Brief', status: 'Pending Estimate Approval' });
    const notTheirs = await (await t.as('drew')).post(approvalsUrl(id), decide('estimate', 'Approved'));
    expect(notTheirs.statusCode).toBe(403);
    const response = await (
      await t.as('blair')
    ).post(approvalsUrl(id), decide('estimate', 'Approved', 'Within budget.'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'Pending IT Assignment',
      estimate: { status: 'Approved', notes: 'Within budget.', sent: true },
    });
    expect(await requestRow(t.db, id)).toMatchObject({ estimateApprovalNotes: 'Within budget.' });
    const estimateRows = (await approvalRows(t.db, id)).filter((row) => row.step === 'estimate');
    expect(estimateRows).toEqual([
      expect.objectContaining({ status: 'Approved', actorId: PERSONAS.blair.id }),
    ]);
  });
});
