import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from '../../../test/factories';
import { createProfile } from '../../../test/people-factories';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { monthDayRanges } from './celebration-sql';
import {
  nextCelebrations,
  orderEveryone,
  soonestCelebrations,
  type DirectoryPageQuery,
} from './directory-queries';

// The directory's first pages in celebration order come from the month-day indexes; they must
// be exactly the first people of everyone's order, on any day, leap days and year ends included.

describe('monthDayRanges', () => {
  it.each([
    ['2026-03-10', 7, [[310, 317]]],
    [
      '2026-12-28',
      7,
      [
        [1228, 1231],
        [101, 104],
      ],
    ],
    ['2026-12-31', 0, [[1231, 1231]]],
    ['2027-02-21', 7, [[221, 229]]],
    ['2028-02-22', 7, [[222, 229]]],
    ['2028-02-23', 7, [[223, 301]]],
    ['2027-02-28', 7, [[228, 307]]],
    ['2027-03-01', 7, [[301, 308]]],
  ] as const)('%s and %i days after: %j', (today, days, ranges) => {
    expect(monthDayRanges(today, days)).toEqual(ranges);
  });
});

let database: TestDatabase;
// Dates around the year's end, leap days, this year's and next year's, and no date at all.
const BIRTHDATES = ['1990-12-30', '1985-01-02', '1992-02-29', '1999-02-28', '1988-03-03', null, '2001-03-12'];
const HIRE_DATES = ['2019-12-31', '2026-12-30', '2020-02-29', '2021-03-01', '2027-01-03', null, '2018-03-05'];

beforeAll(async () => {
  database = await createTestDatabase();
  let n = 0;
  for (const birthdate of BIRTHDATES) {
    for (const hireDate of HIRE_DATES) {
      n += 1;
      const person = await createEmployee(database.db, {
        firstName: 'Soon',
        lastName: `Person${String(n).padStart(2, '0')}`,
        hireDate,
      });
      if (birthdate) await createProfile(database.db, person.id, { birthdate });
    }
  }
  // Someone who has left is never listed, however soon their birthday.
  const gone = await createEmployee(database.db, { employmentStatus: 'TERMINATED', hireDate: '2019-12-29' });
  await createProfile(database.db, gone.id, { birthdate: '1990-12-29' });
});
afterAll(() => database.close());

const TODAYS = [
  '2026-12-27',
  '2026-12-31',
  '2027-02-24',
  '2027-02-28',
  '2028-02-26',
  '2028-02-29',
  '2027-03-01',
];

describe('soonestCelebrations', () => {
  it.each(TODAYS)('on %s gives the first people of everyone’s order, or defers', async (today) => {
    const query: DirectoryPageQuery = { sort: 'celebration', order: 'asc', today, page: 1, pageSize: 8 };
    const everyone = (await orderEveryone(database.db, query, { limit: 100, offset: 0 })).map(
      (row) => row.name,
    );
    let answered = 0;
    // Today's celebrations alone, and the week's.
    for (const days of [0, 7]) {
      for (let wanted = 1; wanted <= 30; wanted += 1) {
        const soonest = await soonestCelebrations(database.db, query, wanted, days);
        if (!soonest) continue;
        answered += 1;
        expect(soonest.map((row) => row.name)).toEqual(everyone.slice(0, wanted));
      }
    }
    // Every day here has someone celebrating within the week.
    expect(answered).toBeGreaterThan(0);
  });
});

describe('nextCelebrations', () => {
  // Walks cut short (a place or two per date) must defer rather than guess; long enough ones answer.
  it.each(TODAYS)('on %s gives the first people of everyone’s order, or defers', async (today) => {
    const query: DirectoryPageQuery = { sort: 'celebration', order: 'asc', today, page: 1, pageSize: 8 };
    const everyone = (await orderEveryone(database.db, query, { limit: 100, offset: 0 })).map(
      (row) => row.name,
    );
    let answered = 0;
    for (const places of [1, 2, 5, 12, 60]) {
      for (let wanted = 1; wanted <= 30; wanted += 3) {
        const next = await nextCelebrations(database.db, query, wanted, places);
        if (!next) continue;
        answered += 1;
        expect(next.map((row) => row.name)).toEqual(everyone.slice(0, wanted));
      }
    }
    expect(answered).toBeGreaterThan(0);
  });
});
