import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_TOURS_DONE } from '@portico/domain/tours/tour-pages';
import { buildTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('guided tour records', () => {
  it('someone new has done no tour', async () => {
    const response = await (await t.as('casey')).get('/api/tours');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(NO_TOURS_DONE);
  });

  it('marks a tour done for the signed-in person only, keeps it, and can offer it again', async () => {
    const emery = await t.as('emery');
    const done = await emery.patch('/api/tours', { dashboard: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ...NO_TOURS_DONE, dashboard: true });

    await emery.patch('/api/tours', { itRequests: true });
    expect((await emery.get('/api/tours')).json()).toEqual({
      ...NO_TOURS_DONE,
      dashboard: true,
      itRequests: true,
    });
    expect((await (await t.as('drew')).get('/api/tours')).json()).toEqual(NO_TOURS_DONE);

    await emery.patch('/api/tours', { dashboard: false });
    expect((await emery.get('/api/tours')).json()).toEqual({ ...NO_TOURS_DONE, itRequests: true });
  });

  it.each([
    ['nothing named', {}],
    ['an unknown page', { payroll: true }],
    ['a flag that is not true or false', { dashboard: 'yes' }],
    [
      'someone else named in the body',
      { employeeId: '00000000-0000-0000-0000-000000000001', dashboard: true },
    ],
  ])('refuses %s with a 400 and changes nothing', async (_case, body) => {
    const blair = await t.as('blair');
    const before = (await blair.get('/api/tours')).json();
    const response = await blair.patch('/api/tours', body);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect((await blair.get('/api/tours')).json()).toEqual(before);
  });
});
