import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, employees, notifications, quickLinks } from '../../db/schema';
import { createCompany, createEmployee } from '../../../test/factories';
import { createQuickLink } from '../../../test/quick-link-factories';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';

let t: TestApp;
let emerysCompany: { id: string; name: string };
let elsewhere: { id: string };
beforeAll(async () => {
  t = await buildTestApp();
  const [row] = await t.db
    .select({ id: companies.id, name: companies.name })
    .from(employees)
    .innerJoin(companies, eq(companies.id, employees.companyId))
    .where(eq(employees.id, PERSONAS.emery.id));
  emerysCompany = row!;
  const otherCompany = await createCompany(t.db);
  elsewhere = await createEmployee(t.db, { companyId: otherCompany.id });
});
afterAll(() => t.close());

const link = {
  label: 'Yard Safety',
  url: 'safety.example.com',
  icon: 'IconShieldCheck',
  iconColor: '#e8590c',
};
type Item = { id: string; label: string; canEdit?: boolean };
const labels = (items: Item[]) => items.map((item) => item.label);

describe('a corporate link for one company', () => {
  it('is seen and heard of by that company’s people only, not editable by them, and logged', async () => {
    const alex = await t.as('alex');
    const created = await alex.post('/api/quick-links', {
      ...link,
      isCorporate: true,
      companyId: emerysCompany.id,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ isCorporate: true, company: emerysCompany });
    const id = created.json().id;

    const emery = await t.as('emery');
    expect(labels((await emery.get('/api/quick-links/corporate')).json().items)).toContain('Yard Safety');
    const dashboard = (await emery.get('/api/quick-links?search=yard')).json().items;
    expect(dashboard).toEqual([expect.objectContaining({ id, canEdit: false, isCorporate: true })]);
    expect((await emery.patch(`/api/quick-links/${id}`, link)).statusCode).toBe(403);

    const other = await t.asEmployee(elsewhere.id);
    expect(labels((await other.get('/api/quick-links/corporate')).json().items)).not.toContain('Yard Safety');
    expect((await other.get('/api/quick-links?search=yard')).json().items).toEqual([]);

    // 'New Corporate Link' for Emery, not for the other company's employee.
    const heard = async (employeeId: string) =>
      (
        await t.db
          .select()
          .from(notifications)
          .where(and(eq(notifications.type, 'New Corporate Link'), eq(notifications.employeeId, employeeId)))
      ).filter((row) => row.description.includes('Yard Safety'));
    expect(await heard(PERSONAS.emery.id)).toHaveLength(1);
    expect(await heard(elsewhere.id)).toHaveLength(0);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toMatchObject({
      actorId: PERSONAS.alex.id,
      action: 'create',
      entityType: 'corporate-link',
      before: null,
      after: { label: 'Yard Safety', url: 'http://safety.example.com', company: emerysCompany.name },
    });
  });

  it('logs an edit (with its company) and a delete with before and after', async () => {
    const alex = await t.as('alex');
    const { id } = (
      await alex.post('/api/quick-links', { ...link, label: 'Canteen', isCorporate: true })
    ).json();
    const edited = await alex.patch(`/api/quick-links/${id}`, {
      ...link,
      label: 'Canteen Menu',
      companyId: emerysCompany.id,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ label: 'Canteen Menu', company: emerysCompany });
    expect((await alex.delete(`/api/quick-links/${id}`)).statusCode).toBe(200);

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.at);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[1]).toMatchObject({
      before: { label: 'Canteen', company: 'Every company' },
      after: { label: 'Canteen Menu', company: emerysCompany.name },
    });
    expect(entries[2]).toMatchObject({ before: { label: 'Canteen Menu' }, after: null });
  });

  it('refuses a company that does not exist (400), and adds nothing', async () => {
    const response = await (
      await t.as('alex')
    ).post('/api/quick-links', {
      ...link,
      label: 'Nowhere',
      isCorporate: true,
      companyId: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ companyId: ['Choose a company'] });
    expect(await t.db.select().from(quickLinks).where(eq(quickLinks.label, 'Nowhere'))).toEqual([]);
    const malformed = await (
      await t.as('alex')
    ).post('/api/quick-links', {
      ...link,
      isCorporate: true,
      companyId: 'head-office',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('does not log personal links', async () => {
    const { id } = (await (await t.as('emery')).post('/api/quick-links', { ...link, label: 'Mine' })).json();
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, id))).toEqual([]);
  });
});

describe('GET /api/admin/corporate-links', () => {
  it('lists every corporate link, or those one company sees', async () => {
    const otherCompanyLink = await createQuickLink(t.db, {
      corporate: true,
      label: 'Elsewhere Only',
      companyId: (await createCompany(t.db)).id,
    });
    const alex = await t.as('alex');
    const all = (await alex.get('/api/admin/corporate-links?pageSize=all')).json();
    expect(labels(all.items)).toContain('Elsewhere Only');
    expect(all.items.every((item: { isCorporate: boolean }) => item.isCorporate)).toBe(true);

    const emerys = (
      await alex.get(`/api/admin/corporate-links?pageSize=all&companyId=${emerysCompany.id}`)
    ).json();
    expect(labels(emerys.items)).toContain('Yard Safety');
    expect(labels(emerys.items)).toContain('Company Website');
    expect(labels(emerys.items)).not.toContain(otherCompanyLink.label);
  });

  it('refuses a bad filter with a 400, and anyone but an Admin with a 403', async () => {
    expect((await (await t.as('alex')).get('/api/admin/corporate-links?companyId=x')).statusCode).toBe(400);
    for (const caller of ['blair', 'casey', 'drew', 'emery'] as const) {
      const client = await t.as(caller);
      expect((await client.get('/api/admin/corporate-links')).statusCode).toBe(403);
      expect((await client.get('/api/admin/companies')).statusCode).toBe(403);
    }
  });

  it('gives Admins the companies to choose from', async () => {
    const response = await (await t.as('alex')).get('/api/admin/companies');
    expect(response.json().items).toContainEqual(emerysCompany);
  });
});
