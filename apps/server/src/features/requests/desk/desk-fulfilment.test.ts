import { displayNameOf } from '@portico/domain/requests/request-name';
import { and, eq } from 'drizzle-orm';
import { CANCELLED_MESSAGE, DESK_STATUS_REFUSED } from '@portico/domain/requests/workflow/workflow-messages';
import { NOT_DESK_STAFF } from '@portico/domain/requests/it-desk-dto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, serviceRequests } from '../../../db/schema';
import { createEmployee } from '../../../../test/factories';
import { createRequest } from '../../../../test/request-factories';
import { dayFromToday } from '../../../../test/test-days';
import { buildTestApp, PERSONAS, type TestApp } from '../../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const fulfilment = async (requestId: string, body: Record<string, unknown>, caller = 'alex' as const) =>
  (await t.as(caller)).patch(`/api/requests/${requestId}/fulfilment`, body);

const notificationsOf = (requestId: string) =>
  t.db
    .select({
      employeeId: notifications.employeeId,
      type: notifications.type,
      description: notifications.description,
    })
    .from(notifications)
    .where(eq(notifications.requestId, requestId))
    .orderBy(notifications.createdAt);

describe('GET /api/it-desk/staff', () => {
  const staffFor = async (search?: string) => {
    const query = search === undefined ? '' : `?${new URLSearchParams({ search }).toString()}`;
    const response = await (await t.as('alex')).get(`/api/it-desk/staff${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().items as { id: string; name: string }[];
  };
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

  it('finds current IT desk staff and Admins by name: a role, never a department', async () => {
    // One surname for all, so the search finds these and nobody another test made.
    const lastName = `Quill${Date.now()}`;
    const financeAdmin = await createEmployee(t.db, { department: 'Finance', lastName, roles: ['Admin'] });
    const deskMember = await createEmployee(t.db, { department: 'Warehouse', lastName, roles: ['IT desk'] });
    await createEmployee(t.db, { lastName, roles: ['IT desk'], employmentStatus: 'TERMINATED' });
    await createEmployee(t.db, { department: 'IT', lastName });
    await createEmployee(t.db, { department: 'Finance', lastName });

    const found = await staffFor(lastName.toLowerCase());
    expect(found.map((item) => item.id).sort()).toEqual([financeAdmin.id, deskMember.id].sort());
    expect(await staffFor('Alex Morgan')).toContainEqual({ id: PERSONAS.alex.id, name: 'Alex Morgan' });
    expect((await staffFor('Emery')).map((item) => item.id)).not.toContain(PERSONAS.emery.id);
  });

  it('answers a picker’s page: the first 20 by name, or the first 20 the search finds', async () => {
    const lastName = `Page${Date.now()}`;
    const made = [];
    for (let n = 0; n < 22; n++) {
      made.push(
        await createEmployee(t.db, {
          firstName: `Desk${String(n).padStart(2, '0')}`,
          lastName,
          roles: ['IT desk'],
        }),
      );
    }
    const first = await staffFor();
    expect(first).toHaveLength(20);
    const names = first.map((item) => item.name);
    expect(names).toEqual([...names].sort(byName));

    const searched = await staffFor(lastName);
    expect(searched.map((item) => item.id)).toEqual(made.slice(0, 20).map((person) => person.id));
    expect(await staffFor(`Desk21 ${lastName}`)).toEqual([{ id: made[21]!.id, name: `Desk21 ${lastName}` }]);
  });

  it('refuses a search longer than 200 characters with 400', async () => {
    const response = await (await t.as('alex')).get(`/api/it-desk/staff?search=${'a'.repeat(201)}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });
});

