import type { RequestType } from '@portico/domain/requests/request-constants';
import {
  NEEDED_BY_PAST_MESSAGE,
  PROJECT_ID_MESSAGE,
  QUANTITY_MESSAGE,
} from '@portico/domain/requests/request-schemas';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { employees } from '../../db/schema';
import { LONE_SURROGATE_MESSAGE, NUL_CHARACTER_MESSAGE } from '../../lib/unstorable-text-guard';
import { createEmployee, createSite } from '../../../test/factories';
import { categoryIdOf, countRequests, isoDay, requestRow, validBodies } from '../../../test/request-bodies';
import { createRequest } from '../../../test/request-factories';
import { buildTestApp, PERSONAS, type TestApp } from '../../../test/test-app';

/**
 * Every request rule of spec §5, through the API: each bad value is refused with 400
 * problem+json, the form's message under the field's name, and nothing written.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const REQUIRED = 'Required';
const LONG = 'Must be 2000 characters or less';
const x = (length: number) => 'x'.repeat(length);
const ALL_TYPES = Object.keys(validBodies) as RequestType[];
const PRODUCT_TYPES: RequestType[] = ['Purchase Request', 'Quote Request'];

type Case = [name: string, change: Record<string, unknown>, field: string, message: string];

const forAllTypes: Case[] = [
  ['category missing', { category: undefined }, 'category', REQUIRED],
  ['category not an id', { category: 'Hardware' }, 'category', REQUIRED],
  ['priority missing', { priority: undefined }, 'priority', REQUIRED],
  ['priority not an option', { priority: '4 - Whenever' }, 'priority', REQUIRED],
  ['neededBy missing', { neededBy: undefined }, 'neededBy', REQUIRED],
  ['neededBy empty', { neededBy: '' }, 'neededBy', REQUIRED],
  ['neededBy before today', { neededBy: isoDay(-2) }, 'neededBy', NEEDED_BY_PAST_MESSAGE],
  ['neededBy on 30 February', { neededBy: '2099-02-30' }, 'neededBy', 'Enter a valid date'],
  ['neededBy in month 13', { neededBy: '2099-13-45' }, 'neededBy', 'Enter a valid date'],
  ['neededBy as a day of the week', { neededBy: 'Friday' }, 'neededBy', 'Enter a valid date'],
  ['neededBy after 2100', { neededBy: '2199-01-01' }, 'neededBy', 'Enter a date between 1900 and 2100'],
  ['description missing', { description: undefined }, 'description', REQUIRED],
  ['description blank', { description: '   ' }, 'description', REQUIRED],
  ['description of 101', { description: x(101) }, 'description', 'Must be 100 characters or less'],
  ['requestDetails missing', { requestDetails: undefined }, 'requestDetails', REQUIRED],
  ['requestDetails of 8', { requestDetails: x(8) }, 'requestDetails', REQUIRED],
  ['requestDetails of 2010', { requestDetails: x(2010) }, 'requestDetails', LONG],
  ['project not a record id', { project: 'PRJ-0001' }, 'project', PROJECT_ID_MESSAGE],
  ['project of 16 characters', { project: x(16) }, 'project', PROJECT_ID_MESSAGE],
  ['onBehalf without a person', { onBehalf: true, onBehalfOf: undefined }, 'onBehalfOf', REQUIRED],
  ['onBehalfOf not an id', { onBehalf: true, onBehalfOf: 'Emery' }, 'onBehalfOf', REQUIRED],
];

const forProducts: Case[] = [
  ['productQuantity not a number', { productQuantity: 'two' }, 'productQuantity', QUANTITY_MESSAGE],
  ['productQuantity of 7 digits', { productQuantity: '1234567' }, 'productQuantity', QUANTITY_MESSAGE],
  ['productQuantity with 3 decimals', { productQuantity: '1.234' }, 'productQuantity', QUANTITY_MESSAGE],
  ['productQuantity negative', { productQuantity: -1 }, 'productQuantity', QUANTITY_MESSAGE],
  ['productBrand of 101', { productBrand: x(101) }, 'productBrand', 'Must be 100 characters or less'],
  ['productModal of 101', { productModal: x(101) }, 'productModal', 'Must be 100 characters or less'],
];

const forPurchase: Case[] = [
  ['project missing', { project: undefined }, 'project', REQUIRED],
  ['project empty', { project: '' }, 'project', REQUIRED],
  ['deliveryDetails of 2010', { deliveryDetails: x(2010) }, 'deliveryDetails', LONG],
];

const briefText = ['projectImportance', 'projectProblem', 'projectGoal', 'projectSuccess'].flatMap(
  (field): Case[] => [
    [`${field} missing`, { [field]: undefined }, field, REQUIRED],
    [`${field} of 8`, { [field]: x(8) }, field, REQUIRED],
    [`${field} of 2010`, { [field]: x(2010) }, field, LONG],
  ],
);
const forBrief: Case[] = [
  ['projectTitle missing', { projectTitle: undefined }, 'projectTitle', REQUIRED],
  ['projectTitle of 101', { projectTitle: x(101) }, 'projectTitle', 'Must be 100 characters or less'],
  ['projectType missing', { projectType: undefined }, 'projectType', REQUIRED],
  ['projectType --None--', { projectType: '--None--' }, 'projectType', REQUIRED],
  ...briefText,
  ['projectBudget missing', { projectBudget: undefined }, 'projectBudget', REQUIRED],
  ['projectBudget of 256', { projectBudget: x(256) }, 'projectBudget', 'Must be 255 characters or less'],
  ['deliveredDate missing', { deliveredDate: undefined }, 'deliveredDate', REQUIRED],
  ['deliveredDate not a date', { deliveredDate: 'soon' }, 'deliveredDate', 'Enter a valid date'],
  ['deliveredDate impossible', { deliveredDate: '2099-02-30' }, 'deliveredDate', 'Enter a valid date'],
];

const cases: [RequestType, ...Case][] = [
  ...ALL_TYPES.flatMap((type) => forAllTypes.map((row): [RequestType, ...Case] => [type, ...row])),
  ...PRODUCT_TYPES.flatMap((type) => forProducts.map((row): [RequestType, ...Case] => [type, ...row])),
  ...forPurchase.map((row): [RequestType, ...Case] => ['Purchase Request', ...row]),
  ...forBrief.map((row): [RequestType, ...Case] => ['Project Brief', ...row]),
];

async function expectRefused(
  response: Awaited<ReturnType<Awaited<ReturnType<TestApp['as']>>['post']>>,
  field: string,
  message: string,
) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const problem = response.json();
  expect(problem).toMatchObject({ status: 400, title: 'Bad Request' });
  expect(problem.errors[field]).toContain(message);
}

describe('POST /api/requests refuses each rule of spec §5', () => {
  it.each(cases)('%s: %s → 400 on %s', async (type, _name, change, field, message) => {
    const before = await countRequests(t.db);
    const response = await (await t.as('emery')).post('/api/requests', { ...validBodies[type](), ...change });
    await expectRefused(response, field, message);
    expect(await countRequests(t.db)).toBe(before);
  });

  it('refuses a body without a type', async () => {
    const { type: _type, ...body } = validBodies['Support Request']();
    const response = await (await t.as('emery')).post('/api/requests', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.type).toEqual([REQUIRED]);
  });
});

describe('POST /api/requests accepts the limits themselves', () => {
  it.each<[RequestType, string, Record<string, unknown>]>([
    ['Support Request', 'description of 100', { description: x(100) }],
    ['Support Request', 'requestDetails of 9', { requestDetails: x(9) }],
    ['Support Request', 'requestDetails of 2009 (the message says 2000)', { requestDetails: x(2009) }],
    ['Support Request', 'neededBy today', { neededBy: isoDay(0) }],
    ['Support Request', 'an empty project', { project: '' }],
    ['Quote Request', 'quantity 123456.78', { productQuantity: '123456.78' }],
    ['Quote Request', 'no quantity', { productQuantity: '' }],
    ['Purchase Request', 'brand and model of 100', { productBrand: x(100), productModal: x(100) }],
    ['Purchase Request', 'deliveryDetails of 2009', { deliveryDetails: x(2009) }],
    ['Project Brief', 'budget of 255', { projectBudget: x(255) }],
    ['Project Brief', 'problem of 2009', { projectProblem: x(2009) }],
  ])('%s with %s → 201', async (type, _name, change) => {
    const response = await (await t.as('emery')).post('/api/requests', { ...validBodies[type](), ...change });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('Needed By is not before the person’s own today, where their site is (issue 29)', () => {
  afterEach(() => vi.useRealTimers());

  /** The request made at the instant `at` by `who`, with Needed By `neededBy`. */
  async function makeAt(at: string, client: Awaited<ReturnType<TestApp['as']>>, neededBy: string) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at));
    return client.post('/api/requests', { ...validBodies['Support Request'](), neededBy });
  }

  it('at 21:00 in Toronto, Toronto’s day: its today is allowed, the day before is not', async () => {
    // Emery works in Toronto (or has no site: the portal's day is Toronto's).
    const emery = await t.as('emery');
    const at = '2026-11-29T02:00:00Z'; // 21:00 on 28 November in Toronto; UTC's day has turned
    expect((await makeAt(at, emery, '2026-11-28')).statusCode).toBe(201);
    await expectRefused(await makeAt(at, emery, '2026-11-27'), 'neededBy', NEEDED_BY_PAST_MESSAGE);
  });

  it('at 01:00 in Doha, Doha’s day: UTC’s date is already yesterday there', async () => {
    const doha = await createSite(t.db);
    const person = await createEmployee(t.db, { siteId: doha.id });
    const client = await t.asEmployee(person.id);
    const at = '2026-11-28T22:00:00Z'; // 01:00 on 29 November in Doha
    await expectRefused(await makeAt(at, client, '2026-11-28'), 'neededBy', NEEDED_BY_PAST_MESSAGE);
    expect((await makeAt(at, client, '2026-11-29')).statusCode).toBe(201);
  });
});

