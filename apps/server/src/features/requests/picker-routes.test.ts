import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from '../../../test/factories';
import { createProject } from '../../../test/request-factories';
import { DEMO_CATEGORIES, DREW_PROJECT_ID, IT_PROJECT_ID } from '../../../test/request-bodies';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function get(url: string) {
  const response = await (await t.as('emery')).get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /api/request-categories', () => {
  it('lists the categories of one request type, by name', async () => {
    const { items } = await get('/api/request-categories?type=Purchase%20Request');
    expect(items.map((item: { name: string }) => item.name)).toEqual(
      [...DEMO_CATEGORIES['Purchase Request']].sort(),
    );
    expect(items.every((item: { requestType: string }) => item.requestType === 'Purchase Request')).toBe(
      true,
    );
  });

  it('lists every category without a type', async () => {
    const { items } = await get('/api/request-categories');
    expect(items).toHaveLength(Object.values(DEMO_CATEGORIES).flat().length);
  });

  it('refuses an unknown type with 400', async () => {
    expect((await (await t.as('emery')).get('/api/request-categories?type=Urgent')).statusCode).toBe(400);
  });
});

describe('GET /api/projects', () => {
  it.each([
    ['part of the name, any case', 'TELEMATICS', 'PRJ-0001'],
    ['the project code', 'prj-0005', 'PRJ-0005'],
    ['the record id', DREW_PROJECT_ID, 'PRJ-0001'],
  ])('finds a project by %s', async (_name, search, code) => {
    const { items } = await get(`/api/projects?search=${encodeURIComponent(search)}`);
    expect(items.map((item: { projectCode: string }) => item.projectCode)).toContain(code);
  });

  it('returns at most 20, ordered by name', async () => {
    const { items } = await get('/api/projects');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(20);
    const names = items.map((item: { name: string }) => item.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it('matches % literally', async () => {
    expect((await get('/api/projects?search=%25')).items).toEqual([]);
  });
});

describe('GET /api/projects/:id', () => {
  it('describes a project for the form’s side card', async () => {
    const project = await get(`/api/projects/${IT_PROJECT_ID}`);
    expect(project).toMatchObject({
      id: IT_PROJECT_ID,
      projectCode: 'PRJ-0005',
      name: 'Head Office Network Upgrade',
      group: 'Harbourline Group',
      projectManagerActive: true,
      purchaseManagerActive: true,
      account: {
        name: 'Harbourline Group Inc.',
        billingAddress: '200 Queens Quay W, Toronto, ON, M5J 2L6, Canada',
      },
      currency: 'CAD',
    });
    expect(project.projectManager).toEqual(expect.any(String));
  });

  it('names each of its people, says which managers have left, and leaves empty roles empty', async () => {
    const manager = await createEmployee(t.db, { firstName: 'Ines', lastName: 'Marchetti' });
    const gone = await createEmployee(t.db, {
      firstName: 'Otto',
      lastName: 'Brandvik',
      employmentStatus: 'TERMINATED',
    });
    const approver = await createEmployee(t.db, { firstName: 'Pia', lastName: 'Sundqvist' });
    const project = await createProject(t.db, {
      projectManagerId: manager.id,
      purchaseManagerId: gone.id,
      purchaseApproverId: approver.id,
      secondaryPurchaseApproverId: null,
      preApproverId: null,
      estimateApproverId: null,
    });
    expect(await get(`/api/projects/${project.id}`)).toMatchObject({
      projectManager: 'Ines Marchetti',
      projectManagerActive: true,
      purchaseManager: 'Otto Brandvik',
      purchaseManagerActive: false,
      approvers: { purchase: 'Pia Sundqvist', secondaryPurchase: null, preApproval: null, estimate: null },
    });
  });

  it('answers 404 for an unknown project and 400 for a malformed id', async () => {
    const client = await t.as('emery');
    expect((await client.get('/api/projects/a0P5f00000ZZZZZZZZ')).statusCode).toBe(404);
    expect((await client.get('/api/projects/PRJ-0001')).statusCode).toBe(400);
  });
});

describe('GET /api/people', () => {
  it('finds current employees by name or email', async () => {
    const byName = await get('/api/people?search=lindqvist');
    expect(byName.items).toEqual([
      expect.objectContaining({
        name: 'Emery Lindqvist',
        email: 'emery.lindqvist@example.com',
        department: 'Operations',
      }),
    ]);
    const byEmail = await get('/api/people?search=DREW.OKAFOR@');
    expect(byEmail.items.map((item: { name: string }) => item.name)).toEqual(['Drew Okafor']);
  });

  it('leaves out people who have left, and returns at most 20', async () => {
    await createEmployee(t.db, {
      firstName: 'Quillon',
      lastName: 'Leftwich',
      employmentStatus: 'TERMINATED',
      terminationDate: '2021-03-31',
    });
    expect((await get('/api/people?search=Leftwich')).items).toEqual([]);
    expect((await get('/api/people?search=example.com')).items).toHaveLength(20);
  });
});
