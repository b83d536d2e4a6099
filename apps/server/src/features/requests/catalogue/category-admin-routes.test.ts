import { CATEGORY_NAME_TAKEN, CATEGORY_TYPE_LOCKED } from '@portico/domain/request-catalogue/category-admin';
import { inUseMessage } from '@portico/domain/request-catalogue/catalogue-status';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, requestCategories } from '../../../db/schema';
import { validBodies } from '../../../../test/request-bodies';
import { createCategory, createRequest } from '../../../../test/request-factories';
import { buildTestApp, PERSONAS, type ApiClient, type TestApp } from '../../../../test/test-app';
import { CATEGORIES_ADMIN_REFUSED } from './category-admin-routes';

let t: TestApp;
let alex: ApiClient;
let emery: ApiClient;
beforeAll(async () => {
  t = await buildTestApp();
  alex = await t.as('alex');
  emery = await t.as('emery');
});
afterAll(() => t.close());

const URL = '/api/admin/request-categories';
const UNKNOWN = '00000000-0000-4000-8000-0000000000c4';
const auditOf = (id: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
const pickerNames = async (type: string) =>
  (
    (await emery.get(`/api/request-categories?type=${encodeURIComponent(type)}`)).json().items as {
      name: string;
    }[]
  ).map((category) => category.name);

describe('adding a request category', () => {
  it('offers it on the request form for its type, and logs it', async () => {
    const created = await alex.post(URL, { name: 'Docking Stations', requestType: 'Purchase Request' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Docking Stations',
      requestType: 'Purchase Request',
      active: true,
      requestCount: 0,
    });
    expect(await pickerNames('Purchase Request')).toContain('Docking Stations');
    expect(await pickerNames('Support Request')).not.toContain('Docking Stations');

    const [entry] = await auditOf(created.json().id);
    expect(entry).toMatchObject({
      actorId: PERSONAS.alex.id,
      action: 'create',
      entityType: 'request-category',
      entityLabel: 'Docking Stations (Purchase Request)',
      before: null,
      after: { name: 'Docking Stations', requestType: 'Purchase Request', active: true },
    });
  });

  it.each([
    [{ requestType: 'Support Request' }, 'name', 'Required'],
    [{ name: '   ', requestType: 'Support Request' }, 'name', 'Required'],
    [{ name: 'x'.repeat(81), requestType: 'Support Request' }, 'name', 'Must be 80 characters or less'],
    [{ name: 'Printers', requestType: 'Printing' }, 'requestType', 'Choose a request type'],
    [{ name: 'Printers', requestType: 'Support Request', active: 'no' }, 'active', 'Required'],
  ])('refuses %j: 400 on %s, nothing saved', async (body, field, message) => {
    const before = await t.db.select().from(requestCategories);
    const response = await alex.post(URL, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
    expect(await t.db.select().from(requestCategories)).toHaveLength(before.length);
  });

  it('refuses a name the type already has, whatever the letter case (409 on the name)', async () => {
    const response = await alex.post(URL, { name: 'laptop', requestType: 'Purchase Request' });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ name: [CATEGORY_NAME_TAKEN] });
    // Another type may have a category of the same name (Hardware is both Support and Quote).
    expect((await alex.post(URL, { name: 'Laptop', requestType: 'Quote Request' })).statusCode).toBe(201);
  });

  it('answers anyone but an Admin 403 before looking at the body', async () => {
    const response = await emery.post(URL, { name: '' });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(CATEGORIES_ADMIN_REFUSED);
  });
});

describe('the list', () => {
  it('is searched, filtered by type and status, and counts each category’s requests', async () => {
    const category = await createCategory(t.db, { name: 'Zebra Printers', requestType: 'Support Request' });
    await createRequest(t.db, { categoryId: category.id });
    await createCategory(t.db, { name: 'Zebra Labels', requestType: 'Support Request', active: false });
    const page = (await alex.get(`${URL}?search=zebra&requestType=Support%20Request&sort=name`)).json();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(page.items).toEqual([
      expect.objectContaining({ name: 'Zebra Labels', active: false, requestCount: 0 }),
      expect.objectContaining({ name: 'Zebra Printers', active: true, requestCount: 1 }),
    ]);
    const inactive = (await alex.get(`${URL}?search=zebra&status=inactive`)).json();
    expect(inactive.items.map((row: { name: string }) => row.name)).toEqual(['Zebra Labels']);
    expect((await alex.get(`${URL}?status=gone`)).statusCode).toBe(400);
    expect((await alex.get(`${URL}?sort=createdAt`)).statusCode).toBe(400);
  });

  it('gives one category, 404 for an unknown one and 400 for a malformed id', async () => {
    const category = await createCategory(t.db, { name: 'Scanners' });
    expect((await alex.get(`${URL}/${category.id}`)).json()).toMatchObject({
      name: 'Scanners',
      requestCount: 0,
    });
    expect((await alex.get(`${URL}/${UNKNOWN}`)).statusCode).toBe(404);
    expect((await alex.get(`${URL}/not-an-id`)).statusCode).toBe(400);
  });
});

