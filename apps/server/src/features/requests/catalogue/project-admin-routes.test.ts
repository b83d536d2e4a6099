import { inUseMessage } from '@portico/domain/request-catalogue/catalogue-status';
import {
  NOT_A_CURRENT_EMPLOYEE,
  PROJECT_CODE_TAKEN,
  SAME_PURCHASE_APPROVERS,
} from '@portico/domain/request-catalogue/project-admin';
import { PROJECT_ID_PATTERN } from '@portico/domain/requests/request-schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, employees, projects } from '../../../db/schema';
import { createEmployee } from '../../../../test/factories';
import { requestRow, validBodies } from '../../../../test/request-bodies';
import { createProject, createRequest } from '../../../../test/request-factories';
import { buildTestApp, PERSONAS, type ApiClient, type TestApp } from '../../../../test/test-app';
import { PROJECTS_ADMIN_REFUSED } from './project-admin-routes';

let t: TestApp;
let alex: ApiClient;
let emery: ApiClient;
let accountId: string;
beforeAll(async () => {
  t = await buildTestApp();
  alex = await t.as('alex');
  emery = await t.as('emery');
  const [account] = await t.db.select({ id: accounts.id }).from(accounts).limit(1);
  accountId = account!.id;
});
afterAll(() => t.close());

const URL = '/api/admin/projects';
const UNKNOWN = 'a0P5f00000ZZZZZZZZ';
const auditOf = (id: string) => t.db.select().from(auditLog).where(eq(auditLog.entityId, id));
const pickerIds = async (search: string) =>
  (
    (await emery.get(`/api/projects?search=${encodeURIComponent(search)}`)).json().items as { id: string }[]
  ).map((project) => project.id);

let codes = 0;
/** A project body naming Drew and Blair; each call a project ID of its own. */
const projectBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Yard Camera Rollout',
  projectCode: `PRJ-Y${++codes}`,
  groupName: 'Northpeak Logistics',
  accountId,
  projectManagerId: PERSONAS.alex.id,
  purchaseManagerId: PERSONAS.blair.id,
  purchaseApproverId: PERSONAS.drew.id,
  secondaryPurchaseApproverId: PERSONAS.blair.id,
  preApproverId: PERSONAS.drew.id,
  estimateApproverId: PERSONAS.blair.id,
  email: 'yard@example.com',
  phone: '+1 905-555-0199',
  paymentTerms: 'Net 30',
  currency: 'CAD',
  ...overrides,
});

