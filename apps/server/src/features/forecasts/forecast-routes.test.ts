import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiscalYearOf } from '@portico/domain/forecasts/fiscal-year';
import { FORECAST_LOCKED_MESSAGE } from '@portico/domain/forecasts/forecast-lock';
import { employeeForecasts } from '../../db/schema';
import { createForecast, createLockedForecast, forecastBody } from '../../../test/forecast-factories';
import { dayFromToday } from '../../../test/test-days';
import { buildTestApp, PERSONAS, type ApiClient, type TestApp } from '../../../test/test-app';

let t: TestApp;
let emery: ApiClient;
let drew: ApiClient;
let casey: ApiClient;
let blair: ApiClient;
beforeAll(async () => {
  t = await buildTestApp();
  [emery, drew, casey, blair] = await Promise.all([
    t.as('emery'),
    t.as('drew'),
    t.as('casey'),
    t.as('blair'),
  ]);
});
afterAll(() => t.close());

const stored = async (id: string) =>
  (await t.db.select().from(employeeForecasts).where(eq(employeeForecasts.id, id)))[0];
const countAll = async () => (await t.db.select({ id: employeeForecasts.id }).from(employeeForecasts)).length;

describe('submitting a forecast', () => {
  it('stores it as the submitter’s, hardware semicolon-joined, and answers the whole forecast', async () => {
    const response = await emery.post(
      '/api/forecasts',
      forecastBody({
        isEmployeeHired: true,
        employeeName: 'Sam Rivera',
        employeeSetupFormProvided: true,
        requiresLaptop: true,
        hwSwRequirements: ['Monitor', 'Windows Environment', 'Office Apps'],
        shippingRequired: 'Shipping Required',
        laptopDesiredBy: dayFromToday(10),
      }),
    );
    expect(response.statusCode).toBe(201);
    const forecast = response.json();
    expect(forecast).toMatchObject({
      jobTitle: 'Dispatcher',
      employeeName: 'Sam Rivera',
      employeeSetupFormProvided: true,
      hwSwRequirements: ['Windows Environment', 'Office Apps', 'Monitor'],
      submittedByName: PERSONAS.emery.displayName,
      locked: false,
      state: 'open',
      canEdit: true,
      canDelete: true,
      canLock: false,
    });
    const row = await stored(forecast.id);
    expect(row).toMatchObject({
      submittedById: PERSONAS.emery.id,
      hwSwRequirements: 'Windows Environment;Office Apps;Monitor',
      shippingRequired: 'Shipping Required',
    });
  });

  it('drops the employee and laptop fields when their toggles are off', async () => {
    const response = await emery.post(
      '/api/forecasts',
      forecastBody({
        isEmployeeHired: false,
        employeeName: 'Not kept',
        employeeSetupFormProvided: true,
        requiresLaptop: false,
        hwSwRequirements: ['Monitor'],
        shippingRequired: 'Shipping Required',
        laptopDesiredBy: dayFromToday(3),
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(await stored(response.json().id)).toMatchObject({
      employeeName: null,
      employeeSetupFormProvided: null,
      hwSwRequirements: null,
      shippingRequired: null,
      laptopDesiredBy: null,
    });
  });

  it.each([
    [{ jobTitle: '' }, { jobTitle: ['Required'] }],
    [{ jobTitle: 'x'.repeat(251) }, { jobTitle: ['Required'] }],
    [{ division: 'Somewhere Else' }, { division: ['Required'] }],
    [{ type: null }, { type: ['Required'] }],
    [{ plannedStartDate: dayFromToday(-3) }, { plannedStartDate: ['Required'] }],
    [{ plannedStartDate: '' }, { plannedStartDate: ['Required'] }],
    [{ isEmployeeHired: true }, { employeeName: ['Required'] }],
    [{ requiresLaptop: true }, { hwSwRequirements: ['Required'], shippingRequired: ['Required'] }],
  ])('refuses %j with the spec’s message and stores nothing', async (change, errors) => {
    const before = await countAll();
    const response = await emery.post('/api/forecasts', forecastBody(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(errors);
    expect(await countAll()).toBe(before);
  });
});

describe('who sees which forecasts', () => {
  it('the submitter sees their own, HR and ELT everyone’s, others none of them', async () => {
    const emerys = await createForecast(t.db, { jobTitle: 'Visible to Emery' });
    const drews = await createForecast(t.db, { submittedById: PERSONAS.drew.id, jobTitle: 'Drew’s own' });
    const idsOf = async (client: ApiClient) =>
      (await client.get('/api/forecasts?pageSize=all')).json().items.map((item: { id: string }) => item.id);
    expect(await idsOf(emery)).toContain(emerys.id);
    expect(await idsOf(emery)).not.toContain(drews.id);
    expect(await idsOf(drew)).not.toContain(emerys.id);
    expect(await idsOf(casey)).toEqual(expect.arrayContaining([emerys.id, drews.id]));
    expect(await idsOf(blair)).toEqual(expect.arrayContaining([emerys.id, drews.id]));
    expect((await drew.get(`/api/forecasts/${emerys.id}`)).statusCode).toBe(404);
  });

  it('filters by fiscal year (June to May) and forecast month', async () => {
    const fy = fiscalYearOf(dayFromToday(0)) + 2;
    const june = await createForecast(t.db, { plannedStartDate: `${fy}-06-15` });
    const may = await createForecast(t.db, { plannedStartDate: `${fy + 1}-05-31` });
    const later = await createForecast(t.db, { plannedStartDate: `${fy + 1}-06-01` });
    const idsFor = async (query: string) =>
      (await emery.get(`/api/forecasts?pageSize=all&${query}`))
        .json()
        .items.map((item: { id: string }) => item.id);
    const year = await idsFor(`fiscalYear=${fy}`);
    expect(year).toEqual(expect.arrayContaining([june.id, may.id]));
    expect(year).not.toContain(later.id);
    expect(await idsFor(`fiscalYear=${fy}&month=5`)).toEqual([may.id]);
    expect((await emery.get('/api/forecasts?month=13')).statusCode).toBe(400);
  });
});

describe('the CSV export', () => {
  it('holds what the list holds, every page, with formula-leading cells escaped', async () => {
    await createForecast(t.db, { jobTitle: '=HYPERLINK("http://x")' });
    const drews = await createForecast(t.db, {
      submittedById: PERSONAS.drew.id,
      jobTitle: 'Only for Drew and HR',
    });
    const response = await emery.get('/api/forecasts/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Employee-Forecasts.csv"');
    const lines = response.body.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(lines[0]).toBe(
      'Job Title,Division,Type,Planned Start Date,Is Employee Hired,Employee Name,Requires Laptop,Submitted By,Status',
    );
    expect(response.body).toContain(`"'=HYPERLINK(""http://x"")",Northpeak Logistics`);
    expect(response.body).not.toContain(drews.jobTitle);
    expect((await casey.get('/api/forecasts/export.csv')).body).toContain(drews.jobTitle);
  });
});

describe('locking', () => {
  it('a locked forecast cannot be edited or deleted, not even by HR (403), and stays as it was', async () => {
    const locked = await createLockedForecast(t.db, { jobTitle: 'Locked role' });
    for (const client of [emery, casey]) {
      const edit = await client.patch(`/api/forecasts/${locked.id}`, forecastBody({ jobTitle: 'Changed' }));
      expect(edit.statusCode).toBe(403);
      expect(edit.json().detail).toBe(FORECAST_LOCKED_MESSAGE);
      expect((await client.delete(`/api/forecasts/${locked.id}`)).statusCode).toBe(403);
    }
    expect(await stored(locked.id)).toMatchObject({ jobTitle: 'Locked role' });
    const shown = (await emery.get(`/api/forecasts/${locked.id}`)).json();
    expect(shown).toMatchObject({ locked: true, state: 'locked', canEdit: false, canDelete: false });
  });

  it('HR locks and unlocks; locking twice is a conflict; the submitter cannot lock', async () => {
    const forecast = await createForecast(t.db);
    expect((await emery.post(`/api/forecasts/${forecast.id}/lock`)).statusCode).toBe(403);
    const locked = await casey.post(`/api/forecasts/${forecast.id}/lock`);
    expect(locked.statusCode).toBe(200);
    expect(locked.json()).toMatchObject({
      locked: true,
      lockedByName: PERSONAS.casey.displayName,
      canUnlock: true,
    });
    expect((await casey.post(`/api/forecasts/${forecast.id}/lock`)).statusCode).toBe(409);
    expect((await emery.delete(`/api/forecasts/${forecast.id}`)).statusCode).toBe(403);
    expect((await casey.post(`/api/forecasts/${forecast.id}/unlock`)).statusCode).toBe(200);
    expect((await emery.delete(`/api/forecasts/${forecast.id}`)).statusCode).toBe(204);
    expect(await stored(forecast.id)).toBeUndefined();
  });

  it('a forecast whose planned start has passed is locked for good', async () => {
    const started = await createForecast(t.db, { plannedStartDate: dayFromToday(-5) });
    expect((await emery.get(`/api/forecasts/${started.id}`)).json()).toMatchObject({
      state: 'started',
      locked: true,
    });
    expect((await emery.patch(`/api/forecasts/${started.id}`, forecastBody())).statusCode).toBe(403);
    expect((await casey.post(`/api/forecasts/${started.id}/unlock`)).statusCode).toBe(409);
  });
});

describe('editing', () => {
  it('the submitter edits an open forecast; ELT may read but not change it', async () => {
    const forecast = await createForecast(t.db);
    const edit = await emery.patch(
      `/api/forecasts/${forecast.id}`,
      forecastBody({ jobTitle: 'Senior Dispatcher' }),
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json().jobTitle).toBe('Senior Dispatcher');
    expect((await blair.patch(`/api/forecasts/${forecast.id}`, forecastBody())).statusCode).toBe(403);
  });

  it('refuses a past start date on an edit with Required, and keeps the forecast', async () => {
    const forecast = await createForecast(t.db, { jobTitle: 'Keeps its date' });
    const edit = await emery.patch(
      `/api/forecasts/${forecast.id}`,
      forecastBody({ plannedStartDate: dayFromToday(-3) }),
    );
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors).toEqual({ plannedStartDate: ['Required'] });
    expect(await stored(forecast.id)).toMatchObject({ plannedStartDate: forecast.plannedStartDate });
  });

  it('answers 400 for an id that is not one and 404 for one that is not there', async () => {
    expect((await emery.get('/api/forecasts/not-an-id')).statusCode).toBe(400);
    expect((await emery.get('/api/forecasts/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