describe('changing a category', () => {
  it('renames it, logs before and after, and logs nothing for an unchanged save', async () => {
    const category = await createCategory(t.db, { name: 'Headsets', requestType: 'Purchase Request' });
    const renamed = await alex.patch(`${URL}/${category.id}`, {
      name: 'Headsets & Webcams',
      requestType: 'Purchase Request',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Headsets & Webcams' });
    const again = await alex.patch(`${URL}/${category.id}`, {
      name: 'Headsets & Webcams',
      requestType: 'Purchase Request',
    });
    expect(again.statusCode).toBe(200);
    const entries = await auditOf(category.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'update',
      before: { name: 'Headsets' },
      after: { name: 'Headsets & Webcams' },
    });
  });

  it('keeps the request type of a category in use (409); an unused one may move', async () => {
    const used = await createCategory(t.db, { requestType: 'Support Request' });
    await createRequest(t.db, { categoryId: used.id });
    const refused = await alex.patch(`${URL}/${used.id}`, { name: used.name, requestType: 'Quote Request' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      detail: CATEGORY_TYPE_LOCKED,
      errors: { requestType: [CATEGORY_TYPE_LOCKED] },
    });
    const unused = await createCategory(t.db, { requestType: 'Support Request' });
    expect(
      (await alex.patch(`${URL}/${unused.id}`, { name: unused.name, requestType: 'Quote Request' }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 404 for an unknown category and 400 for a bad body, changing nothing', async () => {
    expect(
      (await alex.patch(`${URL}/${UNKNOWN}`, { name: 'X', requestType: 'Support Request' })).statusCode,
    ).toBe(404);
    const category = await createCategory(t.db, { name: 'Monitors Arms' });
    const response = await alex.patch(`${URL}/${category.id}`, { name: '', requestType: 'Support Request' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.name).toEqual(['Required']);
    expect((await alex.get(`${URL}/${category.id}`)).json().name).toBe('Monitors Arms');
  });

  it('deactivated, leaves the form, refuses new requests, and lets a saved request keep it', async () => {
    const body = validBodies['Support Request']();
    const saved = await emery.post('/api/requests', body);
    expect(saved.statusCode).toBe(201);
    const [hardware] = await t.db
      .select()
      .from(requestCategories)
      .where(
        and(eq(requestCategories.name, 'Hardware'), eq(requestCategories.requestType, 'Support Request')),
      );
    const off = await alex.patch(`${URL}/${hardware!.id}`, {
      name: 'Hardware',
      requestType: 'Support Request',
      active: false,
    });
    expect(off.json()).toMatchObject({ active: false });
    try {
      expect(await pickerNames('Support Request')).not.toContain('Hardware');
      const fresh = await emery.post('/api/requests', body);
      expect(fresh.statusCode).toBe(400);
      expect(fresh.json().errors).toEqual({ category: ['Please select an option from the list'] });
      const edited = await emery.patch(`/api/requests/${saved.json().id}`, {
        ...body,
        description: 'Still this',
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().category).toMatchObject({ id: hardware!.id, name: 'Hardware' });
    } finally {
      await alex.patch(`${URL}/${hardware!.id}`, {
        name: 'Hardware',
        requestType: 'Support Request',
        active: true,
      });
    }
  });
});

describe('deleting a category', () => {
  it('deletes one no request uses, and logs it', async () => {
    const category = await createCategory(t.db, { name: 'Fax Machines' });
    expect((await alex.delete(`${URL}/${category.id}`)).statusCode).toBe(204);
    expect((await alex.get(`${URL}/${category.id}`)).statusCode).toBe(404);
    const [entry] = await auditOf(category.id);
    expect(entry).toMatchObject({ action: 'delete', before: { name: 'Fax Machines' }, after: null });
  });

  it('refuses one in use (409, offering to deactivate it) and keeps it', async () => {
    const category = await createCategory(t.db, { name: 'Pagers' });
    await createRequest(t.db, { categoryId: category.id });
    await createRequest(t.db, { categoryId: category.id });
    const response = await alex.delete(`${URL}/${category.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(inUseMessage('category', 2));
    expect((await alex.get(`${URL}/${category.id}`)).statusCode).toBe(200);
    expect(await auditOf(category.id)).toEqual([]);
  });

  it('answers 404 for an unknown one, and 403 to anyone but an Admin', async () => {
    expect((await alex.delete(`${URL}/${UNKNOWN}`)).statusCode).toBe(404);
    const category = await createCategory(t.db);
    expect((await emery.delete(`${URL}/${category.id}`)).statusCode).toBe(403);
    expect((await alex.get(`${URL}/${category.id}`)).statusCode).toBe(200);
  });
});
