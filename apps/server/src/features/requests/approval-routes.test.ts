import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { approvalRows, demoRequestId, OPERATIONS_LEADER_ID, requestRow } from '../../../test/request-bodies';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const decide = (step: string, decision: string, notes = 'Looks right to me.') => ({ step, decision, notes });
const approvalsUrl = (key: Parameters<typeof demoRequestId>[0]) =>
  `/api/requests/${demoRequestId(key)}/approvals`;

async function notificationsFor(requestId: string) {
  return t.db.select().from(notifications).where(eq(notifications.requestId, requestId));
}

describe('POST /api/requests/:id/approvals: purchase', () => {
  const id = demoRequestId('emery-scanner-purchase');

  it('refuses a decision without notes or status (both required)', async () => {
    const drew = await t.as('drew');
    const noNotes = await drew.post(
      approvalsUrl('emery-scanner-purchase'),
      decide('purchase', 'Approved', ' '),
    );
    expect(noNotes.statusCode).toBe(400);
    expect(noNotes.json().errors.notes).toEqual(['Required']);
    const none = await drew.post(approvalsUrl('emery-scanner-purchase'), decide('purchase', '--None--'));
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
    const before = await requestRow(t.db, id);
    const response = await (
      await t.as(caller)
    ).post(approvalsUrl('emery-scanner-purchase'), decide('purchase', 'Approved'));
    expect(response.statusCode).toBe(status);
    if (status === 403)
      expect(response.json().detail).toBe('You are not an approver of this request at this stage.');
    expect(await requestRow(t.db, id)).toEqual(before);
  });

  it('refuses the approver a step that is not theirs at this stage', async () => {
    const response = await (
      await t.as('drew')
    ).post(approvalsUrl('emery-scanner-purchase'), decide('pre-approval', 'Approved'));
    expect(response.statusCode).toBe(403);
  });

  it('records Drew’s approval, closes the step, and tells Emery', async () => {
    const response = await (
      await t.as('drew')
    ).post(
      approvalsUrl('emery-scanner-purchase'),
      decide('purchase', 'Approved', 'Go ahead, the old ones are done.'),
    );
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
        actorId: PERSONAS.drew.id,
        notes: 'Go ahead, the old ones are done.',
        completedAt: expect.any(Date),
      }),
    ]);
    const sent = await notificationsFor(id);
    expect(sent).toEqual([
      expect.objectContaining({
        employeeId: PERSONAS.emery.id,
        type: 'IT request approved',
        description: `${detail.name} Purchase Approval was approved by Drew Okafor: Go ahead, the old ones are done.`,
        isRead: false,
      }),
    ]);
  });

  it('refuses a second decision with 409, changing nothing', async () => {
    const before = await requestRow(t.db, id);
    const again = await (
      await t.as('drew')
    ).post(approvalsUrl('emery-scanner-purchase'), decide('purchase', 'Rejected'));
    expect(again.statusCode).toBe(409);
    expect(again.headers['content-type']).toMatch(/problem\+json/);
    expect(again.json().detail).toBe('This request was already decided.');
    const secondary = await (
      await t.asEmployee(OPERATIONS_LEADER_ID)
    ).post(approvalsUrl('emery-scanner-purchase'), decide('purchase', 'Rejected'));
    expect(secondary.statusCode).toBe(409);
    expect(await requestRow(t.db, id)).toEqual(before);
    expect(await approvalRows(t.db, id)).toHaveLength(1);
    expect(await notificationsFor(id)).toHaveLength(1);
  });

  it('records a rejection: the request is cancelled and the requester told', async () => {
    const id = demoRequestId('team-tablet-purchase');
    const response = await (
      await t.as('drew')
    ).post(
      approvalsUrl('team-tablet-purchase'),
      decide('purchase', 'Rejected', 'Use a spare from the pool.'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'Cancelled',
      purchase: { status: 'Rejected', approvedBy: 'Drew Okafor', notes: 'Use a spare from the pool.' },
    });
    const row = await requestRow(t.db, id);
    expect(await notificationsFor(id)).toEqual([
      expect.objectContaining({
        employeeId: row!.createdById,
        type: 'IT request rejected',
        description: `${row!.name} Purchase Approval was rejected by Drew Okafor: Use a spare from the pool.`,
      }),
    ]);
  });

  it('records exactly one decision when both purchase approvers decide at once', async () => {
    const id = demoRequestId('team-headset-purchase');
    const [drew, secondary] = await Promise.all([t.as('drew'), t.asEmployee(OPERATIONS_LEADER_ID)]);
    const responses = await Promise.all([
      drew.post(approvalsUrl('team-headset-purchase'), decide('purchase', 'Approved', 'Drew says yes.')),
      secondary.post(
        approvalsUrl('team-headset-purchase'),
        decide('purchase', 'Rejected', 'Second says no.'),
      ),
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

describe('POST /api/requests/:id/approvals: project brief', () => {
  it('pre-approval moves the brief on to the IT desk’s estimate; nothing else waits yet', async () => {
    const id = demoRequestId('emery-route-brief');
    const response = await (
      await t.as('drew')
    ).post(approvalsUrl('emery-route-brief'), decide('pre-approval', 'Approved', 'Worth estimating.'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'Pending Estimate',
      preApproval: { status: 'Approved', notes: 'Worth estimating.' },
      estimate: { status: 'Pending Estimate', sent: false },
    });
    expect(await approvalRows(t.db, id)).toEqual([
      expect.objectContaining({ step: 'pre-approval', status: 'Approved', actorId: PERSONAS.drew.id }),
    ]);
    const note = await notificationsFor(id);
    expect(note).toEqual([
      expect.objectContaining({
        type: 'IT request approved',
        description: expect.stringContaining(
          'Project Pre-Approval was approved by Drew Okafor: Worth estimating.',
        ),
      }),
    ]);
    // The estimate approver has nothing to decide until the desk sends the estimate.
    const early = await (
      await t.as('blair')
    ).post(approvalsUrl('emery-route-brief'), decide('estimate', 'Approved'));
    expect(early.statusCode).toBe(403);
  });

  it('a pre-approval rejection cancels the brief', async () => {
    const response = await (
      await t.as('drew')
    ).post(approvalsUrl('team-dock-brief'), decide('pre-approval', 'Rejected', 'Not this year.'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'Cancelled', preApproval: { status: 'Rejected' } });
  });

  it('the estimate approver approves a sent estimate; the brief waits for IT assignment', async () => {
    const id = demoRequestId('team-yard-brief');
    expect(
      (await (await t.as('drew')).post(approvalsUrl('team-yard-brief'), decide('estimate', 'Approved')))
        .statusCode,
    ).toBe(403);
    const response = await (
      await t.as('blair')
    ).post(approvalsUrl('team-yard-brief'), decide('estimate', 'Approved', 'Within budget.'));
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
