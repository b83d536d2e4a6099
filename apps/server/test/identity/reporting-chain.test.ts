import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { employees } from '../../src/db/schema';
import { countActiveInReportingChain, managedBy } from '../../src/lib/people-scope-queries';
import { createTestDatabase } from '../database';
import { createEmployee } from '../factories';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('countActiveInReportingChain: everyone below a person, in one recursive query', () => {
  it('counts every level downward and only current employees', async () => {
    const db = database.db;
    const head = await createEmployee(db);
    const lead = await createEmployee(db, { managerEmployeeNumber: head.employeeNumber });
    const member = await createEmployee(db, { managerEmployeeNumber: lead.employeeNumber });
    await createEmployee(db, { managerEmployeeNumber: member.employeeNumber });
    await createEmployee(db, { managerEmployeeNumber: lead.employeeNumber, employmentStatus: 'Terminated' });
    await createEmployee(db, { managerEmployeeNumber: lead.employeeNumber, terminationDate: '2019-12-31' });
    await createEmployee(db); // someone elsewhere in the company

    expect(await countActiveInReportingChain(db, head.employeeNumber)).toBe(3);
    expect(await countActiveInReportingChain(db, lead.employeeNumber)).toBe(2);
    expect(await countActiveInReportingChain(db, member.employeeNumber)).toBe(1);
  });

  it('walks through a manager who has left to reach their reports', async () => {
    const db = database.db;
    const head = await createEmployee(db);
    const departed = await createEmployee(db, {
      managerEmployeeNumber: head.employeeNumber,
      employmentStatus: 'Terminated',
    });
    await createEmployee(db, { managerEmployeeNumber: departed.employeeNumber });
    expect(await countActiveInReportingChain(db, head.employeeNumber)).toBe(1);
  });

  it('ends on a loop in the data and never counts the person themselves', async () => {
    const db = database.db;
    const a = await createEmployee(db);
    const b = await createEmployee(db, { managerEmployeeNumber: a.employeeNumber });
    await db.update(employees).set({ managerEmployeeNumber: b.employeeNumber }).where(eq(employees.id, a.id));
    expect(await countActiveInReportingChain(db, a.employeeNumber)).toBe(1);

    const selfManaged = await createEmployee(db);
    await db
      .update(employees)
      .set({ managerEmployeeNumber: selfManaged.employeeNumber })
      .where(eq(employees.id, selfManaged.id));
    expect(await countActiveInReportingChain(db, selfManaged.employeeNumber)).toBe(0);
  });

  it('treats 000001 as having no manager, even when its record names itself or someone below', async () => {
    const db = database.db;
    const root = await createEmployee(db, { employeeNumber: '000001' });
    const vp = await createEmployee(db, { managerEmployeeNumber: '000001' });
    await createEmployee(db, { managerEmployeeNumber: vp.employeeNumber });
    await db
      .update(employees)
      .set({ managerEmployeeNumber: vp.employeeNumber })
      .where(eq(employees.id, root.id));

    expect(await countActiveInReportingChain(db, '000001')).toBe(2);
    // The root reports to nobody, so it is not in the VP's chain despite its record.
    expect(await countActiveInReportingChain(db, vp.employeeNumber)).toBe(1);
  });
});

describe('managedBy: the same chain, walked upward from a few people', () => {
  it('agrees with the chain below on every level, a departed manager, a loop and oneself', async () => {
    const db = database.db;
    const head = await createEmployee(db);
    const departed = await createEmployee(db, {
      managerEmployeeNumber: head.employeeNumber,
      employmentStatus: 'Terminated',
    });
    const member = await createEmployee(db, { managerEmployeeNumber: departed.employeeNumber });
    const deeper = await createEmployee(db, { managerEmployeeNumber: member.employeeNumber });
    const elsewhere = await createEmployee(db);
    const a = await createEmployee(db);
    const b = await createEmployee(db, { managerEmployeeNumber: a.employeeNumber });
    await db.update(employees).set({ managerEmployeeNumber: b.employeeNumber }).where(eq(employees.id, a.id));
    const everyone = [head, departed, member, deeper, elsewhere, a, b].map((person) => person.employeeNumber);

    const managed = async (manager: { employeeNumber: string }) =>
      [...(await managedBy(db, manager.employeeNumber, everyone))].sort();
    expect(await managed(head)).toEqual([departed, member, deeper].map((p) => p.employeeNumber).sort());
    expect(await managed(member)).toEqual([deeper.employeeNumber]);
    expect(await managed(elsewhere)).toEqual([]);
    expect(await managed(a)).toEqual([b.employeeNumber]);
    expect(await managed(b)).toEqual([a.employeeNumber]);
  });
});
