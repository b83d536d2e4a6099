import { describe, expect, it } from 'vitest';
import { remainingOf, timeAwayBalances, usedPercentage, type TimeAwayEntryFacts } from './time-away-totals';

const used = (requestType: string, status: string, times = 1): TimeAwayEntryFacts[] =>
  Array.from({ length: times }, () => ({ entryType: 'Used', status, requestType }));

const rowOf = (balances: ReturnType<typeof timeAwayBalances>, label: string) =>
  balances.find((row) => row.label === label);

describe('the totals table (spec §4: Used entries, Booked and Taken summed separately)', () => {
  it('has the seven rows in the spec order, with their labels', () => {
    expect(timeAwayBalances([], {}).map((row) => [row.requestType, row.label])).toEqual([
      ['Vacation_Salary', 'Vacation Salary'],
      ['Carry_Over', 'Carry Over'],
      ['Sick', 'Sick'],
      ['Personal Day', 'Personal'],
      ['Float', 'Float'],
      ['Volunteer Day', 'Volunteer'],
      ['Vacation', 'Vacation'],
    ]);
  });

  it.each([
    [
      'Booked and Taken apart',
      used('Sick', 'Booked', 2).concat(used('Sick', 'Taken', 3)),
      { booked: 2, taken: 3 },
    ],
    [
      'only type Used counts',
      [{ entryType: 'Accrued', status: 'Taken', requestType: 'Sick' }],
      { booked: 0, taken: 0 },
    ],
    [
      'Used in any other spelling does not',
      [{ entryType: 'used', status: 'Taken', requestType: 'Sick' }],
      { booked: 0, taken: 0 },
    ],
    [
      'another status counts in neither',
      [{ entryType: 'Used', status: 'Cancelled', requestType: 'Sick' }],
      { booked: 0, taken: 0 },
    ],
    ['another request type is not Sick', used('Vacation', 'Taken', 4), { booked: 0, taken: 0 }],
  ])('Sick: %s', (_, entries, expected) => {
    expect(rowOf(timeAwayBalances(entries, {}), 'Sick')).toMatchObject(expected);
  });

  it('counts an entry whatever its request status (the lists show it)', () => {
    const entries = [
      { entryType: 'Used', status: 'Booked', requestType: 'Float', requestStatus: 'PENDING' },
      { entryType: 'Used', status: 'Booked', requestType: 'Float', requestStatus: 'APPROVED' },
    ];
    expect(rowOf(timeAwayBalances(entries, { Float: 2 }), 'Float')).toMatchObject({
      booked: 2,
      remaining: 0,
    });
  });

  it('sums each request type on its own row, with its own allocation', () => {
    const entries = [
      ...used('Vacation_Salary', 'Taken', 5),
      ...used('Vacation_Salary', 'Booked', 3),
      ...used('Carry_Over', 'Taken', 2),
      ...used('Personal Day', 'Booked', 1),
      ...used('Volunteer Day', 'Taken', 1),
    ];
    const balances = timeAwayBalances(entries, { Vacation_Salary: 15, Carry_Over: 2.5, 'Personal Day': 2 });
    expect(
      balances.map(({ label, allocation, booked, taken, remaining }) => [
        label,
        allocation,
        booked,
        taken,
        remaining,
      ]),
    ).toEqual([
      ['Vacation Salary', 15, 3, 5, 7],
      ['Carry Over', 2.5, 0, 2, 0.5],
      ['Sick', 0, 0, 0, 0],
      ['Personal', 2, 1, 0, 1],
      ['Float', 0, 0, 0, 0],
      ['Volunteer', 0, 0, 1, -1],
      ['Vacation', 0, 0, 0, 0],
    ]);
  });
});

describe('Remaining = allocation − taken − booked', () => {
  it.each([
    [15, 5, 3, 7],
    [10, 0, 0, 10],
    [2, 2, 1, -1],
    [0, 0, 0, 0],
    [7.5, 2, 0.5, 5],
    [0.3, 0.1, 0.1, 0.1],
  ])('%d − %d − %d = %d', (allocation, taken, booked, expected) => {
    expect(remainingOf(allocation, taken, booked)).toBe(expected);
  });
});

describe('the vacation salary booked-and-taken percentage', () => {
  it.each([
    ['nothing used', 15, 0, 0, 0],
    ['a third, rounded down', 15, 2, 3, 33],
    ['two thirds, rounded up', 15, 5, 5, 67],
    ['an exact half rounds up', 200, 50, 7, 29],
    ['just under a half rounds down', 200, 56, 0, 28],
    ['all of it', 10, 4, 6, 100],
    ['overbooked is not capped', 10, 6, 6, 120],
    ['fractional allocation', 12.5, 5, 0, 40],
    ['no allocation, nothing used', 0, 0, 0, 0],
    ['no allocation, some used', 0, 1, 2, 100],
  ])('%s: %d allocated, %d booked, %d taken → %d%%', (_, allocation, booked, taken, expected) => {
    expect(usedPercentage(allocation, booked, taken)).toBe(expected);
  });
});
