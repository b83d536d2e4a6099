import { NOT_DESK_STAFF } from '@portico/domain/requests/it-desk-dto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRequest } from '../../../test/request-factories';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';
import { findEmployeeByNumberOrEmail, grantRole, listRoleHolders, revokeRole } from './role-grants';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const emery = PERSONAS.emery;
/** Whom the desk's assignee picker finds by Emery's name (it answers 20 at a time). */
const staffIds = async () =>
  (
    (await (await t.as('alex')).get('/api/it-desk/staff?search=Emery%20Lindqvist')).json().items as {
      id: string;
    }[]
  ).map((item) => item.id);

describe('IT desk membership is a granted role, not a department anyone can type', () => {
  it('Emery sets her profile department to IT: her profile shows it, and she gains no desk power', async () => {
    const saved = await (
      await t.as('emery')
    ).patch('/api/profile', {
      title: 'Operations Coordinator',
      department: 'IT',
      birthdate: '1991-03-14',
      aboutMe: 'I keep the trucks moving.',
    });
    expect(saved.statusCode).toBe(200);
    expect((await (await t.as('emery')).get('/api/profile')).json()).toMatchObject({ department: 'IT' });

    expect(await staffIds()).not.toContain(emery.id);
    const colleagues = await createRequest(t.db, { createdById: PERSONAS.casey.id });
    const assign = await (
      await t.as('alex')
    ).patch(`/api/requests/${colleagues.id}/fulfilment`, {
      status: 'Assigned',
      assignedToId: emery.id,
    });
    expect(assign.statusCode).toBe(400);
    expect(assign.body).toContain(NOT_DESK_STAFF);
    expect((await (await t.as('emery')).get(`/api/requests/${colleagues.id}`)).statusCode).toBe(404);
    expect((await (await t.as('emery')).get('/api/requests?view=desk')).statusCode).toBe(403);
  });

  it('granting the role makes her staff; revoking it takes that away again', async () => {
    const found = await findEmployeeByNumberOrEmail(t.db, emery.email.toUpperCase());
    expect(found?.id).toBe(emery.id);
    expect(await grantRole(t.db, emery.id, 'IT desk')).toBe(true);
    expect(await grantRole(t.db, emery.id, 'IT desk')).toBe(false);
    expect(await staffIds()).toContain(emery.id);
    expect((await listRoleHolders(t.db, 'IT desk')).map((holder) => holder.displayName)).toContain(
      'Emery Lindqvist',
    );

    const request = await createRequest(t.db, { createdById: PERSONAS.casey.id });
    const assign = await (
      await t.as('alex')
    ).patch(`/api/requests/${request.id}/fulfilment`, {
      status: 'Assigned',
      assignedToId: emery.id,
    });
    expect(assign.statusCode, assign.body).toBe(200);

    expect(await revokeRole(t.db, emery.id, 'IT desk')).toBe(true);
    expect(await revokeRole(t.db, emery.id, 'IT desk')).toBe(false);
    expect(await staffIds()).not.toContain(emery.id);
  });
});
