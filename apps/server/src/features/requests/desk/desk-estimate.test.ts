import { displayNameOf } from '@portico/domain/requests/request-name';
import { and, eq } from 'drizzle-orm';
import type { TurnFacts } from '@portico/domain/requests/approval-turn';
import type { RequestType } from '@portico/domain/requests/request-constants';
import { eligibleApprovalSteps } from '@portico/domain/requests/workflow/decide';
import {
  ESTIMATE_NOT_WAITING,
  NO_ESTIMATE_APPROVER,
} from '@portico/domain/requests/workflow/workflow-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, requestApprovals, serviceRequests } from '../../../db/schema';
import { createProjectBriefAwaitingEstimate, createRequest } from '../../../../test/request-factories';
import { buildTestApp, PERSONAS, type TestApp } from '../../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const putEstimate = async (requestId: string, payload: Record<string, unknown>) =>
  (await t.as('alex')).request({ method: 'PUT', url: `/api/requests/${requestId}/estimate`, payload });

async function requestRow(id: string) {
  const [row] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
  return row!;
}
const estimateSteps = (requestId: string) =>
  t.db
    .select()
    .from(requestApprovals)
    .where(and(eq(requestApprovals.requestId, requestId), eq(requestApprovals.step, 'estimate')));
const notificationsOf = (requestId: string) =>
  t.db.select().from(notifications).where(eq(notifications.requestId, requestId));

describe('PUT /api/requests/:id/estimate', () => {
  it('saves hours × rate = cost (CAD) without sending', async () => {
    const brief = await createProjectBriefAwaitingEstimate(t.db);
    const told = await notificationsOf(brief.id);
    const response = await putEstimate(brief.id, { hours: 12.5, rate: 95, note: 'Two sprints.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: brief.id,
      status: 'Pending Estimate',
      estimate: {
        hours: 12.5,
        rate: 95,
        cost: 1187.5,
        note: 'Two sprints.',
        sent: false,
        sentOn: null,
        status: 'Pending Estimate',
      },
    });
    expect(await requestRow(brief.id)).toMatchObject({
      estimatedHours: 12.5,
      estimatedRate: 95,
      estimatedCost: 1187.5,
    });
    expect(await estimateSteps(brief.id)).toEqual([]);
    expect(await notificationsOf(brief.id)).toEqual(told);
  });

  it('stores figures with two decimals, and the cost from the stored figures', async () => {
    const brief = await createProjectBriefAwaitingEstimate(t.db);
    const response = await putEstimate(brief.id, { hours: '10.005', rate: '33.333' });
    expect(response.json().estimate).toMatchObject({ hours: 10.01, rate: 33.33, cost: 333.63 });
  });

  it('sends: estimate step opened for the estimate approver, requester told, status moves on', async () => {
    const brief = await createProjectBriefAwaitingEstimate(t.db);
    const told = (await notificationsOf(brief.id)).length;
    const response = await putEstimate(brief.id, { hours: 40, rate: 110, send: true });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'Pending Estimate Approval',
      estimate: { hours: 40, rate: 110, cost: 4400, sent: true, status: 'Pending Approval' },
    });
    expect(Date.parse(body.estimate.sentOn)).toBeGreaterThan(Date.now() - 60_000);

    const steps = await estimateSteps(brief.id);
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({
      step: 'estimate',
      approverId: PERSONAS.blair.id,
      status: 'Pending',
      completedAt: null,
    });

    const row = await requestRow(brief.id);
    const facts: TurnFacts = { ...row, type: row.type as RequestType };
    expect(eligibleApprovalSteps(facts, { employeeId: PERSONAS.blair.id, roles: [] })).toContain('estimate');
    expect(eligibleApprovalSteps(facts, { employeeId: PERSONAS.emery.id, roles: [] })).toEqual([]);

    const sent = (await notificationsOf(brief.id)).slice(told);
    expect(sent.map((n) => [n.employeeId, n.type, n.description])).toEqual([
      [PERSONAS.emery.id, 'IT request updated', `${displayNameOf(brief.name)} estimate sent for approval`],
      [
        PERSONAS.blair.id,
        'Approval needed',
        `${displayNameOf(brief.name)} Estimate Approval waits for your decision`,
      ],
    ]);
  });

  it('a second send is refused (409) and records nothing more', async () => {
    const brief = await createProjectBriefAwaitingEstimate(t.db);
    const told = (await notificationsOf(brief.id)).length;
    const [first, second] = await Promise.all([
      putEstimate(brief.id, { hours: 8, rate: 100, send: true }),
      putEstimate(brief.id, { hours: 9, rate: 100, send: true }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json().detail).toBe(ESTIMATE_NOT_WAITING);
    expect(await estimateSteps(brief.id)).toHaveLength(1);
    // One send's notices: the requester's and the estimate approver's 'Approval needed'.
    expect(await notificationsOf(brief.id)).toHaveLength(told + 2);
    expect((await putEstimate(brief.id, { hours: 1, rate: 1, send: true })).statusCode).toBe(409);
  });

  it.each([
    ['a Support Request', null],
    ['a brief still waiting for pre-approval', { status: 'Pending Pre-Approval' }],
    ['a brief whose estimate was approved', { status: 'Pending IT Assignment' }],
    ['a brief the IT desk cancelled', { status: 'Cancelled' }],
  ] as const)('%s cannot be estimated (409, nothing changed)', async (_name, overrides) => {
    const request = overrides
      ? await createProjectBriefAwaitingEstimate(t.db, overrides)
      : await createRequest(t.db);
    const before = await requestRow(request.id);
    const response = await putEstimate(request.id, { hours: 2, rate: 50 });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(ESTIMATE_NOT_WAITING);
    expect(await requestRow(request.id)).toEqual(before);
  });

  it('cannot send without an estimate approver', async () => {
    const brief = await createProjectBriefAwaitingEstimate(t.db, { approvers: { estimateApproverId: null } });
    const response = await putEstimate(brief.id, { hours: 2, rate: 50, send: true });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(NO_ESTIMATE_APPROVER);
    expect((await requestRow(brief.id)).estimatedHours).toBeNull();
  });

  it.each([
    [{ rate: 50 }, 'hours', 'Required'],
    [{ hours: 0, rate: 50 }, 'hours', 'Must be more than 0'],
    [{ hours: 2, rate: -1 }, 'rate', 'Must be 0 or more'],
  ])('refuses %j with 400', async (body, field, message) => {
    const brief = await createProjectBriefAwaitingEstimate(t.db);
    const response = await putEstimate(brief.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('404 for a request that does not exist', async () => {
    expect(
      (await putEstimate('00000000-0000-4000-8000-000000000000', { hours: 1, rate: 1 })).statusCode,
    ).toBe(404);
  });
});
