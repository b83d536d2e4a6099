import { asc, count, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, peopleCounts } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { createEmployee, createSite } from '../../test/factories';
import { createPlanDatabase, type PlanDatabase } from '../../test/query-plans';
import { isActiveEmployee } from './active-employee-sql';
import { countCurrentPeople, countedToday, currentPeople, currentPeopleQuery } from './people-counts';

// The kept people counts (decision 068) against the fold they replace: after every kind of
// change HR makes, the sums over `people_counts` are the counts of `isActiveEmployee` over
// `employees`, in total, by site and by department.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function keptBy(key: PgColumn) {
  const rows = await database.db
    .select({ key, people: currentPeople })
    .from(peopleCounts)
    .where(countedToday())
    .groupBy(key)
    .having(sql`${currentPeople} > 0`)
    .orderBy(asc(key));
  return rows.map((row) => [row.key, row.people]);
}

async function foldBy(key: PgColumn) {
  const rows = await database.db
    .select({ key, people: count() })
    .from(employees)
    .where(isActiveEmployee)
    .groupBy(key)
    .orderBy(asc(key));
  return rows.map((row) => [row.key, row.people]);
}

async function bothWays() {
  const [everyone] = await database.db.select({ people: count() }).from(employees).where(isActiveEmployee);
  return {
    kept: {
      total: await countCurrentPeople(database.db),
      bySite: await keptBy(peopleCounts.siteId),
      byDepartment: await keptBy(peopleCounts.department),
    },
    fold: {
      total: everyone?.people,
      bySite: await foldBy(employees.siteId),
      byDepartment: await foldBy(employees.department),
    },
  };
}

describe('the kept people counts', () => {
  it('follow hires, leavers, moves, status changes and deletions, in total, by site and by department', async () => {
    const { db } = database;
    const doha = await createSite(db);
    const toronto = await createSite(db, { country: 'CA', timeZone: 'America/Toronto' });
    const ada = await createEmployee(db, { siteId: doha.id, department: 'Field' });
    const ben = await createEmployee(db, { siteId: toronto.id, department: 'Field' });
    await createEmployee(db, { siteId: toronto.id, department: 'Finance' });
    await createEmployee(db, { department: null });
    await createEmployee(db, { employmentStatus: 'active' });
    await createEmployee(db, { employmentStatus: 'TERMINATED', siteId: doha.id });
    await createEmployee(db, { terminationDate: '2001-01-31', siteId: doha.id });
    await createEmployee(db, { terminationDate: '2999-12-31', siteId: toronto.id });
    const hired = await bothWays();
    expect(hired.kept).toEqual(hired.fold);

    await db
      .update(employees)
      .set({ siteId: toronto.id, department: 'Finance' })
      .where(eq(employees.id, ada.id));
    await db.update(employees).set({ phone: '+1 416 555 0100' }).where(eq(employees.id, ben.id));
    await db.update(employees).set({ employmentStatus: 'TERMINATED' }).where(eq(employees.id, ben.id));
    await db
      .update(employees)
      .set({ terminationDate: '2002-02-28' })
      .where(eq(employees.department, 'Finance'));
    await db
      .update(employees)
      .set({ employmentStatus: 'Active', terminationDate: null })
      .where(eq(employees.id, ben.id));
    await db.delete(employees).where(eq(employees.employmentStatus, 'active'));
    const changed = await bothWays();
    expect(changed.kept).toEqual(changed.fold);
    expect(changed.kept.total).toBeGreaterThan(0);
  });

  it('count someone whose last day is today at their own site, and not the day after', async () => {
    const { db } = database;
    const before = await countCurrentPeople(db);
    const days = await db.execute(
      sql`select (now() at time zone 'Asia/Qatar')::date::text as today, ((now() at time zone 'Asia/Qatar')::date - 1)::text as yesterday`,
    );
    const [{ today, yesterday }] = (days as unknown as { rows: { today: string; yesterday: string }[] })
      .rows as [{ today: string; yesterday: string }];
    const doha = await createSite(db);
    await createEmployee(db, { siteId: doha.id, terminationDate: today });
    await createEmployee(db, { siteId: doha.id, terminationDate: yesterday });
    expect(await countCurrentPeople(db)).toBe(before + 1);
  });
});

describe('the kept people counts’ plan', () => {
  let plans: PlanDatabase;
  beforeAll(async () => {
    plans = await createPlanDatabase();
  });
  afterAll(() => plans.close());

  it('reads the roll-up, not the organisation', async () => {
    const plan = await plans.planOf(sql`${currentPeopleQuery(plans.db, 'Field')}`);
    expect(plan).toContain('people_counts');
    expect(plan).not.toContain('on employees');
  });
});
