import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWN_ADMIN_REVOKE_REFUSED } from '@portico/domain/access-roles/access-role-admin';
import { auditLog, employeeRoles } from '../../db/schema';
import { createEmployee } from '../../../test/factories';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const rolesOf = async (employeeId: string) =>
  (await t.db.select().from(employeeRoles).where(eq(employeeRoles.employeeId, employeeId)))
    .map((row) => row.role)
    .sort();
const auditOf = (employeeId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'access-roles'), eq(auditLog.entityId, employeeId)));

describe('GET /api/admin/access-roles', () => {
  it('finds people by name, email or number, with their roles', async () => {
    const alex = await t.as('alex');
    const byName = (await alex.get('/api/admin/access-roles?search=drew okafor')).json();
    expect(byName.items).toEqual([
      expect.objectContaining({ id: PERSONAS.drew.id, name: 'Drew Okafor', roles: [] }),
    ]);
    const byEmail = (await alex.get('/api/admin/access-roles?search=alex.morgan@')).json();
    expect(byEmail.items).toEqual([expect.objectContaining({ name: 'Alex Morgan', roles: ['Admin'] })]);
    const byNumber = (
      await alex.get(`/api/admin/access-roles?search=${PERSONAS.casey.employeeNumber}`)
    ).json();
    expect(byNumber.items[0]).toMatchObject({ name: 'Casey Patel', roles: ['HR'] });
  });

  it('lists the holders of one role, by name, a page at a time', async () => {
    const response = await (await t.as('alex')).get('/api/admin/access-roles?role=ELT&pageSize=5');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items.length).toBeGreaterThan(0);
    for (const item of body.items) expect(item.roles).toContain('ELT');
    expect(body.items.map((item: { name: string }) => item.name)).toContain('Blair Chen');
  });

  it.each([['role=Boss'], ['sort=salary'], ['pageSize=0']])('refuses %s with a 400', async (query) => {
    const response = await (await t.as('alex')).get(`/api/admin/access-roles?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('is for Admins only', async () => {
    for (const caller of ['blair', 'casey', 'drew', 'emery'] as const) {
      const response = await (await t.as(caller)).get('/api/admin/access-roles');
      expect(response.statusCode).toBe(403);
      // A read is refused as a read, not as a change.
      expect(response.json().detail).toBe('Only Admins can see who holds access roles.');
    }
  });
});

describe('PATCH /api/admin/access-roles/:employeeId', () => {
  it('grants Drew ELT: his next request has the Projects tab, and the audit log says who, before and after', async () => {
    const drew = await t.as('drew');
    expect((await drew.get('/api/me')).json().capabilities.projectsTab).toBe(false);

    const response = await (
      await t.as('alex')
    ).patch(`/api/admin/access-roles/${PERSONAS.drew.id}`, {
      role: 'ELT',
      granted: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: PERSONAS.drew.id, roles: ['ELT'] });

    // The same session, straight after: the identity cache has dropped Drew's roles.
    expect((await drew.get('/api/me')).json().capabilities.projectsTab).toBe(true);

    const [entry] = await auditOf(PERSONAS.drew.id);
    expect(entry).toMatchObject({
      actorId: PERSONAS.alex.id,
      actorName: 'Alex Morgan',
      action: 'update',
      entityLabel: `Drew Okafor (${PERSONAS.drew.employeeNumber})`,
      before: { roles: [] },
      after: { roles: ['ELT'] },
    });

    // And revoked again.
    const revoked = await (
      await t.as('alex')
    ).patch(`/api/admin/access-roles/${PERSONAS.drew.id}`, {
      role: 'ELT',
      granted: false,
    });
    expect(revoked.json().roles).toEqual([]);
    expect((await drew.get('/api/me')).json().capabilities.projectsTab).toBe(false);
    expect(await auditOf(PERSONAS.drew.id)).toHaveLength(2);
  });

  it('changes nothing, and logs nothing, for a role already held or not held', async () => {
    const person = await createEmployee(t.db, { roles: ['HR'] });
    const alex = await t.as('alex');
    expect(
      (await alex.patch(`/api/admin/access-roles/${person.id}`, { role: 'HR', granted: true })).json().roles,
    ).toEqual(['HR']);
    expect(
      (await alex.patch(`/api/admin/access-roles/${person.id}`, { role: 'IT desk', granted: false })).json()
        .roles,
    ).toEqual(['HR']);
    expect(await auditOf(person.id)).toEqual([]);
  });

  it('refuses an Admin removing their own Admin role (409), and changes nothing', async () => {
    const response = await (
      await t.as('alex')
    ).patch(`/api/admin/access-roles/${PERSONAS.alex.id}`, {
      role: 'Admin',
      granted: false,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(OWN_ADMIN_REVOKE_REFUSED);
    expect(await rolesOf(PERSONAS.alex.id)).toEqual(['Admin']);
    expect(await auditOf(PERSONAS.alex.id)).toEqual([]);
  });

  it('a role removed takes effect on the next request of a session already open', async () => {
    const hr = await createEmployee(t.db, { roles: ['HR'] });
    const session = await t.asEmployee(hr.id);
    expect((await session.get('/api/admin/business-units')).statusCode).toBe(200);
    const removed = await (
      await t.as('alex')
    ).patch(`/api/admin/access-roles/${hr.id}`, {
      role: 'HR',
      granted: false,
    });
    expect(removed.statusCode).toBe(200);
    // The same session, no sign-in in between.
    expect((await session.get('/api/admin/business-units')).statusCode).toBe(403);
    expect((await session.get('/api/me')).json().roles).toEqual([]);
  });

  it('lets another Admin remove an Admin', async () => {
    const other = await createEmployee(t.db, { roles: ['Admin'] });
    const response = await (
      await t.asEmployee(other.id)
    ).patch(`/api/admin/access-roles/${PERSONAS.alex.id}`, {
      role: 'Admin',
      granted: false,
    });
    expect(response.statusCode).toBe(200);
    expect(await rolesOf(PERSONAS.alex.id)).toEqual([]);
    await (
      await t.asEmployee(other.id)
    ).patch(`/api/admin/access-roles/${PERSONAS.alex.id}`, {
      role: 'Admin',
      granted: true,
    });
    expect(await rolesOf(PERSONAS.alex.id)).toEqual(['Admin']);
  });

  it.each([
    ['an unknown role', { role: 'Boss', granted: true }, 'role', 'Choose one of ELT, Admin, HR, IT desk'],
    ['no decision', { role: 'ELT' }, 'granted', 'Say whether the role is granted'],
  ])('refuses %s with a 400 naming the field', async (_case, body, field, message) => {
    const person = await createEmployee(t.db);
    const response = await (await t.as('alex')).patch(`/api/admin/access-roles/${person.id}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
    expect(await rolesOf(person.id)).toEqual([]);
  });

  it('answers 404 for an unknown employee and 400 for a malformed id', async () => {
    const alex = await t.as('alex');
    const unknown = await alex.patch('/api/admin/access-roles/00000000-0000-4000-8000-000000000000', {
      role: 'ELT',
      granted: true,
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await alex.patch('/api/admin/access-roles/nobody', { role: 'ELT', granted: true })).statusCode,
    ).toBe(400);
  });

  it('refuses anyone but an Admin, and changes nothing', async () => {
    const person = await createEmployee(t.db);
    for (const caller of ['blair', 'casey', 'drew', 'emery'] as const) {
      const response = await (
        await t.as(caller)
      ).patch(`/api/admin/access-roles/${person.id}`, {
        role: 'Admin',
        granted: true,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe('Only Admins can change access roles.');
      // Refused before the body or the id is looked at.
      const bad = await (await t.as(caller)).patch('/api/admin/access-roles/not-an-id', { role: 'King' });
      expect(bad.statusCode).toBe(403);
    }
    expect(await rolesOf(person.id)).toEqual([]);
  });
});
