import type { NotificationItem } from '@portico/domain/notifications/notification-types';
import {
  COMMENT_EDIT_EXPIRED_MESSAGE,
  COMMENT_EMPTY_MESSAGE,
  COMMENT_NOT_AUTHOR_MESSAGE,
  COMMENT_REMOVED_MESSAGE,
  COMMENT_TOO_LONG_MESSAGE,
  COMMENT_WRITE_FORBIDDEN_MESSAGE,
} from '@portico/domain/requests/comments/comment-rules';
import type { Timeline } from '@portico/domain/requests/comments/timeline';
import { displayNameOf } from '@portico/domain/requests/request-name';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestComments } from '../../../db/schema';
import { PERSONAS } from '../../../reference-data/personas';
import { OPERATIONS_LEADER_ID, validBodies } from '../../../../test/request-bodies';
import { createRequest } from '../../../../test/request-factories';
import { buildTestApp, type Caller, type TestApp } from '../../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const as = (caller: Caller) => t.as(caller);

async function bell(caller: Caller, requestId: string) {
  const response = await (await as(caller)).get('/api/notifications?limit=100');
  expect(response.statusCode).toBe(200);
  return (response.json().items as NotificationItem[]).filter(
    (item) => item.requestId === requestId && item.type === 'Request comment',
  );
}