describe('references the schema cannot check', () => {
  it('refuses a category of another request type', async () => {
    const before = await countRequests(t.db);
    const body = {
      ...validBodies['Support Request'](),
      category: categoryIdOf('Purchase Request', 'Laptop'),
    };
    const response = await (await t.as('emery')).post('/api/requests', body);
    await expectRefused(response, 'category', PROJECT_ID_MESSAGE);
    expect(await countRequests(t.db)).toBe(before);
  });

  it('refuses a category that does not exist', async () => {
    const body = { ...validBodies['Support Request'](), category: PERSONAS.emery.id };
    await expectRefused(
      await (await t.as('emery')).post('/api/requests', body),
      'category',
      PROJECT_ID_MESSAGE,
    );
  });

  it('refuses a well-formed project id that does not exist', async () => {
    const before = await countRequests(t.db);
    const body = { ...validBodies['Purchase Request'](), project: 'a0P5f000000NOPE00' + 'X' };
    const response = await (await t.as('emery')).post('/api/requests', body);
    await expectRefused(response, 'project', PROJECT_ID_MESSAGE);
    expect(await countRequests(t.db)).toBe(before);
  });

  it('refuses on behalf of someone who is not an employee', async () => {
    const body = {
      ...validBodies['Support Request'](),
      onBehalf: true,
      onBehalfOf: '00000000-0000-4000-8000-0000000000e7',
    };
    await expectRefused(
      await (await t.as('emery')).post('/api/requests', body),
      'onBehalfOf',
      PROJECT_ID_MESSAGE,
    );
  });

  it('refuses on behalf of someone who has left', async () => {
    const leaver = await createEmployee(t.db, {
      employmentStatus: 'TERMINATED',
      terminationDate: '2020-01-31',
    });
    const before = await countRequests(t.db);
    const body = { ...validBodies['Support Request'](), onBehalf: true, onBehalfOf: leaver.id };
    await expectRefused(
      await (await t.as('emery')).post('/api/requests', body),
      'onBehalfOf',
      PROJECT_ID_MESSAGE,
    );
    expect(await countRequests(t.db)).toBe(before);
    const [row] = await t.db.select().from(employees).where(eq(employees.id, leaver.id));
    expect(row!.employmentStatus).toBe('TERMINATED');
  });

  it('reports every bad reference at once', async () => {
    const body = {
      ...validBodies['Purchase Request'](),
      category: categoryIdOf('Support Request', 'Email'),
      project: 'ZZZZZZZZZZZZZZZ',
    };
    const response = await (await t.as('emery')).post('/api/requests', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ category: [PROJECT_ID_MESSAGE], project: [PROJECT_ID_MESSAGE] });
  });
});

