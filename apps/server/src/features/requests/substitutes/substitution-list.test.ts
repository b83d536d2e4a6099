import type { SubstitutionRow } from '@portico/domain/approvals/substitute-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalSubstitutions } from '../../../db/schema';
import { createEmployee } from '../../../../test/factories';
import { isoDay } from '../../../../test/request-bodies';
import { buildTestApp, type TestApp } from '../../../../test/test-app';

// The Admin list of ranges not yet ended: in date order its page is chosen on the ranges alone
// before the people are joined; it must be the page the joined, searched list gives.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const starts = [3, 1, 4, 1, 5, 9, 2, 6];
  for (const [n, start] of starts.entries()) {
    const person = await createEmployee(t.db, { firstName: 'Away', lastName: `Lister${n}` });
    const substitute = await createEmployee(t.db, { firstName: 'Cover', lastName: `Lister${n}` });
    await t.db.insert(approvalSubstitutions).values({
      personId: person.id,
      substituteId: substitute.id,
      firstDay: isoDay(start),
      lastDay: isoDay(start + (n % 3)),
    });
  }
  // Ended yesterday: never listed.
  const [gone, cover] = [await createEmployee(t.db), await createEmployee(t.db)];
  await t.db
    .insert(approvalSubstitutions)
    .values({ personId: gone.id, substituteId: cover.id, firstDay: isoDay(-5), lastDay: isoDay(-1) });
});
afterAll(() => t.close());

async function list(query: string) {
  const response = await (await t.as('alex')).get(`/api/admin/substitutes?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: SubstitutionRow[]; total: number };
}

describe('the Admin list of substitute ranges', () => {
  it.each([
    ['from', 'asc'],
    ['from', 'desc'],
    ['to', 'asc'],
    ['to', 'desc'],
  ])('by %s %s pages the ranges not ended as the searched list does', async (sort, order) => {
    const everything = await list(`sort=${sort}&order=${order}&pageSize=all`);
    const searched = await list(`sort=${sort}&order=${order}&pageSize=all&search=Lister`);
    expect(everything.total).toBe(8);
    expect(everything.items.map((row) => row.id)).toEqual(searched.items.map((row) => row.id));
    const second = await list(`sort=${sort}&order=${order}&pageSize=3&page=2`);
    expect(second.total).toBe(8);
    expect(second.items).toEqual(everything.items.slice(3, 6));
    expect(second.items[0]).toMatchObject({ personName: expect.stringMatching(/^Away Lister/) });
    expect(second.items[0]).toMatchObject({ substituteName: expect.stringMatching(/^Cover Lister/) });
  });
});
