import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachmentBlobs, requestAttachments, serviceRequests } from '../../db/schema';
import {
  approvalRows,
  countRequests,
  demoRequestId,
  requestRow,
  validBodies,
} from '../../../test/request-bodies';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';

/** One request: who may read, edit and delete it. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/requests/:id: who can see a request', () => {
  it.each<[string, 'alex' | 'blair' | 'casey' | 'drew' | 'emery', string, number]>([
    ['the requester', 'emery', 'emery-dock', 200],
    ['the person it is for', 'emery', 'drew-for-emery-access', 200],
    ['a purchase approver', 'drew', 'emery-scanner-purchase', 200],
    ['a pre-approver', 'drew', 'emery-route-brief', 200],
    ['an estimate approver', 'blair', 'team-yard-brief', 200],
    ['an Admin (IT desk)', 'alex', 'casey-laptop', 200],
    ['ELT, for a project brief', 'blair', 'emery-route-brief', 200],
    ['ELT, for anything else', 'blair', 'casey-laptop', 404],
    ['another employee', 'emery', 'casey-laptop', 404],
    ['HR, for someone else’s request', 'casey', 'emery-dock', 404],
    ['a manager, for a report’s support request', 'drew', 'emery-dock', 404],
  ])('%s → %i', async (_who, caller, key, status) => {
    const response = await (await t.as(caller)).get(`/api/requests/${demoRequestId(key as never)}`);
    expect(response.statusCode).toBe(status);
    if (status === 404) {
      expect(response.headers['content-type']).toMatch(/problem\+json/);
      expect(response.json().detail).toBe('The request was not found.');
    }
  });

  it('answers an unknown id exactly like a request the caller may not see', async () => {
    const client = await t.as('emery');
    const unknown = await client.get('/api/requests/00000000-0000-4000-8000-000000000000');
    const hidden = await client.get(`/api/requests/${demoRequestId('casey-laptop')}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(hidden.json());
  });

  it('tells the eligible approver which form to show, and no one else', async () => {
    const id = demoRequestId('emery-scanner-purchase');
    const drew = (await (await t.as('drew')).get(`/api/requests/${id}`)).json();
    const emery = (await (await t.as('emery')).get(`/api/requests/${id}`)).json();
    const alex = (await (await t.as('alex')).get(`/api/requests/${id}`)).json();
    expect(drew.permissions).toMatchObject({ approvalSteps: ['purchase'], canEdit: false });
    expect(emery.permissions).toMatchObject({ approvalSteps: [], canEdit: false, canDelete: false });
    expect(alex.permissions).toMatchObject({ approvalSteps: [], canWorkDesk: true });
  });

  it('offers ranking only to Admins on approved projects', async () => {
    const id = demoRequestId('approved-telematics');
    expect((await (await t.as('alex')).get(`/api/requests/${id}`)).json().permissions.canRank).toBe(true);
    expect((await (await t.as('blair')).get(`/api/requests/${id}`)).json().permissions.canRank).toBe(false);
  });
});

describe('PATCH /api/requests/:id', () => {
  it('saves the requester’s changes and leaves the approval fields alone', async () => {
    const id = demoRequestId('emery-dock');
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
    const id = demoRequestId('drew-for-emery-access');
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

  it.each<[string, 'alex' | 'drew' | 'emery' | 'casey', string, number]>([
    ['the requester, while it waits for approval (Locked)', 'emery', 'emery-scanner-purchase', 403],
    ['the requester, once Complete (Locked)', 'emery', 'emery-password', 403],
    ['its approver, who is not the requester', 'drew', 'emery-scanner-purchase', 403],
    ['an Admin, who is not the requester', 'alex', 'emery-printer-hold', 403],
    ['someone who cannot see it', 'casey', 'emery-printer-hold', 404],
  ])('refuses %s → %i, nothing changed', async (_who, caller, key, status) => {
    const id = demoRequestId(key as never);
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
    ['the requester, while Locked', 'emery', 'emery-scanner-purchase', 403],
    ['the requester, once Complete', 'emery', 'emery-label-printer-quote', 403],
    ['an approver', 'drew', 'emery-route-brief', 403],
    ['an Admin', 'alex', 'emery-dock', 403],
    ['someone who cannot see it', 'casey', 'emery-dock', 404],
  ])('refuses %s → %i, nothing deleted', async (_who, caller, key, status) => {
    const id = demoRequestId(key as never);
    const before = await countRequests(t.db);
    const response = await (await t.as(caller)).delete(`/api/requests/${id}`);
    expect(response.statusCode).toBe(status);
    expect(await countRequests(t.db)).toBe(before);
    expect(await requestRow(t.db, id)).toBeDefined();
  });

  it('deletes the request with its history, attachments and their bytes', async () => {
    const id = demoRequestId('emery-kiosk-brief');
    const other = demoRequestId('emery-vpn');
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
    const id = demoRequestId('emery-printer-hold');
    expect((await (await t.as('emery')).delete(`/api/requests/${id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(serviceRequests).where(eq(serviceRequests.id, id))).toEqual([]);
  });
});
