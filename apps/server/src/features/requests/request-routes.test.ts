import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REQUEST_CHANGED_MESSAGE,
  WHO_IT_IS_FOR_MESSAGE,
} from '@portico/domain/requests/workflow/workflow-messages';
import { attachmentBlobs, requestAttachments, serviceRequests } from '../../db/schema';
import { approvalRows, countRequests, requestRow, validBodies } from '../../../test/request-bodies';
import { createRequest } from '../../../test/request-factories';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';

/** One request: who may read, edit and delete it. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** The requests these tests need, each made fresh through the workflow. */
const KINDS = {
  'Emery’s support request': {},
  'Drew’s request for Emery': { createdById: PERSONAS.drew.id, requestedForId: PERSONAS.emery.id },
  'Emery’s purchase waiting for Drew': { type: 'Purchase Request' },
  'Emery’s brief waiting for Drew': { type: 'Project Brief' },
  'a brief whose estimate waits for Blair': { type: 'Project Brief', status: 'Pending Estimate Approval' },
  'Casey’s support request': { createdById: PERSONAS.casey.id },
  'an approved project': { type: 'Project Brief', status: 'Assigned' },
  'Emery’s completed request': { status: 'Complete' },
  'Emery’s request on hold': { status: 'On Hold' },
  'Emery’s completed quote': { type: 'Quote Request', status: 'Complete' },
  'Emery’s rejected brief': { type: 'Project Brief', status: 'Cancelled', rejectedAt: 'estimate' },
  'Emery’s assigned request': { status: 'Assigned' },
} as const satisfies Record<string, Parameters<typeof createRequest>[1]>;
type Kind = keyof typeof KINDS;
const make = (kind: Kind) => createRequest(t.db, KINDS[kind]);

