import { daysUntil, nextReturnOf } from '@portico/domain/people/celebrations';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { createTestDatabase, type TestDatabase } from '../../../test/database';
import { daysUntilNextReturn } from './celebration-sql';

// The directory is ordered in SQL and its cards labelled by the domain rule: both must count
// every date alike, or a card saying "in 3 days" would sit after one saying "in 5 days".
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const DATES = [
  '1990-01-01',
  '1990-03-10',
  '1985-12-31',
  '2000-02-29',
  '1992-02-29',
  '1999-02-28',
  '1999-03-01',
  '2026-03-10',
  '2026-03-11',
  '2027-06-01',
];
const TODAYS = [
  '2026-03-10',
  '2026-12-31',
  '2027-01-01',
  '2027-02-28',
  '2027-03-01',
  '2028-02-28',
  '2028-02-29',
];

describe('the celebration count in SQL', () => {
  it('agrees with the domain rule for every date and day, leap days and year ends included', async () => {
    const expected: string[] = [];
    const queried: Promise<string>[] = [];
    for (const today of TODAYS) {
      for (const date of DATES) {
        expected.push(`${date} on ${today}: ${daysUntil(nextReturnOf(date, today), today)}`);
        queried.push(
          database.db
            .execute(sql`select ${daysUntilNextReturn(sql`${date}::date`, today)} as days`)
            .then((result) => `${date} on ${today}: ${rowsOf<{ days: number }>(result)[0]!.days}`),
        );
      }
    }
    expect(await Promise.all(queried)).toEqual(expected);
  });

  it('is empty for an empty date (the order then counts it as 1000)', async () => {
    const result = await database.db.execute(
      sql`select ${daysUntilNextReturn(sql`null::date`, '2026-03-10')} as days`,
    );
    expect(rowsOf<{ days: number | null }>(result)[0]!.days).toBeNull();
  });
});
