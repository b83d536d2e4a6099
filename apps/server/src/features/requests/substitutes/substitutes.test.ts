import { SUBSTITUTE_MESSAGES } from '@portico/domain/approvals/substitutes';
import type { NotificationItem } from '@portico/domain/notifications/notification-types';
import type { RequestRow } from '@portico/domain/requests/request-dto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { approvalSubstitutions, auditLog } from '../../../db/schema';
import {
  approvalRows,
  isoDay,
  OPERATIONS_LEADER_ID,
  requestRow,
  validBodies,
} from '../../../../test/request-bodies';
import { buildTestApp, PERSONAS, type Caller, type TestApp } from '../../../../test/test-app';
import { DAY_MS } from '@portico/domain/shared/time-units';

/*
 * Substitute approvers (issue 13, decision 044), end to end on a real database: Drew is away,
 * Blair approves for him; after the range Blair has nothing more to do with his steps.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const as = (caller: Caller) => t.as(caller);
const range = (substitute: keyof typeof PERSONAS, from: string, to: string) => ({
  substituteId: PERSONAS[substitute].id,
  from,
  to,
});

async function approvalNeededFor(caller: Caller, requestId: string) {
  const response = await (await as(caller)).get('/api/notifications?limit=100');
  return (response.json().items as NotificationItem[]).filter(
    (item) => item.requestId === requestId && item.type === 'Approval needed',
  );
}

/** Blair's Approval Requests list and badge: the SQL, and the domain's rule on each row. */
async function approvalsOf(caller: Caller) {
  const client = await as(caller);
  const list = await client.get('/api/requests?view=approvals&pageSize=all');
  expect(list.statusCode, list.body).toBe(200);
  const items = list.json().items as RequestRow[];
  const { approvalPendingCount } = (await client.get('/api/requests/summary')).json();
  // The badge's SQL and the rows' domain rule (`waitsForDecisionBy`) agree.
  expect(approvalPendingCount).toBe(items.filter((row) => row.approvalPending).length);
  return { items, approvalPendingCount: approvalPendingCount as number };
}

const submitPurchase = async () => {
  const created = await (await as('emery')).post('/api/requests', validBodies['Purchase Request']());
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: string; name: string };
};

