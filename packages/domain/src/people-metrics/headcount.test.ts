import { describe, expect, it } from 'vitest';
import {
  EXCLUDED_STATUS_REASONS,
  expectedEndOfMonth,
  headcountMonths,
  headcountMoves,
  lastDayOf,
  nextMonth,
  NO_HEADCOUNT_FILTER,
  pastMonths,
  summariseHeadcount,
  type EmploymentPeriod,
  type HeadcountFilter,
  type HeadcountMonth,
  type MoveKind,
} from './headcount';

type Facts = Partial<Omit<EmploymentPeriod, 'id' | 'employeeId' | 'effectiveFrom' | 'effectiveTo'>>;

/** One person's history: [from, facts] steps, each lasting until the next; `until` closes the last. */
function person(
  employeeId: string,
  steps: [string, Facts][],
  until: string | null = null,
): EmploymentPeriod[] {
  return steps.map(([from, facts], index) => ({
    id: `${employeeId}:${index}`,
    employeeId,
    effectiveFrom: from,
    effectiveTo: steps[index + 1]?.[0] ?? until,
    employmentStatus: 'ACTIVE',
    statusReason: 'NEWHIRE',
    company: 'HLG',
    payClass: 'Salary',
    department: 'Operations',
    ...facts,
  }));
}

const MARCH = '2025-03-01';
const filter = (overrides: Partial<HeadcountFilter> = {}): HeadcountFilter => ({
  ...NO_HEADCOUNT_FILTER,
  ...overrides,
});
const marchOf = (periods: EmploymentPeriod[], by: HeadcountFilter = NO_HEADCOUNT_FILTER) =>
  headcountMonths(periods, by, [MARCH])[0]!;

const row = (values: Partial<HeadcountMonth>): HeadcountMonth => ({
  month: MARCH,
  activeAsOfFirst: 0,
  newHireReplacement: 0,
  newHireNetNew: 0,
  changes: 0,
  voluntary: 0,
  involuntary: 0,
  activeAsOfEndOfMonth: 0,
  ...values,
});