describe('the IT desk is for its staff and Admins', () => {
  it.each(['blair', 'casey', 'drew', 'emery'] as const)(
    '%s gets 403 on every desk route, nothing changed',
    async (caller) => {
      const request = await createRequest(t.db);
      const client = await t.as(caller);
      const responses = [
        await client.get('/api/it-desk/staff'),
        await client.patch(`/api/requests/${request.id}/fulfilment`, { status: 'Complete' }),
        await client.request({
          method: 'PUT',
          url: `/api/requests/${request.id}/estimate`,
          payload: { hours: 1, rate: 1 },
        }),
      ];
      expect(responses.map((response) => response.statusCode)).toEqual([403, 403, 403]);
      const [row] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, request.id));
      expect(row!.status).toBe('Pending IT Assignment');
    },
  );

  it('someone granted the IT desk role works the desk', async () => {
    const member = await createEmployee(t.db, { roles: ['IT desk'] });
    const client = await t.asEmployee(member.id);
    const request = await createRequest(t.db);
    expect((await client.get('/api/it-desk/staff')).statusCode).toBe(200);
    expect((await client.get('/api/requests?view=desk')).statusCode).toBe(200);
    const response = await client.patch(`/api/requests/${request.id}/fulfilment`, {
      status: 'Assigned',
      assignedToId: member.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await client.get(`/api/requests/${request.id}`)).statusCode).toBe(200);
  });

  it('an Admin gets 404 for a request that does not exist', async () => {
    const response = await fulfilment('00000000-0000-4000-8000-000000000000', { status: 'Assigned' });
    expect(response.statusCode).toBe(404);
  });
});

