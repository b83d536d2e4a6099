import type { RequestDetail } from '@portico/domain/requests/request-dto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IT_PROJECT_ID, requestRow, validBodies } from '../../../test/request-bodies';
import { createRequest } from '../../../test/request-factories';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';

/**
 * Decision 012: once a purchase or a brief's pre-approval is approved, what was approved stays
 * as approved. An edit changing it is refused (409) naming the fields; the rest still saves.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Body = Record<string, unknown>;

/** Emery submits; Drew approves (a purchase) or pre-approves (a brief). */
async function approved(type: 'Purchase Request' | 'Project Brief') {
  const body: Body = validBodies[type]();
  const emery = await t.as('emery');
  const created = await emery.post('/api/requests', body);
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json();
  const step = type === 'Purchase Request' ? 'purchase' : 'pre-approval';
  const decided = await (
    await t.as('drew')
  ).post(`/api/requests/${id}/approvals`, { step, decision: 'Approved', notes: 'Go ahead.' });
  expect(decided.statusCode, decided.body).toBe(200);
  return { id, body, emery };
}

describe('PATCH /api/requests/:id after the purchase was approved', () => {
  it('refuses a new quantity with 409 naming the field and the approver, changing nothing', async () => {
    const { id, body, emery } = await approved('Purchase Request');
    const before = await requestRow(t.db, id);
    const response = await emery.patch(`/api/requests/${id}`, { ...body, productQuantity: '5' });
    expect(response.statusCode).toBe(409);
    const message = 'Quantity was approved by Drew Okafor and can no longer be changed.';
    expect(response.json()).toMatchObject({ detail: message, errors: { productQuantity: [message] } });
    expect(await requestRow(t.db, id)).toEqual(before);
  });

  it('names every changed approved field at once', async () => {
    const { id, body, emery } = await approved('Purchase Request');
    const response = await emery.patch(`/api/requests/${id}`, {
      ...body,
      productBrand: 'Dell',
      description: 'Something else',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(
      'Brand and Brief Description were approved by Drew Okafor and can no longer be changed.',
    );
  });

  it('refuses moving it to another project', async () => {
    const { id, body, emery } = await approved('Purchase Request');
    const response = await emery.patch(`/api/requests/${id}`, { ...body, project: IT_PROJECT_ID });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toHaveProperty('project');
  });

  it('saves unchanged approved values with other changes (priority, Needed By of a purchase)', async () => {
    const { id, body, emery } = await approved('Purchase Request');
    const response = await emery.patch(`/api/requests/${id}`, {
      ...body,
      priority: '1 - HIGH',
      productQuantity: '2.00',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      priority: '1 - HIGH',
      // Shown as people write it, not as the database keeps it ('2.00').
      productQuantity: '2',
      frozenFields: expect.arrayContaining(['productQuantity', 'project']),
    });
  });

  it('leaves a waiting purchase Locked (403), as before', async () => {
    const emery = await t.as('emery');
    const body = validBodies['Purchase Request']();
    const { id } = (await emery.post('/api/requests', body)).json();
    const response = await emery.patch(`/api/requests/${id}`, { ...body, productQuantity: '5' });
    expect(response.statusCode).toBe(403);
  });
});

describe('PATCH /api/requests/:id after a brief was pre-approved', () => {
  it('is Locked while it waits for the estimate; the detail lists what is frozen', async () => {
    const { id, body, emery } = await approved('Project Brief');
    const detail = (await emery.get(`/api/requests/${id}`)).json();
    expect(detail.frozenFields).toEqual(
      expect.arrayContaining(['projectBudget', 'projectTitle', 'neededBy', 'deliveredDate']),
    );
    const response = await emery.patch(`/api/requests/${id}`, { ...body, projectBudget: 'Up to $90,000' });
    expect(response.statusCode).toBe(403);
  });
});

describe('PATCH /api/requests/:id of an approved project brief', () => {
  /** The edit form's body for a stored brief, as the screen sends it back. */
  const bodyOf = (detail: RequestDetail): Body => ({
    type: 'Project Brief',
    onBehalf: false,
    category: detail.category.id,
    project: detail.project?.id,
    priority: detail.priority,
    neededBy: detail.neededBy,
    description: detail.description,
    requestDetails: detail.requestDetails,
    projectTitle: detail.projectTitle,
    projectType: detail.projectType,
    projectImportance: detail.projectImportance,
    projectProblem: detail.projectProblem,
    projectGoal: detail.projectGoal,
    projectSuccess: detail.projectSuccess,
    projectBudget: detail.projectBudget,
    deliveredDate: detail.deliveredDate,
  });

  it('refuses a new budget and title, and saves the importance', async () => {
    const { id } = await createRequest(t.db, { type: 'Project Brief', status: 'Assigned' });
    const emery = await t.as('emery');
    const body = bodyOf((await emery.get(`/api/requests/${id}`)).json());
    const refused = await emery.patch(`/api/requests/${id}`, {
      ...body,
      projectBudget: 'Up to $90,000',
      projectTitle: 'Something bigger',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      'Budget and Project Title were approved by Drew Okafor and can no longer be changed.',
    );
    const saved = await emery.patch(`/api/requests/${id}`, { ...body, projectImportance: 'Even more now.' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().projectImportance).toBe('Even more now.');
  });

  it('refuses bad input with 400 before anything else, changing nothing', async () => {
    const { id } = await createRequest(t.db, { type: 'Project Brief', status: 'Assigned' });
    const before = await requestRow(t.db, id);
    const emery = await t.as('emery');
    const body = bodyOf((await emery.get(`/api/requests/${id}`)).json());
    const response = await emery.patch(`/api/requests/${id}`, { ...body, projectBudget: 'x'.repeat(300) });
    expect(response.statusCode).toBe(400);
    expect(await requestRow(t.db, id)).toEqual(before);
  });
});

describe('who a request is for, once an approver decided on it', () => {
  /** Emery raises a purchase for Drew; an approver of the purchase approves it, for Drew. */
  async function approvedForDrew() {
    const body: Body = { ...validBodies['Purchase Request'](), onBehalf: true, onBehalfOf: PERSONAS.drew.id };
    const emery = await t.as('emery');
    const created = await emery.post('/api/requests', body);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    // Drew may be the project's purchase approver: then the secondary approver decides.
    const row = await requestRow(t.db, id);
    const approverId =
      row!.purchaseApproverId === PERSONAS.drew.id
        ? row!.secondaryPurchaseApproverId!
        : row!.purchaseApproverId!;
    const approver = await t.asEmployee(approverId);
    const decided = await approver.post(`/api/requests/${id}/approvals`, {
      step: 'purchase',
      decision: 'Approved',
      notes: 'For Drew.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    return { id, body, emery };
  }

  it.each<[string, Body, string]>([
    ['for herself (On Behalf unticked)', { onBehalf: false, onBehalfOf: null }, 'onBehalfOf'],
    ['for Blair', { onBehalfOf: PERSONAS.blair.id }, 'onBehalfOf'],
    ['under another project', { project: IT_PROJECT_ID }, 'project'],
  ])('refuses making it %s with 409, and changes nothing', async (_case, change, field) => {
    const { id, body, emery } = await approvedForDrew();
    const before = await requestRow(t.db, id);
    const response = await emery.patch(`/api/requests/${id}`, { ...body, ...change });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().errors).toHaveProperty(field);
    expect(await requestRow(t.db, id)).toEqual(before);
    const detail = (await emery.get(`/api/requests/${id}`)).json();
    expect(detail.frozenFields).toEqual(expect.arrayContaining(['onBehalf', 'onBehalfOf', 'project']));
  });

  it('says who it is for was decided on', async () => {
    const { id, body, emery } = await approvedForDrew();
    const response = await emery.patch(`/api/requests/${id}`, { ...body, onBehalfOf: PERSONAS.blair.id });
    expect(response.json().detail).toBe(
      'On Behalf Of was decided on by an approver and can no longer be changed.',
    );
  });
});

describe('every change of a request is in its timeline', () => {
  it('names each field an edit changed, from and to what people read, and who changed it', async () => {
    const emery = await t.as('emery');
    const body: Body = { ...validBodies['Support Request'](), onBehalf: true, onBehalfOf: PERSONAS.drew.id };
    const { id } = (await emery.post('/api/requests', body)).json();
    const edited = await emery.patch(`/api/requests/${id}`, {
      ...body,
      onBehalfOf: PERSONAS.blair.id,
      description: 'Printer on the second floor',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // Sent again unchanged: no entry for an edit that changed nothing.
    expect(
      (
        await emery.patch(`/api/requests/${id}`, {
          ...body,
          onBehalfOf: PERSONAS.blair.id,
          description: 'Printer on the second floor',
        })
      ).statusCode,
    ).toBe(200);

    const { items } = (await emery.get(`/api/requests/${id}/timeline`)).json();
    const edits = items.filter((item: { kind: string }) => item.kind === 'edit');
    expect(edits).toEqual([
      expect.objectContaining({
        actor: 'Emery Lindqvist',
        changes: [
          { field: 'onBehalfOf', from: 'Drew Okafor', to: PERSONAS.blair.displayName },
          { field: 'description', from: body.description, to: 'Printer on the second floor' },
        ],
      }),
    ]);
  });
});