describe('headcountMonths: one person, one story, in March 2025', () => {
  const cases: [string, EmploymentPeriod[], HeadcountFilter, Partial<HeadcountMonth>][] = [
    [
      'employed all month',
      person('a', [['2020-01-06', {}]]),
      filter(),
      { activeAsOfFirst: 1, activeAsOfEndOfMonth: 1 },
    ],
    [
      'hired as a replacement mid-month',
      person('a', [['2025-03-10', { statusReason: 'NEW HIRE REPLACEMENT' }]]),
      filter(),
      { newHireReplacement: 1, activeAsOfEndOfMonth: 1 },
    ],
    [
      'hired net new on the 1st (the opening count is taken before it)',
      person('a', [['2025-03-01', { statusReason: 'NEW HIRE NET NEW' }]]),
      filter(),
      { newHireNetNew: 1, activeAsOfEndOfMonth: 1 },
    ],
    [
      'hired on the last day',
      person('a', [['2025-03-31', { statusReason: 'NEW HIRE NET NEW' }]]),
      filter(),
      { newHireNetNew: 1, activeAsOfEndOfMonth: 1 },
    ],
    [
      'hired with the older NEWHIRE reason: net new',
      person('a', [['2025-03-10', { statusReason: 'NEWHIRE' }]]),
      filter(),
      { newHireNetNew: 1, activeAsOfEndOfMonth: 1 },
    ],
    [
      'rehired after leaving two years ago: net new',
      person('a', [
        ['2020-01-06', {}],
        ['2023-02-01', { employmentStatus: 'TERMINATED', statusReason: 'VOLUNTARY' }],
        ['2025-03-17', { statusReason: 'REHIRE' }],
      ]),
      filter(),
      { newHireNetNew: 1, activeAsOfEndOfMonth: 1 },
    ],
    [
      'hire reasons are compared whatever their case or spaces',
      person('a', [['2025-03-10', { statusReason: ' new hire replacement ' }]]),
      filter(),
      { newHireReplacement: 1, activeAsOfEndOfMonth: 1 },
    ],
    [
      'left voluntarily (last day the 14th)',
      person('a', [
        ['2020-01-06', {}],
        ['2025-03-15', { employmentStatus: 'TERMINATED', statusReason: 'VOLUNTARY' }],
      ]),
      filter(),
      { activeAsOfFirst: 1, voluntary: 1 },
    ],
    [
      'let go (status compared whatever its case)',
      person('a', [
        ['2020-01-06', {}],
        ['2025-03-15', { employmentStatus: 'Terminated', statusReason: 'INVOLUNTARY' }],
      ]),
      filter(),
      { activeAsOfFirst: 1, involuntary: 1 },
    ],
    [
      'terminated for a reason that is not voluntary: involuntary',
      person('a', [
        ['2020-01-06', {}],
        ['2025-03-15', { employmentStatus: 'TERMINATED', statusReason: 'Salary Continuance' }],
      ]),
      filter(),
      { activeAsOfFirst: 1, involuntary: 1 },
    ],
    [
      'last day worked the 31st: a March leaver, not handed on to April',
      person('a', [
        ['2020-01-06', {}],
        ['2025-04-01', { employmentStatus: 'TERMINATED', statusReason: 'VOLUNTARY' }],
      ]),
      filter(),
      { activeAsOfFirst: 1, voluntary: 1 },
    ],
    [
      'last day worked the 28th of February: a February leaver, not in March',
      person('a', [
        ['2020-01-06', {}],
        ['2025-03-01', { employmentStatus: 'TERMINATED', statusReason: 'VOLUNTARY' }],
      ]),
      filter(),
      {},
    ],
    [
      'hired and gone within the month',
      person('a', [
        ['2025-03-03', { statusReason: 'NEW HIRE NET NEW' }],
        ['2025-03-21', { employmentStatus: 'TERMINATED', statusReason: 'INVOLUNTARY' }],
      ]),
      filter(),
      { newHireNetNew: 1, involuntary: 1 },
    ],
    [
      'promoted: no move',
      person('a', [
        ['2020-01-06', {}],
        ['2025-03-10', { statusReason: 'PROMOTION' }],
      ]),
      filter(),
      { activeAsOfFirst: 1, activeAsOfEndOfMonth: 1 },
    ],
    [
      'on leave and back in the month: still employed, no move',
      person('a', [
        ['2020-01-06', {}],
        ['2025-03-03', { employmentStatus: 'LEAVE OF ABSENCE', statusReason: 'MEDICAL LEAVE' }],
        ['2025-03-24', { statusReason: 'RETURN TO WORK' }],
      ]),
      filter(),
      { activeAsOfFirst: 1, activeAsOfEndOfMonth: 1 },
    ],
    [
      'PRESTART: not counted until the hire',
      person('a', [
        ['2025-03-03', { statusReason: 'PRESTART' }],
        ['2025-03-17', { statusReason: 'NEW HIRE REPLACEMENT' }],
      ]),
      filter(),
      { newHireReplacement: 1, activeAsOfEndOfMonth: 1 },
    ],
    [
      'PRESTART all month: not counted',
      person('a', [['2025-02-20', { statusReason: 'PRESTART' }]]),
      filter(),
      {},
    ],
    [
      'moved to Salary Continuance while still ACTIVE: a change out',
      person('a', [
        ['2020-01-06', {}],
        ['2025-03-10', { statusReason: 'Salary Continuance' }],
      ]),
      filter(),
      { activeAsOfFirst: 1, changes: -1 },
    ],
    [
      'an unknown status (INACTIVE) is not employed: a change out',
      person('a', [
        ['2020-01-06', {}],
        ['2025-03-10', { employmentStatus: 'INACTIVE', statusReason: 'SUSPENDED' }],
      ]),
      filter(),
      { activeAsOfFirst: 1, changes: -1 },
    ],
    [
      'transferred into the filtered department: a change in',
      person('a', [
        ['2020-01-06', { department: 'Sales' }],
        ['2025-03-10', { statusReason: 'TRANSFER' }],
      ]),
      filter({ departments: ['Operations'] }),
      { changes: 1, activeAsOfEndOfMonth: 1 },
    ],
    [
      'transferred out of the filtered department: a change out',
      person('a', [
        ['2020-01-06', {}],
        ['2025-03-10', { statusReason: 'TRANSFER', department: 'Sales' }],
      ]),
      filter({ departments: ['Operations'] }),
      { activeAsOfFirst: 1, changes: -1 },
    ],
    [
      'the same transfer without a filter: no move',
      person('a', [
        ['2020-01-06', {}],
        ['2025-03-10', { statusReason: 'TRANSFER', department: 'Sales' }],
      ]),
      filter(),
      { activeAsOfFirst: 1, activeAsOfEndOfMonth: 1 },
    ],
    [
      'moved from hourly to salary, filtered to salary: a change in',
      person('a', [
        ['2020-01-06', { payClass: 'Hourly' }],
        ['2025-03-10', { statusReason: 'PROMOTION' }],
      ]),
      filter({ payClasses: ['Salary'] }),
      { changes: 1, activeAsOfEndOfMonth: 1 },
    ],
    [
      'moved to another company in the filter: no move',
      person('a', [
        ['2020-01-06', {}],
        ['2025-03-10', { statusReason: 'TRANSFER', company: 'NPL' }],
      ]),
      filter({ companies: ['HLG', 'NPL'] }),
      { activeAsOfFirst: 1, activeAsOfEndOfMonth: 1 },
    ],
    [
      'hired into another company than the filtered one: not counted',
      person('a', [['2025-03-10', { statusReason: 'NEW HIRE NET NEW', company: 'NPL' }]]),
      filter({ companies: ['HLG'] }),
      {},
    ],
    [
      'terminated while in another department than the filtered one: a change out, not a leaver',
      person('a', [
        ['2020-01-06', {}],
        ['2025-03-03', { statusReason: 'TRANSFER', department: 'Sales' }],
        ['2025-03-20', { employmentStatus: 'TERMINATED', statusReason: 'VOLUNTARY', department: 'Sales' }],
      ]),
      filter({ departments: ['Operations'] }),
      { activeAsOfFirst: 1, changes: -1 },
    ],
    [
      'a history that stops on the 20th without a terminated row: a change out',
      person('a', [['2020-01-06', {}]], '2025-03-20'),
      filter(),
      { activeAsOfFirst: 1, changes: -1 },
    ],
    [
      'a gap in the history, then back: out and in again',
      [
        ...person('a', [['2020-01-06', {}]], '2025-03-05'),
        ...person('a', [['2025-03-19', { statusReason: 'TRANSFER' }]]).map((period) => ({
          ...period,
          id: 'a:9',
        })),
      ],
      filter(),
      { activeAsOfFirst: 1, changes: 0, activeAsOfEndOfMonth: 1 },
    ],
    [
      'a row ending after the next begins counts the person once',
      [
        { ...person('a', [['2020-01-06', {}]])[0]!, effectiveTo: '2025-06-01' },
        ...person('a', [['2025-03-10', { statusReason: 'PROMOTION' }]]).map((period) => ({
          ...period,
          id: 'a:9',
        })),
      ],
      filter(),
      { activeAsOfFirst: 1, activeAsOfEndOfMonth: 1 },
    ],
    [
      'hired after March: not yet counted',
      person('a', [['2025-04-07', { statusReason: 'NEWHIRE' }]]),
      filter(),
      {},
    ],
  ];

  it.each(cases)('%s', (_name, periods, by, expected) => {
    const result = marchOf(periods, by);
    expect(result).toEqual(row(expected));
    expect(expectedEndOfMonth(result)).toBe(result.activeAsOfEndOfMonth);
  });
});

