import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalNeededNotice } from '@portico/domain/requests/request-notices';
import { notifications } from '../../src/db/schema';
import { createEmployee } from '../factories';
import { buildTestApp, type TestApp } from '../test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A person of their own with one notification that has a message and one stored before messages. */
async function personWithNotices() {
  const person = await createEmployee(t.db);
  const notice = approvalNeededNotice('SR-000123', 'purchase');
  await t.db.insert(notifications).values([
    { employeeId: person.id, ...notice, createdAt: new Date('2026-03-02T15:00:00Z') },
    {
      employeeId: person.id,
      type: 'IT request updated',
      description: '000099 estimate sent for approval',
      createdAt: new Date('2026-03-01T15:00:00Z'),
    },
  ]);
  return person;
}

const descriptions = (body: { items: { description: string }[] }) =>
  body.items.map((item) => item.description);

describe('a notification is read in its reader’s language', () => {
  it('the language the person chose, whatever their browser asks for; one stored before messages as stored', async () => {
    const person = await personWithNotices();
    const client = await t.asEmployee(person.id);
    expect((await client.put('/api/me/language', { language: 'fr-CA' })).statusCode).toBe(204);
    const response = await client.request({
      method: 'GET',
      url: '/api/notifications',
      headers: { 'accept-language': 'en-CA' },
    });
    expect(response.statusCode).toBe(200);
    expect(descriptions(response.json())).toEqual([
      'Demande 000123, Approbation d’achat\u00a0: attend votre décision',
      '000099 estimate sent for approval',
    ]);
    const [first] = response.json().items as { id: string }[];
    const read = await client.request({
      method: 'POST',
      url: `/api/notifications/${first!.id}/read`,
      headers: { 'accept-language': 'en-CA' },
    });
    expect(read.json().description).toBe('Demande 000123, Approbation d’achat\u00a0: attend votre décision');
  });

  it.each([
    ['fr-FR,fr;q=0.9,en;q=0.8', 'Demande 000123, Approbation d’achat\u00a0: attend votre décision'],
    ['en-US,en;q=0.9', '000123 Purchase Approval waits for your decision'],
    [undefined, '000123 Purchase Approval waits for your decision'],
    ['de-DE', '000123 Purchase Approval waits for your decision'],
  ])('for a person who has not chosen, the browser’s (%s)', async (acceptLanguage, text) => {
    const person = await personWithNotices();
    const client = await t.asEmployee(person.id);
    const response = await client.request({
      method: 'GET',
      url: '/api/notifications?limit=1',
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });
    expect(descriptions(response.json())).toEqual([text]);
  });
});