async function timeline(caller: Caller, requestId: string): Promise<Timeline> {
  const response = await (await as(caller)).get(`/api/requests/${requestId}/timeline`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const comment = async (caller: Caller, requestId: string, body: unknown) =>
  (await as(caller)).post(`/api/requests/${requestId}/comments`, { body });

describe('the acceptance journey', () => {
  it('Emery mentions Drew, Drew is told and replies; both sit between the status changes; Casey gets 404', async () => {
    const created = await (await as('emery')).post('/api/requests', validBodies['Purchase Request']());
    expect(created.statusCode, created.body).toBe(201);
    const { id, name } = created.json();
    const label = displayNameOf(name);

    const asked = await comment('emery', id, '@Drew Okafor can you look today?');
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({
      kind: 'comment',
      body: '@Drew Okafor can you look today?',
      canEdit: true,
    });

    expect((await bell('drew', id)).map((item) => [item.description, item.target])).toEqual([
      [
        `Emery Lindqvist mentioned you on ${label}: “@Drew Okafor can you look today?”`,
        `/serviceRequests/${id}`,
      ],
    ]);
    // The second approver is on the request too: told, not as mentioned.
    const leader = await t.asEmployee(OPERATIONS_LEADER_ID);
    const leaders = (await leader.get('/api/notifications?limit=100')).json().items as NotificationItem[];
    expect(
      leaders.filter((item) => item.type === 'Request comment').map((item) => item.description),
    ).toContain(`Emery Lindqvist commented on ${label}: “@Drew Okafor can you look today?”`);
    expect(await bell('emery', id)).toEqual([]);

    expect((await comment('drew', id, 'Yes, this afternoon.')).statusCode).toBe(201);
    expect((await bell('emery', id)).map((item) => item.description)).toEqual([
      `Drew Okafor commented on ${label}: “Yes, this afternoon.”`,
    ]);

    const decided = await (
      await as('drew')
    ).post(`/api/requests/${id}/approvals`, { step: 'purchase', decision: 'Approved', notes: 'Fine.' });
    expect(decided.statusCode, decided.body).toBe(200);

    const { items, canComment } = await timeline('emery', id);
    expect(canComment).toBe(true);
    expect(
      items.map((item) =>
        item.kind === 'comment'
          ? item.body
          : item.kind === 'status'
            ? item.to
            : item.kind === 'decision'
              ? item.status
              : item.kind,
      ),
    ).toEqual([
      'Pending Purchase Approval',
      '@Drew Okafor can you look today?',
      'Yes, this afternoon.',
      'Approved',
      'Pending IT Assignment',
    ]);
    expect(items[0]).toMatchObject({ kind: 'status', from: null, actor: 'Emery Lindqvist' });
    expect(items.at(-1)).toMatchObject({
      kind: 'status',
      from: 'Pending Purchase Approval',
      actor: 'Drew Okafor',
    });

    const casey = await as('casey');
    expect((await casey.get(`/api/requests/${id}/timeline`)).statusCode).toBe(404);
    expect((await casey.post(`/api/requests/${id}/comments`, { body: 'hi' })).statusCode).toBe(404);
  });
});

describe('who may write', () => {
  it('lets ELT read a project brief’s conversation but not write (403)', async () => {
    const brief = await createRequest(t.db, {
      type: 'Project Brief',
      approvers: { estimateApproverId: OPERATIONS_LEADER_ID },
    });
    expect((await timeline('blair', brief.id)).canComment).toBe(false);
    const refused = await comment('blair', brief.id, 'Looks promising');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(COMMENT_WRITE_FORBIDDEN_MESSAGE);
  });

  it('answers 404 for a request that does not exist and 400 for a malformed id', async () => {
    expect((await comment('emery', '00000000-0000-4000-8000-000000000000', 'hi')).statusCode).toBe(404);
    expect((await (await as('emery')).get('/api/requests/nope/timeline')).statusCode).toBe(400);
  });
});

describe('bad input', () => {
  it.each([
    ['empty', '', COMMENT_EMPTY_MESSAGE],
    ['only spaces', '   \n ', COMMENT_EMPTY_MESSAGE],
    ['too long', 'a'.repeat(4001), COMMENT_TOO_LONG_MESSAGE],
  ])('%s → 400 with a message, nothing stored', async (_, body, message) => {
    const request = await createRequest(t.db);
    const response = await comment('emery', request.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: message, errors: { body: [message] } });
    expect((await timeline('emery', request.id)).items.filter((item) => item.kind === 'comment')).toEqual([]);
  });

  it.each([[{}], [{ body: 5 }], [{ body: null }]])('a body that is not text → 400', async (payload) => {
    const request = await createRequest(t.db);
    const response = await (await as('emery')).post(`/api/requests/${request.id}/comments`, payload);
    expect(response.statusCode).toBe(400);
  });

  it('stores markup as plain text, returned as it was written', async () => {
    const request = await createRequest(t.db);
    const text = '<img src=x onerror=alert(1)> see https://example.com';
    expect((await comment('emery', request.id, text)).json().body).toBe(text);
  });
});

async function storedComment(requestId: string, minutesAgo: number) {
  const [row] = await t.db
    .insert(requestComments)
    .values({
      requestId,
      authorId: PERSONAS.emery.id,
      body: 'First words',
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    })
    .returning({ id: requestComments.id });
  return `/api/requests/${requestId}/comments/${row!.id}`;
}

describe('editing and removing', () => {
  it('lets the author edit within 10 minutes, marked edited', async () => {
    const request = await createRequest(t.db);
    const url = await storedComment(request.id, 9);
    const edited = await (await as('emery')).patch(url, { body: '  Second words ' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ body: 'Second words', removed: false });
    expect(edited.json().editedAt).not.toBeNull();
  });

  it('refuses an edit after 10 minutes with 409 and a clear message', async () => {
    const request = await createRequest(t.db);
    const url = await storedComment(request.id, 11);
    const late = await (await as('emery')).patch(url, { body: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(COMMENT_EDIT_EXPIRED_MESSAGE);
    const [entry] = (await timeline('emery', request.id)).items.filter((item) => item.kind === 'comment');
    expect(entry).toMatchObject({ body: 'First words', canEdit: false, canRemove: true });
  });

  it('refuses someone else’s edit or removal, an Admin’s included (403)', async () => {
    const request = await createRequest(t.db, { type: 'Purchase Request' });
    const url = await storedComment(request.id, 1);
    for (const caller of ['alex', 'drew'] as const) {
      const edit = await (await as(caller)).patch(url, { body: 'Mine now' });
      expect(edit.statusCode).toBe(403);
      expect(edit.json().detail).toBe(COMMENT_NOT_AUTHOR_MESSAGE);
      expect((await (await as(caller)).delete(url)).statusCode).toBe(403);
    }
  });

  it('leaves "comment removed" with no text, and refuses changing it again', async () => {
    const request = await createRequest(t.db, { type: 'Purchase Request' });
    const url = await storedComment(request.id, 60);
    expect((await (await as('emery')).delete(url)).statusCode).toBe(204);
    const items = (await timeline('drew', request.id)).items.filter((item) => item.kind === 'comment');
    expect(items).toEqual([
      expect.objectContaining({ removed: true, body: null, editedAt: null, canEdit: false }),
    ]);
    const again = await (await as('emery')).delete(url);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(COMMENT_REMOVED_MESSAGE);
    expect((await (await as('emery')).patch(url, { body: 'back' })).statusCode).toBe(409);
  });

  it('answers 404 for a comment of another request', async () => {
    const first = await createRequest(t.db);
    const second = await createRequest(t.db);
    const url = await storedComment(first.id, 1);
    const elsewhere = url.replace(first.id, second.id);
    expect((await (await as('emery')).patch(elsewhere, { body: 'x' })).statusCode).toBe(404);
  });
});

describe('first words in the notification', () => {
  it('cuts a long comment at a word boundary with an ellipsis', async () => {
    const request = await createRequest(t.db, { type: 'Purchase Request' });
    const long = `${'please check the delivery '.repeat(10)}end`;
    expect((await comment('emery', request.id, long)).statusCode).toBe(201);
    const [told] = await bell('drew', request.id);
    const words = told!.description.split('“')[1]!;
    expect(words.endsWith('…”')).toBe(true);
    expect(words.length).toBeLessThanOrEqual(83);
  });
});
