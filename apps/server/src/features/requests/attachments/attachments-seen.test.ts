import { SEEN_AT_DECISION_MESSAGE } from '@portico/domain/requests/attachment-access';
import type { Attachment } from '@portico/domain/requests/request-dto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestAttachments } from '../../../db/schema';
import { fileForm, minimalPdf } from '../../../../test/attachment-files';
import { createRequest } from '../../../../test/request-factories';
import { buildTestApp, type Caller, type TestApp } from '../../../../test/test-app';

/** Decision 013: files present at the request's last approval decision stay. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const url = (requestId: string, rest = '') => `/api/requests/${requestId}/attachments${rest}`;

async function upload(caller: Caller, requestId: string, name: string) {
  const response = await (
    await t.as(caller)
  ).request({
    method: 'POST',
    url: url(requestId),
    ...fileForm(name, minimalPdf(name)),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Attachment;
}
const filesOf = async (requestId: string) => {
  const [row] = await t.db
    .select({ n: count() })
    .from(requestAttachments)
    .where(eq(requestAttachments.requestId, requestId));
  return row!.n;
};

describe('files an approver has seen stay', () => {
  let requestId: string;
  let quote: Attachment;
  let invoice: Attachment;

  beforeAll(async () => {
    requestId = (await createRequest(t.db, { type: 'Purchase Request' })).id;
    quote = await upload('emery', requestId, 'Quote.pdf');
    const decided = await (
      await t.as('drew')
    ).post(`/api/requests/${requestId}/approvals`, {
      step: 'purchase',
      decision: 'Approved',
      notes: 'The quote is fine.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    invoice = await upload('emery', requestId, 'Delivery note.pdf');
  });

  it('marks which files were there at the decision', async () => {
    const { items } = (await (await t.as('emery')).get(url(requestId))).json() as { items: Attachment[] };
    expect(items.map((item) => [item.name, item.seenAtDecision])).toEqual([
      ['Quote.pdf', true],
      ['Delivery note.pdf', false],
    ]);
  });

  it.each<Caller>(['emery', 'alex'])(
    'refuses %s deleting the file Drew decided with (409), keeping it',
    async (caller) => {
      const response = await (await t.as(caller)).delete(url(requestId, `/${quote.id}`));
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toBe(SEEN_AT_DECISION_MESSAGE);
      expect(await filesOf(requestId)).toBe(2);
    },
  );

  it('lets the requester delete a file added after the decision', async () => {
    const response = await (await t.as('emery')).delete(url(requestId, `/${invoice.id}`));
    expect(response.statusCode).toBe(204);
    expect(await filesOf(requestId)).toBe(1);
  });

  it('leaves files of a request nobody decided yet free to delete', async () => {
    const waiting = (await createRequest(t.db, { type: 'Purchase Request' })).id;
    const file = await upload('emery', waiting, 'Draft.pdf');
    expect(file.seenAtDecision).toBe(false);
    expect((await (await t.as('emery')).delete(url(waiting, `/${file.id}`))).statusCode).toBe(204);
  });

  it('still answers 404 for an unknown file and 403 for an approver', async () => {
    const emery = await t.as('emery');
    expect((await emery.delete(url(requestId, '/00000000-0000-4000-8000-000000000000'))).statusCode).toBe(
      404,
    );
    expect((await (await t.as('drew')).delete(url(requestId, `/${quote.id}`))).statusCode).toBe(403);
  });
});
