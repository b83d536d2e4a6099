import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { employees, requestCompanyDays, serviceRequests } from '../../db/schema';
import { createCompany, createEmployee } from '../../../test/factories';
import { createRequest } from '../../../test/request-factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

// IT Requests by Company's roll-up (migration 0015, decision 042): a request keeps the company
// of the person it is for as it was when made for them, and the per-day counts stay equal to a
// count of the requests through every kind of write.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function kept() {
  const rows = await t.db.select().from(requestCompanyDays);
  return Object.fromEntries(
    rows.filter((row) => row.requests !== 0).map((row) => [`${row.day}/${row.companyId}`, row.requests]),
  );
}
async function counted() {
  const result = await t.db.execute(sql`
    select (created_at at time zone 'UTC')::date::text as day, requested_for_company_id as company, count(*)::int as n
    from service_requests group by 1, 2`);
  const rows = rowsOf<{ day: string; company: string | null; n: number }>(result);
  return Object.fromEntries(rows.map((row) => [`${row.day}/${row.company}`, row.n]));
}
const companyOf = async (requestId: string) =>
  (
    await t.db
      .select({ company: serviceRequests.requestedForCompanyId })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, requestId))
  )[0]?.company;

describe('requests per day and company', () => {
  it('follow inserts, re-targeting, moves of company and deletes', async () => {
    const north = await createCompany(t.db, { name: 'Northwind Roll-up' });
    const south = await createCompany(t.db, { name: 'Southwind Roll-up' });
    const ada = await createEmployee(t.db, { firstName: 'Ada', lastName: 'Rollup', companyId: north.id });
    const ben = await createEmployee(t.db, { firstName: 'Ben', lastName: 'Rollup', companyId: south.id });
    const nobody = await createEmployee(t.db, { firstName: 'Cy', lastName: 'Rollup', companyId: null });
    expect(await kept()).toEqual(await counted());

    const first = await createRequest(t.db, { requestedForId: ada.id });
    const second = await createRequest(t.db, { requestedForId: ada.id });
    const third = await createRequest(t.db, { requestedForId: nobody.id });
    expect(await companyOf(first.id)).toBe(north.id);
    expect(await companyOf(third.id)).toBeNull();
    expect(await kept()).toEqual(await counted());

    // Made for Ben instead: counted for his company from now on.
    await t.db
      .update(serviceRequests)
      .set({ requestedForId: ben.id })
      .where(eq(serviceRequests.id, second.id));
    expect(await companyOf(second.id)).toBe(south.id);
    expect(await kept()).toEqual(await counted());

    // Ada moves company: her request stays counted where it was made, like her past visits.
    await t.db.update(employees).set({ companyId: south.id }).where(eq(employees.id, ada.id));
    await t.db.update(serviceRequests).set({ status: 'Complete' }).where(eq(serviceRequests.id, first.id));
    expect(await companyOf(first.id)).toBe(north.id);
    expect(await kept()).toEqual(await counted());

    await t.db.delete(serviceRequests).where(eq(serviceRequests.id, first.id));
    await t.db.delete(serviceRequests).where(eq(serviceRequests.id, third.id));
    expect(await kept()).toEqual(await counted());
  });
});