describe('PATCH /api/requests/:id/fulfilment', () => {
  it('assigns: one "assigned" notification to the requester', async () => {
    const request = await createRequest(t.db);
    const response = await fulfilment(request.id, { assignedToId: PERSONAS.alex.id, status: 'Assigned' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: request.id,
      status: 'Assigned',
      assignedTo: { id: PERSONAS.alex.id, name: 'Alex Morgan' },
      statusNotes: null,
      estimatedCompletion: null,
      completedOn: null,
    });
    expect(await notificationsOf(request.id)).toEqual([
      {
        employeeId: PERSONAS.emery.id,
        type: 'IT request assigned',
        description: `${displayNameOf(request.name)} was assigned to Alex Morgan`,
      },
    ]);
    // The number people see in every list ("000123"), never the stored "SR-000123".
    const [notice] = await notificationsOf(request.id);
    expect(request.name).toMatch(/^SR-\d{6}$/);
    expect(notice!.description).toMatch(/^\d{6} was assigned/);
  });

  it('tells both the requester and the person it is for', async () => {
    const request = await createRequest(t.db, {
      createdById: PERSONAS.drew.id,
      requestedForId: PERSONAS.emery.id,
    });
    await fulfilment(request.id, { status: 'On Hold', statusNotes: 'Waiting for the vendor.' });
    const sent = await notificationsOf(request.id);
    expect(sent.map((row) => row.employeeId).sort()).toEqual([PERSONAS.drew.id, PERSONAS.emery.id].sort());
    expect(new Set(sent.map((row) => row.type))).toEqual(new Set(['IT request updated']));
  });

  it('status change and notes → "updated"; completion → "completed" with today as completed-on', async () => {
    const request = await createRequest(t.db);
    const held = await fulfilment(request.id, {
      status: 'On Hold',
      statusNotes: '  Parts on order.  ',
      estimatedCompletion: '2031-01-15',
    });
    expect(held.json()).toMatchObject({
      status: 'On Hold',
      statusNotes: 'Parts on order.',
      estimatedCompletion: '2031-01-15',
    });

    const notes = await fulfilment(request.id, { statusNotes: 'Parts arrived.' });
    expect(notes.statusCode).toBe(200);

    const done = await fulfilment(request.id, { status: 'Complete' });
    expect(done.statusCode).toBe(200);
    // Alex's today, where he works (the portal's zone: he has no site).
    expect(done.json().completedOn).toBe(dayFromToday(0));

    expect((await notificationsOf(request.id)).map((row) => [row.type, row.description])).toEqual([
      ['IT request updated', `${displayNameOf(request.name)} is now On Hold: Parts on order.`],
      ['IT request updated', `${displayNameOf(request.name)} has new status notes: Parts arrived.`],
      ['IT request completed', `${displayNameOf(request.name)} was completed by Alex Morgan`],
    ]);
  });

  it('completes on the desk member’s own today: at 21:00 in Toronto, Toronto’s date', async () => {
    const request = await createRequest(t.db);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-26T02:00:00Z')); // 21:00 on 25 November in Toronto
      const done = await fulfilment(request.id, { status: 'Complete' });
      expect(done.json().completedOn).toBe('2026-11-25');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a completed-on date the desk gives', async () => {
    const request = await createRequest(t.db);
    const response = await fulfilment(request.id, { status: 'Complete', completedOn: '2030-03-01' });
    expect(response.json().completedOn).toBe('2030-03-01');
  });

  it('nothing changed → no notification', async () => {
    const request = await createRequest(t.db, { status: 'Assigned' });
    const before = await notificationsOf(request.id);
    expect((await fulfilment(request.id, {})).statusCode).toBe(200);
    expect(
      (await fulfilment(request.id, { status: 'Assigned', assignedToId: PERSONAS.alex.id })).statusCode,
    ).toBe(200);
    expect(await notificationsOf(request.id)).toEqual(before);
  });

  it.each([
    ['Purchase Request', 'Pending Purchase Approval', 'Assigned'],
    ['Project Brief', 'Pending Pre-Approval', 'Complete'],
    ['Project Brief', 'Pending Estimate', 'Pending IT Assignment'],
    ['Project Brief', 'Pending Estimate Approval', 'On Hold'],
  ] as const)('a %s in %s cannot be moved to %s by the desk (409)', async (type, current, next) => {
    const request = await createRequest(t.db, { type, status: current });
    const before = await notificationsOf(request.id);
    const response = await fulfilment(request.id, { status: next, assignedToId: PERSONAS.alex.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(DESK_STATUS_REFUSED);
    const [row] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, request.id));
    expect(row).toMatchObject({ status: current, assignedToId: null });
    expect(await notificationsOf(request.id)).toEqual(before);
  });

  it('a request waiting for approval can still be cancelled, which ends the wait', async () => {
    const request = await createRequest(t.db, {
      type: 'Purchase Request',
      status: 'Pending Purchase Approval',
    });
    expect(
      (await fulfilment(request.id, { status: 'Cancelled', statusNotes: 'Duplicate.' })).statusCode,
    ).toBe(200);
    const [row] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, request.id));
    expect(row).toMatchObject({ status: 'Cancelled', purchaseApprovalStatus: 'Cancelled' });
  });

  it.each([
    { status: 'Pending IT Assignment' },
    { statusNotes: 'Reopening' },
    { assignedToId: PERSONAS.alex.id },
  ])('a cancelled request stays cancelled: %j is 409 and changes nothing', async (body) => {
    const request = await createRequest(t.db, { status: 'Cancelled' });
    const [before] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, request.id));
    const response = await fulfilment(request.id, body);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(CANCELLED_MESSAGE);
    const [after] = await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, request.id));
    expect(after).toEqual(before);
  });

  it.each([
    ['someone outside the IT desk', () => PERSONAS.emery.id],
    ['nobody at all', () => '00000000-0000-4000-8000-000000000001'],
  ])('refuses to assign to %s (400 on assignedToId)', async (_name, id) => {
    const request = await createRequest(t.db);
    const response = await fulfilment(request.id, { assignedToId: id() });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ assignedToId: [NOT_DESK_STAFF] });
    const [row] = await t.db
      .select()
      .from(serviceRequests)
      .where(and(eq(serviceRequests.id, request.id)));
    expect(row!.assignedToId).toBeNull();
  });

  it.each([
    [{ status: 'Pending Estimate' }, 'status'],
    [{ estimatedCompletion: '2031-02-30' }, 'estimatedCompletion'],
    [{ estimatedCompletion: '2099-13-45' }, 'estimatedCompletion'],
    [{ completedOn: '1850-01-01' }, 'completedOn'],
    [{ completedOn: 'soon' }, 'completedOn'],
    [{ statusNotes: 'x'.repeat(2010) }, 'statusNotes'],
  ])('refuses %j with 400 on %s', async (body, field) => {
    const request = await createRequest(t.db);
    const response = await fulfilment(request.id, body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual([field]);
  });
});