describe('GET /api/requests/:id: who can see a request', () => {
  it.each<[string, 'alex' | 'blair' | 'casey' | 'drew' | 'emery', string, number]>([
    ['the requester', 'emery', 'Emery’s support request', 200],
    ['the person it is for', 'emery', 'Drew’s request for Emery', 200],
    ['a purchase approver', 'drew', 'Emery’s purchase waiting for Drew', 200],
    ['a pre-approver', 'drew', 'Emery’s brief waiting for Drew', 200],
    ['an estimate approver', 'blair', 'a brief whose estimate waits for Blair', 200],
    ['an Admin (IT desk)', 'alex', 'Casey’s support request', 200],
    ['ELT, for a project brief', 'blair', 'Emery’s brief waiting for Drew', 200],
    ['ELT, for anything else', 'blair', 'Casey’s support request', 404],
    ['another employee', 'emery', 'Casey’s support request', 404],
    ['HR, for someone else’s request', 'casey', 'Emery’s support request', 404],
    ['a manager, for a report’s support request', 'drew', 'Emery’s support request', 404],
  ])('%s → %i', async (_who, caller, key, status) => {
    const response = await (await t.as(caller)).get(`/api/requests/${(await make(key as Kind)).id}`);
    expect(response.statusCode).toBe(status);
    if (status === 404) {
      expect(response.headers['content-type']).toMatch(/problem\+json/);
      expect(response.json().detail).toBe('The request was not found.');
    }
  });

  it('answers an unknown id exactly like a request the caller may not see', async () => {
    const client = await t.as('emery');
    const unknown = await client.get('/api/requests/00000000-0000-4000-8000-000000000000');
    const hidden = await client.get(`/api/requests/${(await make('Casey’s support request')).id}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(hidden.json());
  });

  it('tells the eligible approver which form to show, and no one else', async () => {
    const id = (await make('Emery’s purchase waiting for Drew')).id;
    const drew = (await (await t.as('drew')).get(`/api/requests/${id}`)).json();
    const emery = (await (await t.as('emery')).get(`/api/requests/${id}`)).json();
    const alex = (await (await t.as('alex')).get(`/api/requests/${id}`)).json();
    expect(drew.permissions).toMatchObject({ approvalSteps: ['purchase'], canEdit: false });
    expect(emery.permissions).toMatchObject({ approvalSteps: [], canEdit: false, canDelete: false });
    expect(alex.permissions).toMatchObject({ approvalSteps: [], canWorkDesk: true });
  });

  it('offers ranking only to Admins on approved projects', async () => {
    const id = (await make('an approved project')).id;
    expect((await (await t.as('alex')).get(`/api/requests/${id}`)).json().permissions.canRank).toBe(true);
    expect((await (await t.as('blair')).get(`/api/requests/${id}`)).json().permissions.canRank).toBe(false);
  });
});

describe('PATCH /api/requests/:id', () => {
  it('refuses an edit made on an older state (If-Match), so two tabs cannot overwrite each other', async () => {
    const id = (await make('Emery’s support request')).id;
    const emery = await t.as('emery');
    const opened = (await emery.get(`/api/requests/${id}`)).json();
    const body = (description: string) => ({
      ...validBodies['Support Request'](),
      category: opened.category.id,
      description,
    });
    const edit = (description: string, version: string) =>
      emery.request({
        method: 'PATCH',
        url: `/api/requests/${id}`,
        payload: body(description),
        headers: { 'if-match': version },
      });
    const first = await edit('From the first tab', opened.version);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).not.toBe(opened.version);
    const before = await requestRow(t.db, id);
    const second = await edit('From the second tab', opened.version);
    expect(second.statusCode).toBe(409);
    expect(second.json().detail).toBe(REQUEST_CHANGED_MESSAGE);
    expect(await requestRow(t.db, id)).toEqual(before);
    // Made on the newer state it saves; without If-Match (an API client) it saves as before.
    expect((await edit('Second tab, reloaded', first.json().version)).statusCode).toBe(200);
    expect((await emery.patch(`/api/requests/${id}`, body('No version sent'))).statusCode).toBe(200);
  });

  it('saves the requester’s changes and leaves the approval fields alone', async () => {
    const id = (await make('Emery’s support request')).id;
    const before = await requestRow(t.db, id);
    const response = await (
      await t.as('emery')
    ).patch(`/api/requests/${id}`, {
      ...validBodies['Support Request'](),
      description: 'Dock still not charging',
      priority: '1 - HIGH',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ description: 'Dock still not charging', priority: '1 - HIGH' });
    const after = await requestRow(t.db, id);
    expect(after).toMatchObject({
      status: before!.status,
      createdById: before!.createdById,
      name: before!.name,
    });
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());
  });

  it('lets the person it is for edit it, keeping who made it', async () => {
    const id = (await make('Drew’s request for Emery')).id;
    const response = await (
      await t.as('emery')
    ).patch(`/api/requests/${id}`, {
      ...validBodies['Support Request'](),
      category: (await requestRow(t.db, id))!.categoryId,
      onBehalf: true,
      onBehalfOf: PERSONAS.emery.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      createdBy: { id: PERSONAS.drew.id },
      requestedFor: { id: PERSONAS.emery.id },
    });
  });

  it.each<[string, Record<string, unknown>]>([
    ['not on behalf of anyone (which would make it the maker’s)', { onBehalf: false }],
    ['on behalf of someone else', { onBehalf: true, onBehalfOf: PERSONAS.casey.id }],
  ])(
    'refuses the person it is for handing it away, %s → 403, nothing changed',
    async (_how, onBehalfFields) => {
      const id = (await make('Drew’s request for Emery')).id;
      const before = await requestRow(t.db, id);
      const response = await (
        await t.as('emery')
      ).patch(`/api/requests/${id}`, {
        ...validBodies['Support Request'](),
        category: before!.categoryId,
        description: 'Changed by the person it is for',
        ...onBehalfFields,
      });
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().detail).toBe(WHO_IT_IS_FOR_MESSAGE);
      expect(await requestRow(t.db, id)).toEqual(before);
    },
  );

  it('lets the maker hand it to someone else', async () => {
    const id = (await make('Drew’s request for Emery')).id;
    const response = await (
      await t.as('drew')
    ).patch(`/api/requests/${id}`, {
      ...validBodies['Support Request'](),
      category: (await requestRow(t.db, id))!.categoryId,
      onBehalf: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ onBehalf: false, requestedFor: { id: PERSONAS.drew.id } });
  });

  it.each<[string, 'alex' | 'drew' | 'emery' | 'casey', string, number]>([
    [
      'the requester, while it waits for approval (Locked)',
      'emery',
      'Emery’s purchase waiting for Drew',
      403,
    ],
    ['the requester, once Complete (Locked)', 'emery', 'Emery’s completed request', 403],
    ['the requester, once Cancelled (final)', 'emery', 'Emery’s rejected brief', 403],
    ['its approver, who is not the requester', 'drew', 'Emery’s purchase waiting for Drew', 403],
    ['an Admin, who is not the requester', 'alex', 'Emery’s request on hold', 403],
    ['someone who cannot see it', 'casey', 'Emery’s request on hold', 404],
  ])('refuses %s → %i, nothing changed', async (_who, caller, key, status) => {
    const id = (await make(key as Kind)).id;
    const before = await requestRow(t.db, id);
    const type = before!.type as keyof typeof validBodies;
    const response = await (
      await t.as(caller)
    ).patch(`/api/requests/${id}`, {
      ...validBodies[type](),
      category: before!.categoryId,
      description: 'Changed by someone',
    });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/problem\+json/);
    expect(await requestRow(t.db, id)).toEqual(before);
  });
});

describe('DELETE /api/requests/:id', () => {
  it.each<[string, 'alex' | 'drew' | 'emery' | 'casey', string, number]>([
    ['the requester, while Locked', 'emery', 'Emery’s purchase waiting for Drew', 403],
    ['the requester, once Complete', 'emery', 'Emery’s completed quote', 403],
    ['an approver', 'drew', 'Emery’s brief waiting for Drew', 403],
    ['an Admin', 'alex', 'Emery’s support request', 403],
    ['someone who cannot see it', 'casey', 'Emery’s support request', 404],
  ])('refuses %s → %i, nothing deleted', async (_who, caller, key, status) => {
    const id = (await make(key as Kind)).id;
    const before = await countRequests(t.db);
    const response = await (await t.as(caller)).delete(`/api/requests/${id}`);
    expect(response.statusCode).toBe(status);
    expect(await countRequests(t.db)).toBe(before);
    expect(await requestRow(t.db, id)).toBeDefined();
  });

  it('deletes the request with its history, attachments and their bytes', async () => {
    const id = (await make('Emery’s rejected brief')).id;
    const other = (await make('Emery’s assigned request')).id;
    const emery = await t.as('emery');
    // Rejected, so Cancelled and no longer Locked.
    expect((await requestRow(t.db, id))!.status).toBe('Cancelled');
    expect((await approvalRows(t.db, id)).length).toBeGreaterThan(0);
    const bytes = new Uint8Array([37, 80, 68, 70]);
    await t.db.insert(attachmentBlobs).values([
      { storageKey: 'test-delete-mine', bytes },
      { storageKey: 'test-delete-other', bytes },
    ]);
    await t.db.insert(requestAttachments).values([
      {
        requestId: id,
        fileName: 'a.pdf',
        contentType: 'application/pdf',
        size: 4,
        storageKey: 'test-delete-mine',
      },
      {
        requestId: other,
        fileName: 'b.pdf',
        contentType: 'application/pdf',
        size: 4,
        storageKey: 'test-delete-other',
      },
    ]);

    const response = await emery.delete(`/api/requests/${id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await requestRow(t.db, id)).toBeUndefined();
    expect(await approvalRows(t.db, id)).toEqual([]);
    expect(await t.db.select().from(requestAttachments).where(eq(requestAttachments.requestId, id))).toEqual(
      [],
    );
    const blobs = await t.db.select({ key: attachmentBlobs.storageKey }).from(attachmentBlobs);
    expect(blobs.map((blob) => blob.key)).toContain('test-delete-other');
    expect(blobs.map((blob) => blob.key)).not.toContain('test-delete-mine');
    expect((await emery.get(`/api/requests/${id}`)).statusCode).toBe(404);
    expect((await emery.delete(`/api/requests/${id}`)).statusCode).toBe(404);
  });

  it('lets the requester delete an open request that is not Locked', async () => {
    const id = (await make('Emery’s request on hold')).id;
    expect((await (await t.as('emery')).delete(`/api/requests/${id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, id))).toEqual([]);
  });
});
