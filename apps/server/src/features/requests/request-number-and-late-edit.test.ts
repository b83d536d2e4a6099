import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayNameOf } from '@portico/domain/requests/request-name';
import { countRequests, isoDay, requestRow, validBodies } from '../../../test/request-bodies';
import { createCategory, createRequest } from '../../../test/request-factories';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';

/** A request opened by the number people see, and edits of requests whose Needed By has passed. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NOT_FOUND = 'The request was not found.';

describe('GET /api/requests/:idOrNumber', () => {
  it('opens a request by its id, its display number, its number without zeros and its name', async () => {
    const request = await createRequest(t.db);
    const number = displayNameOf(request.name);
    const client = await t.as('emery');
    for (const reference of [
      request.id,
      number,
      String(Number(number)),
      request.name,
      request.name.toLowerCase(),
    ]) {
      const response = await client.get(`/api/requests/${encodeURIComponent(reference)}`);
      expect(response.statusCode, reference).toBe(200);
      expect(response.json()).toMatchObject({ id: request.id, displayName: number });
    }
  });

  it.each([
    ['an unknown number', '999999'],
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['zero', '000000'],
    ['text that is neither', 'not-a-request'],
    ['a number too long to be one', '12345678901'],
  ])('answers %s with 404 "not found"', async (_case, reference) => {
    const response = await (await t.as('emery')).get(`/api/requests/${reference}`);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/problem\+json/);
    expect(response.json().detail).toBe(NOT_FOUND);
  });

  it('hides a request by number exactly as by id from someone who may not see it', async () => {
    const request = await createRequest(t.db, { createdById: PERSONAS.casey.id });
    const client = await t.as('emery');
    const byNumber = await client.get(`/api/requests/${displayNameOf(request.name)}`);
    const byId = await client.get(`/api/requests/${request.id}`);
    expect(byNumber.statusCode).toBe(404);
    expect(byNumber.json()).toEqual(byId.json());
  });
});

describe('PATCH /api/requests/:id when Needed By has passed', () => {
  const lateRequest = async () => {
    const category = await createCategory(t.db, { requestType: 'Support Request' });
    const request = await createRequest(t.db, { categoryId: category.id, neededBy: isoDay(-10) });
    const body = { ...validBodies['Support Request'](), category: category.id, neededBy: request.neededBy };
    return { request, body };
  };

  it('saves other changes while Needed By stays as it was', async () => {
    const { request, body } = await lateRequest();
    const response = await (
      await t.as('emery')
    ).patch(`/api/requests/${request.id}`, {
      ...body,
      description: 'A clearer description',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      description: 'A clearer description',
      neededBy: request.neededBy,
    });
  });

  it.each([
    ['another past date', isoDay(-5)],
    ['a date long past', '1999-01-01'],
  ])('refuses Needed By changed to %s, and changes nothing', async (_case, neededBy) => {
    const { request, body } = await lateRequest();
    const response = await (
      await t.as('emery')
    ).patch(`/api/requests/${request.id}`, {
      ...body,
      neededBy,
      description: 'Not saved',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: 'Needed By cannot be before today',
      errors: { neededBy: ['Needed By cannot be before today'] },
    });
    expect(await requestRow(t.db, request.id)).toMatchObject({
      neededBy: request.neededBy,
      description: request.description,
    });
  });

  it('accepts Needed By moved to a future date', async () => {
    const { request, body } = await lateRequest();
    const response = await (
      await t.as('emery')
    ).patch(`/api/requests/${request.id}`, {
      ...body,
      neededBy: isoDay(14),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().neededBy).toBe(isoDay(14));
  });

  it('still refuses a past Needed By on a new request', async () => {
    const before = await countRequests(t.db);
    const response = await (
      await t.as('emery')
    ).post('/api/requests', {
      ...validBodies['Support Request'](),
      neededBy: isoDay(-5),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ neededBy: ['Needed By cannot be before today'] });
    expect(await countRequests(t.db)).toBe(before);
  });
});

describe('dates outside the years 1900 to 2100', () => {
  it.each([
    ['Needed By in year 0226', 'neededBy', '0226-03-01', 'post'],
    ['Needed By in year 2999', 'neededBy', '2999-03-01', 'post'],
    ['Needed By with five-digit year', 'neededBy', '20266-03-01', 'post'],
    ['Needed By in year 1800 on an edit', 'neededBy', '1800-03-01', 'patch'],
    ['a brief delivered in 2101', 'deliveredDate', '2101-01-01', 'post'],
  ] as const)('refuses %s with a clear message', async (_case, field, value, method) => {
    const before = await countRequests(t.db);
    const client = await t.as('emery');
    const type = field === 'deliveredDate' ? 'Project Brief' : 'Support Request';
    const body = { ...validBodies[type](), [field]: value };
    const response =
      method === 'post'
        ? await client.post('/api/requests', body)
        : await client.patch(`/api/requests/${(await createRequest(t.db)).id}`, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([
      value.length > 10 ? 'Enter a valid date' : 'Enter a date between 1900 and 2100',
    ]);
    expect(await countRequests(t.db)).toBe(before + (method === 'patch' ? 1 : 0));
  });
});