describe('adding a project', () => {
  it('gives it a record id of the platform’s shape, offers it on the request form, and logs it', async () => {
    const body = projectBody({ name: 'Gatehouse Kiosks' });
    const created = await alex.post(URL, body);
    expect(created.statusCode).toBe(201);
    const project = created.json();
    expect(project.id).toMatch(PROJECT_ID_PATTERN);
    expect(project).toMatchObject({
      name: 'Gatehouse Kiosks',
      projectCode: body.projectCode,
      account: { id: accountId },
      purchaseApprover: { id: PERSONAS.drew.id, name: 'Drew Okafor', current: true },
      estimateApprover: { id: PERSONAS.blair.id, name: 'Blair Chen' },
      active: true,
      requestCount: 0,
    });
    expect(await pickerIds('Gatehouse')).toEqual([project.id]);
    const details = (await emery.get(`/api/projects/${project.id}`)).json();
    expect(details.approvers).toEqual({
      purchase: 'Drew Okafor',
      secondaryPurchase: 'Blair Chen',
      preApproval: 'Drew Okafor',
      estimate: 'Blair Chen',
    });

    const [entry] = await auditOf(project.id);
    expect(entry).toMatchObject({
      actorId: PERSONAS.alex.id,
      action: 'create',
      entityType: 'project',
      entityLabel: `Gatehouse Kiosks (${body.projectCode})`,
      before: null,
      after: { name: 'Gatehouse Kiosks', purchaseApprover: 'Drew Okafor', currency: 'CAD' },
    });
  });

  it.each([
    [{ name: '' }, 'name', 'Required'],
    [{ projectCode: 'PRJ 9' }, 'projectCode', 'Use letters, digits, dots, dashes and slashes only'],
    [{ preApproverId: 'Drew Okafor' }, 'preApproverId', 'Choose someone from the list'],
    [{ accountId: 'Harbourline' }, 'accountId', 'Choose an account from the list'],
    [{ email: 'nobody' }, 'email', 'Enter a valid email address'],
    [{ currency: 'Dollars' }, 'currency', 'Choose a currency'],
    [
      { secondaryPurchaseApproverId: PERSONAS.drew.id },
      'secondaryPurchaseApproverId',
      SAME_PURCHASE_APPROVERS,
    ],
  ])('refuses %j: 400 on %s, nothing saved', async (overrides, field, message) => {
    const before = await t.db.select({ id: projects.id }).from(projects);
    const response = await alex.post(URL, projectBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
    expect(await t.db.select({ id: projects.id }).from(projects)).toHaveLength(before.length);
  });

  it('refuses a leaver or an unknown person as approver, and an unknown account (400, all at once)', async () => {
    const leaver = await createEmployee(t.db, { employmentStatus: 'TERMINATED' });
    const response = await alex.post(
      URL,
      projectBody({
        estimateApproverId: leaver.id,
        projectManagerId: '00000000-0000-4000-8000-00000000dead',
        accountId: '00000000-0000-4000-8000-00000000acc7',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      accountId: ['Choose an account from the list'],
      projectManagerId: [NOT_A_CURRENT_EMPLOYEE],
      estimateApproverId: [NOT_A_CURRENT_EMPLOYEE],
    });
  });

  it('refuses a project ID another project has (409 on the field)', async () => {
    const response = await alex.post(URL, projectBody({ projectCode: 'prj-0001' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ projectCode: [PROJECT_CODE_TAKEN] });
  });

  it('answers anyone but an Admin 403 before looking at the body', async () => {
    const response = await emery.post(URL, { name: 42 });
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(PROJECTS_ADMIN_REFUSED);
  });
});

describe('the list', () => {
  it('is searched by name, project ID or group, filtered by status, with request counts', async () => {
    const used = await createProject(t.db, { name: 'Quarry Radios', groupName: 'Quarry Group' });
    await createRequest(t.db, { type: 'Purchase Request', projectId: used.id });
    await createProject(t.db, { name: 'Quarry Lights', groupName: 'Quarry Group', active: false });
    const page = (await alex.get(`${URL}?search=quarry%20group&sort=name`)).json();
    expect(page.total).toBe(2);
    expect(page.items).toEqual([
      expect.objectContaining({ name: 'Quarry Lights', active: false, requestCount: 0 }),
      expect.objectContaining({ name: 'Quarry Radios', active: true, requestCount: 1 }),
    ]);
    const byCode = (await alex.get(`${URL}?search=${used.projectCode}&status=active`)).json();
    expect(byCode.items.map((row: { id: string }) => row.id)).toEqual([used.id]);
    expect((await alex.get(`${URL}?pageSize=0`)).statusCode).toBe(400);
  });

  it('gives one project, 404 for an unknown id and 400 for an id of the wrong shape', async () => {
    const project = await createProject(t.db, { name: 'Silo Sensors' });
    expect((await alex.get(`${URL}/${project.id}`)).json()).toMatchObject({ name: 'Silo Sensors' });
    expect((await alex.get(`${URL}/${UNKNOWN}`)).statusCode).toBe(404);
    const malformed = await alex.get(`${URL}/PRJ-0001`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.id).toEqual(['Not a valid project id']);
  });

  it('lists the accounts for the form (Admins)', async () => {
    const items = (await alex.get('/api/admin/accounts')).json().items as { name: string }[];
    expect(items.map((account) => account.name)).toContain('Harbourline Group Inc.');
    expect((await emery.get('/api/admin/accounts')).statusCode).toBe(403);
  });
});

describe('changing a project’s approvers', () => {
  it('routes new requests to the new approvers; submitted ones keep theirs', async () => {
    const project = (await alex.post(URL, projectBody({ name: 'Dock Door Sensors' }))).json();
    const purchase = { ...validBodies['Purchase Request'](), project: project.id };
    const before = await emery.post('/api/requests', purchase);
    expect(before.statusCode).toBe(201);

    const changed = await alex.patch(
      `${URL}/${project.id}`,
      projectBody({
        name: 'Dock Door Sensors',
        projectCode: project.projectCode,
        purchaseApproverId: PERSONAS.casey.id,
        secondaryPurchaseApproverId: null,
      }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      purchaseApprover: { name: 'Casey Patel' },
      secondaryPurchaseApprover: null,
      requestCount: 1,
    });

    // The request submitted before still waits for Drew or Blair, as it did.
    expect(await requestRow(t.db, before.json().id)).toMatchObject({
      purchaseApproverId: PERSONAS.drew.id,
      secondaryPurchaseApproverId: PERSONAS.blair.id,
    });
    const after = await emery.post('/api/requests', purchase);
    expect(await requestRow(t.db, after.json().id)).toMatchObject({
      purchaseApproverId: PERSONAS.casey.id,
      secondaryPurchaseApproverId: null,
    });

    const entries = await auditOf(project.id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(entries[1]).toMatchObject({
      before: { purchaseApprover: 'Drew Okafor', secondaryPurchaseApprover: 'Blair Chen' },
      after: { purchaseApprover: 'Casey Patel', secondaryPurchaseApprover: null },
    });
  });

  it('keeps a saved approver who has since left, but refuses choosing a leaver anew', async () => {
    const approver = await createEmployee(t.db);
    const project = (await alex.post(URL, projectBody({ preApproverId: approver.id }))).json();
    await t.db.update(employees).set({ employmentStatus: 'TERMINATED' }).where(eq(employees.id, approver.id));
    const listed = (await alex.get(`${URL}/${project.id}`)).json();
    expect(listed.preApprover).toMatchObject({ id: approver.id, current: false });

    const body = projectBody({ projectCode: project.projectCode, preApproverId: approver.id });
    const phoneOnly = await alex.patch(`${URL}/${project.id}`, { ...body, phone: '+1 905-555-0100' });
    expect(phoneOnly.statusCode).toBe(200);
    const refused = await alex.patch(`${URL}/${project.id}`, { ...body, estimateApproverId: approver.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ estimateApproverId: [NOT_A_CURRENT_EMPLOYEE] });
  });

  it('refuses the same person as both purchase approvers, and answers 404 for an unknown project', async () => {
    const project = await createProject(t.db);
    const same = await alex.patch(
      `${URL}/${project.id}`,
      projectBody({ purchaseApproverId: PERSONAS.drew.id, secondaryPurchaseApproverId: PERSONAS.drew.id }),
    );
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual({ secondaryPurchaseApproverId: [SAME_PURCHASE_APPROVERS] });
    expect((await alex.patch(`${URL}/${UNKNOWN}`, projectBody())).statusCode).toBe(404);
  });
});

describe('deactivating and deleting a project', () => {
  it('deactivated, it leaves the picker and new requests, while saved requests keep it', async () => {
    const project = (await alex.post(URL, projectBody({ name: 'Trailer Locks' }))).json();
    const purchase = { ...validBodies['Purchase Request'](), project: project.id };
    const saved = (await emery.post('/api/requests', purchase)).json();
    const off = await alex.patch(
      `${URL}/${project.id}`,
      projectBody({ name: 'Trailer Locks', projectCode: project.projectCode, active: false }),
    );
    expect(off.json()).toMatchObject({ active: false });

    expect(await pickerIds('Trailer Locks')).toEqual([]);
    const fresh = await emery.post('/api/requests', purchase);
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json().errors).toEqual({ project: ['Please select an option from the list'] });
    expect((await emery.get(`/api/requests/${saved.id}`)).json().project).toMatchObject({ id: project.id });
  });

  it('refuses deleting one in use (409, offering to deactivate it) and keeps it', async () => {
    const project = await createProject(t.db);
    await createRequest(t.db, { type: 'Purchase Request', projectId: project.id });
    const response = await alex.delete(`${URL}/${project.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(inUseMessage('project', 1));
    expect((await alex.get(`${URL}/${project.id}`)).statusCode).toBe(200);
    expect(await auditOf(project.id)).toEqual([]);
  });

  it('deletes one no request uses and logs it; 404 for an unknown one; 403 for others', async () => {
    const project = await createProject(t.db, { name: 'Pallet Scales' });
    expect((await emery.delete(`${URL}/${project.id}`)).statusCode).toBe(403);
    expect((await alex.delete(`${URL}/${project.id}`)).statusCode).toBe(204);
    expect((await alex.get(`${URL}/${project.id}`)).statusCode).toBe(404);
    const [entry] = await auditOf(project.id);
    expect(entry).toMatchObject({ action: 'delete', before: { name: 'Pallet Scales' }, after: null });
    expect((await alex.delete(`${URL}/${UNKNOWN}`)).statusCode).toBe(404);
  });
});