describe('headcountMoves', () => {
  it('names each move with its day, kind and reason', () => {
    const periods = [
      ...person('a', [
        ['2025-01-06', { statusReason: 'NEW HIRE REPLACEMENT' }],
        ['2025-03-15', { employmentStatus: 'TERMINATED', statusReason: 'VOLUNTARY' }],
      ]),
      ...person('b', [
        ['2024-01-06', { department: 'Sales' }],
        ['2025-02-10', { statusReason: 'TRANSFER' }],
      ]),
    ];
    expect(headcountMoves(periods, filter({ departments: ['Operations'] }))).toEqual([
      {
        employeeId: 'a',
        day: '2025-01-06',
        kind: 'newHireReplacement',
        statusReason: 'NEW HIRE REPLACEMENT',
      },
      { employeeId: 'b', day: '2025-02-10', kind: 'changeIn', statusReason: 'TRANSFER' },
      // A leaver's day is their last day worked.
      { employeeId: 'a', day: '2025-03-14', kind: 'voluntary', statusReason: 'VOLUNTARY' },
    ]);
  });

  const excluded: [string, MoveKind | null, MoveKind | null][] = [
    ['NEWHIRE', 'newHireNetNew', null],
    ['REHIRE', 'newHireNetNew', null],
    ['NEW HIRE REPLACEMENT', 'newHireReplacement', null],
    ['NEW HIRE NET NEW', 'newHireNetNew', null],
    ['RETURN TO WORK', 'changeIn', null],
    ['PRESTART', null, 'changeOut'],
    ['Salary Continuance', null, 'changeOut'],
  ];

  it('covers every excluded reason of the spec', () => {
    expect(excluded.map(([reason]) => reason)).toEqual([...EXCLUDED_STATUS_REASONS]);
  });

  // Spec §9: none of these reasons is ever counted as a change of someone employed: hires are
  // hires, a return from leave is no move (the leave was counted), and PRESTART and Salary
  // Continuance are not counted at all.
  it.each(excluded)('%s: for someone new %s; for someone on leave %s', (reason, whenNew, whenOnLeave) => {
    const moveOn10th = (periods: EmploymentPeriod[]) =>
      headcountMoves(periods, NO_HEADCOUNT_FILTER).find((move) => move.day >= '2025-03-01')?.kind ?? null;
    expect(moveOn10th(person('a', [['2025-03-10', { statusReason: reason }]]))).toBe(whenNew);
    const onLeave = person('a', [
      ['2020-01-06', { employmentStatus: 'LEAVE OF ABSENCE', statusReason: 'PARENTAL LEAVE' }],
      ['2025-03-10', { statusReason: reason }],
    ]);
    expect(moveOn10th(onLeave)).toBe(whenOnLeave);
  });
});