describe('PATCH /api/requests/:id applies the same rules and changes nothing', () => {
  let id: string;
  beforeAll(async () => {
    id = (await createRequest(t.db, { categoryId: categoryIdOf('Support Request', 'Hardware') })).id;
  });
  it.each<[string, Record<string, unknown>, string, string]>([
    ['description of 101', { description: x(101) }, 'description', 'Must be 100 characters or less'],
    ['requestDetails of 2010', { requestDetails: x(2010) }, 'requestDetails', LONG],
    ['neededBy before today', { neededBy: isoDay(-5) }, 'neededBy', NEEDED_BY_PAST_MESSAGE],
    [
      'category of another type',
      { category: categoryIdOf('Quote Request', 'Services') },
      'category',
      PROJECT_ID_MESSAGE,
    ],
    ['a type change', { ...validBodies['Quote Request']() }, 'type', 'The request type cannot be changed.'],
  ])('%s → 400', async (_name, change, field, message) => {
    const before = await requestRow(t.db, id);
    const response = await (
      await t.as('emery')
    ).patch(`/api/requests/${id}`, {
      ...validBodies['Support Request'](),
      ...change,
    });
    await expectRefused(response, field, message);
    expect(await requestRow(t.db, id)).toEqual(before);
  });
});

describe('malformed ids', () => {
  // GET takes a request's number too ('000227'), so text that names no request is not found.
  it('GET with text that is neither an id nor a number → 404, not 400 or 500', async () => {
    const response = await (await t.as('emery')).get('/api/requests/not-a-uuid');
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe('The request was not found.');
  });

  it.each(['PATCH', 'DELETE'] as const)('%s with a malformed id → 400, not 404 or 500', async (method) => {
    const client = await t.as('emery');
    const response = await client.request({
      method,
      url: '/api/requests/not-a-uuid',
      ...(method === 'PATCH' ? { payload: validBodies['Support Request']() } : {}),
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/problem\+json/);
  });
});

describe('half of a character, which PostgreSQL JSON cannot hold (the audit log keeps JSON)', () => {
  it.each<[string, string, Record<string, unknown>, string]>([
    [
      'a request: a cut emoji',
      '/api/requests',
      { ...validBodies['Support Request'](), description: 'cut emoji \ud83d' },
      'description',
    ],
    [
      'a site: a lone low half',
      '/api/admin/sites',
      { name: 'lone \udfff', country: 'CA', timeZone: 'America/Toronto', workingWeek: [1, 2, 3, 4, 5] },
      'name',
    ],
  ])('%s → 400 naming the field', async (_name, url, body, field) => {
    await expectRefused(await (await t.as('alex')).post(url, body), field, LONE_SURROGATE_MESSAGE);
  });

  it('takes a whole emoji', async () => {
    const response = await (
      await t.as('emery')
    ).post('/api/requests', { ...validBodies['Support Request'](), description: 'New laptop 💻 please' });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('the NUL character, which PostgreSQL text cannot hold', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['in a short text', { description: 'Laptop\u0000 charger' }, 'description'],
    ['in a long text', { requestDetails: 'The dock at desk 14\u0000 is broken.' }, 'requestDetails'],
    ['alone', { description: '\u0000' }, 'description'],
  ])('%s → 400 naming the field, nothing written', async (_name, change, field) => {
    const before = await countRequests(t.db);
    const response = await (
      await t.as('emery')
    ).post('/api/requests', { ...validBodies['Support Request'](), ...change });
    await expectRefused(response, field, NUL_CHARACTER_MESSAGE);
    expect(await countRequests(t.db)).toBe(before);
  });

  it.each(['/api/people?search=%00', '/api/projects?search=a%00b', '/api/requests?search=%00&status=x'])(
    'in a search: %s → 400',
    async (url) => {
      const response = await (await t.as('emery')).get(url);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors.search).toEqual([NUL_CHARACTER_MESSAGE]);
    },
  );
});