describe('acceptance: Drew away, Blair approves for him; then the range ends', () => {
  it('Blair gets the step while the range runs and nothing after it', async () => {
    // Decided by Drew before he left: his history, not Blair's to see.
    const earlier = await submitPurchase();
    const approvedEarlier = await (
      await as('drew')
    ).post(`/api/requests/${earlier.id}/approvals`, {
      step: 'purchase',
      decision: 'Approved',
      notes: 'Approved before leaving.',
    });
    expect(approvedEarlier.statusCode, approvedEarlier.body).toBe(200);
    const set = await (
      await as('drew')
    ).post('/api/profile/substitutes', range('blair', isoDay(0), isoDay(6)));
    expect(set.statusCode, set.body).toBe(201);
    expect(set.json()).toMatchObject({
      personName: 'Drew Okafor',
      substituteName: 'Blair Chen',
      setBy: 'Drew Okafor',
    });

    const { id } = await submitPurchase();
    expect(await approvalNeededFor('blair', id)).toHaveLength(1);
    const during = await approvalsOf('blair');
    expect(during.items.map((row) => row.id)).not.toContain(earlier.id);
    expect((await approvalsOf('drew')).items.map((row) => row.id)).toContain(earlier.id);
    expect(during.items.find((row) => row.id === id)).toMatchObject({
      approvalPending: true,
      canOpen: true,
      standingInFor: 'Drew Okafor',
    });
    expect((await approvalsOf('drew')).items.find((row) => row.id === id)).toMatchObject({
      approvalPending: true,
      standingInFor: null,
    });
    const blair = await as('blair');
    const detail = await blair.get(`/api/requests/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().permissions).toMatchObject({
      approvalSteps: ['purchase'],
      standingInFor: 'Drew Okafor',
    });
    // Drew decides for himself: nobody he stands in for.
    const own = (await (await as('drew')).get(`/api/requests/${id}`)).json();
    expect(own.permissions).toMatchObject({ approvalSteps: ['purchase'], standingInFor: null });

    const decided = await blair.post(`/api/requests/${id}/approvals`, {
      step: 'purchase',
      decision: 'Approved',
      notes: 'Approved while Drew is away.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const history = (await blair.get(`/api/requests/${id}/approvals`)).json().items;
    expect(history.at(-1)).toMatchObject({
      status: 'Approved',
      approver: 'Drew Okafor',
      actor: 'Blair Chen',
      onBehalfOf: 'Drew Okafor',
    });
    // The purchase's own Approved By names both too.
    expect(decided.json().purchase.approvedBy).toBe('Blair Chen for Drew Okafor');
    // A brief waiting for Drew's pre-approval, which Blair (ELT) can see on the Projects tab.
    const brief = await (await as('emery')).post('/api/requests', validBodies['Project Brief']());
    expect(brief.statusCode, brief.body).toBe(201);

    // A week later the range has ended by itself.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 8 * DAY_MS));
    const later = await submitPurchase();
    expect(await approvalNeededFor('blair', later.id)).toHaveLength(0);
    const after = await approvalsOf('blair');
    expect(after.items.map((row) => row.id)).not.toContain(later.id);
    expect(after.items.filter((row) => row.standingInFor !== null)).toEqual([]);
    expect(after.approvalPendingCount).toBe(0);
    const blairLater = await as('blair');
    expect((await blairLater.get(`/api/requests/${later.id}`)).statusCode).toBe(404);
    const refused = await blairLater.post(`/api/requests/${brief.json().id}/approvals`, {
      step: 'pre-approval',
      decision: 'Approved',
      notes: 'Trying after the range.',
    });
    expect(refused.statusCode, refused.body).toBe(403);
    // Drew's own list is no longer Blair's: he decides it himself.
    expect((await approvalsOf('drew')).items.map((row) => row.id)).toContain(later.id);
  });
});

describe('saving a range tells the substitute of steps already waiting', () => {
  it('a range from a later day tells nobody yet', async () => {
    const waiting = await submitPurchase();
    const future = await (
      await as('drew')
    ).post('/api/profile/substitutes', range('casey', isoDay(30), isoDay(31)));
    expect(future.statusCode, future.body).toBe(201);
    expect(await approvalNeededFor('casey', waiting.id)).toHaveLength(0);
  });

  it('an Admin’s range running today tells the substitute once per request, and is audited', async () => {
    const waiting = await submitPurchase();
    const admin = await as('alex');
    // Drew already has Blair for today (the acceptance above): one substitute a day per person.
    const overlapping = await admin.post('/api/admin/substitutes', {
      ...range('casey', isoDay(0), isoDay(0)),
      personId: PERSONAS.drew.id,
    });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().detail).toBe(SUBSTITUTE_MESSAGES.overlap);

    // Drew's second approver (the Operations leader) is away today: Casey stands in.
    const saved = await admin.post('/api/admin/substitutes', {
      ...range('casey', isoDay(0), isoDay(2)),
      personId: OPERATIONS_LEADER_ID,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().setBy).toBe('Alex Morgan');
    expect(await approvalNeededFor('casey', waiting.id)).toHaveLength(1);
    // A second range later on tells nobody again.
    const later = await admin.post('/api/admin/substitutes', {
      ...range('casey', isoDay(20), isoDay(22)),
      personId: OPERATIONS_LEADER_ID,
    });
    expect(later.statusCode).toBe(201);
    expect(await approvalNeededFor('casey', waiting.id)).toHaveLength(1);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'substitute'), eq(auditLog.entityId, saved.json().id)));
    expect(entries).toHaveLength(1);
    // New steps opening during the range tell Casey too.
    const next = await submitPurchase();
    expect(await approvalNeededFor('casey', next.id)).toHaveLength(1);
    expect((await (await as('alex')).get('/api/admin/substitutes?search=Casey')).json().total).toBe(3);
  });
});

describe('bad input and who may set what', () => {
  it.each<[string, Record<string, string>, string, string]>([
    ['oneself', range('blair', isoDay(0), isoDay(1)), 'substituteId', SUBSTITUTE_MESSAGES.self],
    ['the last day first', range('casey', isoDay(3), isoDay(1)), 'to', SUBSTITUTE_MESSAGES.order],
    ['all in the past', range('casey', isoDay(-5), isoDay(-1)), 'to', SUBSTITUTE_MESSAGES.past],
    [
      'nobody by that id',
      { ...range('casey', isoDay(0), isoDay(1)), substituteId: '00000000-0000-4000-8000-000000000000' },
      'substituteId',
      SUBSTITUTE_MESSAGES.unknownSubstitute,
    ],
  ])('refuses %s with the domain’s message', async (_name, body, field, message) => {
    const blair = await as('blair');
    const response = await blair.post('/api/profile/substitutes', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
    expect((await blair.get('/api/profile/substitutes')).json()).toEqual([]);
  });

  it('tells an Admin who names the away person as their own substitute about that person, not "you"', async () => {
    const response = await (
      await as('alex')
    ).post('/api/admin/substitutes', {
      ...range('drew', isoDay(0), isoDay(1)),
      personId: PERSONAS.drew.id,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.substituteId).toEqual([SUBSTITUTE_MESSAGES.selfForOther]);
  });

  it('refuses a range overlapping one of the person’s own', async () => {
    const casey = await as('casey');
    expect(
      (await casey.post('/api/profile/substitutes', range('emery', isoDay(40), isoDay(45)))).statusCode,
    ).toBe(201);
    const overlapping = await casey.post('/api/profile/substitutes', range('drew', isoDay(45), isoDay(50)));
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().detail).toBe(SUBSTITUTE_MESSAGES.overlap);
    expect(
      (await casey.post('/api/profile/substitutes', range('drew', isoDay(46), isoDay(50)))).statusCode,
    ).toBe(201);
    expect((await casey.get('/api/profile/substitutes')).json()).toHaveLength(2);
  });

  it('lets a person delete only their own; Admins delete anyone’s', async () => {
    const casey = await as('casey');
    const own = (await casey.post('/api/profile/substitutes', range('emery', isoDay(60), isoDay(61)))).json();
    expect((await (await as('emery')).delete(`/api/profile/substitutes/${own.id}`)).statusCode).toBe(404);
    expect((await (await as('drew')).delete(`/api/admin/substitutes/${own.id}`)).statusCode).toBe(403);
    expect((await casey.delete(`/api/profile/substitutes/${own.id}`)).statusCode).toBe(204);
    const again = (
      await casey.post('/api/profile/substitutes', range('emery', isoDay(60), isoDay(61)))
    ).json();
    expect((await (await as('alex')).delete(`/api/admin/substitutes/${again.id}`)).statusCode).toBe(204);
    expect(
      (await casey.get('/api/profile/substitutes')).json().map((row: { id: string }) => row.id),
    ).not.toContain(again.id);
  });

  it('a substitute who made the request is not added (conflict of interest)', async () => {
    // Emery is Drew's substitute, on a day her own purchase waits for Drew.
    const drewsNext = range('emery', isoDay(100), isoDay(101));
    expect((await (await as('drew')).post('/api/profile/substitutes', drewsNext)).statusCode).toBe(201);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 100 * DAY_MS));
    const { id } = await submitPurchase();
    expect(await approvalNeededFor('emery', id)).toHaveLength(0);
    const refused = await (
      await as('emery')
    ).post(`/api/requests/${id}/approvals`, {
      step: 'purchase',
      decision: 'Approved',
      notes: 'My own.',
    });
    expect(refused.statusCode).toBe(403);
    expect((await approvalsOf('emery')).approvalPendingCount).toBe(0);
  });
});

describe('the approver and the substitute deciding at once', () => {
  it('records exactly one decision: the other gets 409 and the story stays whole', async () => {
    const [stored] = await t.db
      .insert(approvalSubstitutions)
      .values({
        personId: PERSONAS.drew.id,
        substituteId: PERSONAS.blair.id,
        firstDay: isoDay(0),
        lastDay: isoDay(0),
      })
      .returning({ id: approvalSubstitutions.id });
    try {
      const { id } = await submitPurchase();
      const [drew, blair] = await Promise.all([as('drew'), as('blair')]);
      const decide = (decision: string) => ({ step: 'purchase', decision, notes: `${decision} at once.` });
      const responses = await Promise.all([
        drew.post(`/api/requests/${id}/approvals`, decide('Approved')),
        blair.post(`/api/requests/${id}/approvals`, decide('Rejected')),
      ]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const history = await approvalRows(t.db, id);
      expect(history).toHaveLength(1);
      const row = await requestRow(t.db, id);
      expect(row!.purchaseApprovalStatus).toBe(history[0]!.status);
      expect(row!.purchaseApprovalNotes).toBe(history[0]!.notes);
    } finally {
      await t.db.delete(approvalSubstitutions).where(eq(approvalSubstitutions.id, stored!.id));
    }
  });
});