describe('months', () => {
  it.each([
    ['2025-06-15', 3, ['2025-03-01', '2025-04-01', '2025-05-01']],
    ['2025-01-01', 2, ['2024-11-01', '2024-12-01']],
    ['2024-03-31', 1, ['2024-02-01']],
  ] as const)('the %i months before %s', (today, count, expected) => {
    expect(pastMonths(today, count)).toEqual(expected);
  });

  it('gives 24 completed months by default, ending with last month', () => {
    const months = pastMonths('2025-06-15');
    expect(months).toHaveLength(24);
    expect(months[0]).toBe('2023-06-01');
    expect(months.at(-1)).toBe('2025-05-01');
  });

  it.each([
    ['2024-02-01', '2024-02-29', '2024-03-01'],
    ['2025-02-01', '2025-02-28', '2025-03-01'],
    ['2025-12-01', '2025-12-31', '2026-01-01'],
  ])('%s ends on %s and is followed by %s', (month, last, next) => {
    expect(lastDayOf(month)).toBe(last);
    expect(nextMonth(month)).toBe(next);
  });
});

describe('a small team over a year', () => {
  const periods = [
    ...person('lead', [['2018-04-02', {}]]),
    ...person('hired', [['2024-08-12', { statusReason: 'NEW HIRE NET NEW' }]]),
    ...person('replaced', [
      ['2021-05-03', {}],
      ['2024-10-19', { employmentStatus: 'TERMINATED', statusReason: 'VOLUNTARY' }],
    ]),
    ...person('replacement', [['2024-11-04', { statusReason: 'NEW HIRE REPLACEMENT' }]]),
    ...person('mover', [
      ['2022-01-10', { department: 'Sales' }],
      ['2024-09-01', { statusReason: 'TRANSFER' }],
      ['2025-02-01', { statusReason: 'TRANSFER', department: 'Finance' }],
    ]),
    ...person('leaver', [
      ['2023-03-06', {}],
      ['2025-01-15', { employmentStatus: 'TERMINATED', statusReason: 'INVOLUNTARY' }],
    ]),
  ];
  const months = pastMonths('2025-06-10', 12);

  it.each([
    NO_HEADCOUNT_FILTER,
    filter({ departments: ['Operations'] }),
    filter({ departments: ['Sales', 'Finance'] }),
  ])('each month opens where the last one closed and adds up (%j)', (by) => {
    const rows = headcountMonths(periods, by, months);
    rows.forEach((month, index) => {
      expect(expectedEndOfMonth(month), month.month).toBe(month.activeAsOfEndOfMonth);
      if (index > 0) expect(month.activeAsOfFirst).toBe(rows[index - 1]!.activeAsOfEndOfMonth);
    });
  });

  it('counts the Operations team month by month', () => {
    const rows = headcountMonths(periods, filter({ departments: ['Operations'] }), months);
    expect(rows.map((month) => [month.month, month.activeAsOfEndOfMonth])).toEqual([
      ['2024-06-01', 3],
      ['2024-07-01', 3],
      ['2024-08-01', 4],
      ['2024-09-01', 5],
      ['2024-10-01', 4],
      ['2024-11-01', 5],
      ['2024-12-01', 5],
      ['2025-01-01', 3],
      ['2025-02-01', 3],
      ['2025-03-01', 3],
      ['2025-04-01', 3],
      ['2025-05-01', 3],
    ]);
    expect(summariseHeadcount(rows)).toEqual({
      start: 3,
      end: 3,
      newHireReplacement: 1,
      newHireNetNew: 1,
      voluntary: 1,
      involuntary: 1,
      changes: 0,
    });
  });

  it('summarises no months as nothing', () => {
    expect(summariseHeadcount([])).toMatchObject({ start: 0, end: 0, changes: 0 });
  });
});

describe('any history adds up', () => {
  /** A small deterministic generator, so a failure can be replayed. */
  function random(seed: number) {
    let state = seed;
    return () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648;
    };
  }
  const STATUSES = ['ACTIVE', 'ACTIVE', 'ACTIVE', 'TERMINATED', 'LEAVE OF ABSENCE', 'INACTIVE'];
  const REASONS = [...EXCLUDED_STATUS_REASONS, 'VOLUNTARY', 'INVOLUNTARY', 'PROMOTION', 'TRANSFER', null];
  const pick = <T>(next: () => number, values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  const day = (next: () => number) =>
    new Date(Date.UTC(2023, 0, 1) + Math.floor(next() * 900) * 86_400_000).toISOString().slice(0, 10);

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('random organisation %i', (seed) => {
    const next = random(seed);
    const periods: EmploymentPeriod[] = [];
    for (let index = 0; index < 60; index++) {
      const starts = Array.from({ length: 1 + Math.floor(next() * 4) }, () => day(next)).sort();
      // Now and then a row closes early, leaving a gap, or the history stops.
      const until = next() < 0.1 ? day(next) : null;
      periods.push(
        ...person(
          `p${index}`,
          starts.map((from) => [
            from,
            {
              employmentStatus: pick(next, STATUSES),
              statusReason: pick(next, REASONS),
              department: pick(next, ['Operations', 'Sales', null]),
              payClass: pick(next, ['Salary', 'Hourly']),
              company: pick(next, ['HLG', 'NPL']),
            },
          ]),
        ).map((period, at, all) =>
          at === all.length - 1 && until && until > period.effectiveFrom
            ? { ...period, effectiveTo: until }
            : period,
        ),
      );
    }
    for (const by of [
      NO_HEADCOUNT_FILTER,
      filter({ departments: ['Operations'] }),
      filter({ companies: ['NPL'], payClasses: ['Hourly'] }),
    ]) {
      const rows = headcountMonths(periods, by, pastMonths('2025-07-04', 30));
      rows.forEach((month, index) => {
        expect(expectedEndOfMonth(month), month.month).toBe(month.activeAsOfEndOfMonth);
        if (index > 0) expect(month.activeAsOfFirst).toBe(rows[index - 1]!.activeAsOfEndOfMonth);
      });
    }
  });
});
