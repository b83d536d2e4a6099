/*
 * Headcount (spec §2 People Metrics, §3 Headcount month row, §9), computed from the
 * effective-dated employment history. Zod-free, so the web app may import the constants. The
 * server computes the same rows in SQL (apps/server/src/features/people-metrics); this is the
 * definition both are tested against. docs/people-metrics.md says the same in words.
 */

/** How many completed months the page shows (DESIGN §9: 24 months of headcount). */
export const HEADCOUNT_MONTHS = 24;

/** Statuses of people who are employed: on a leave of absence one is still an employee. */
export const EMPLOYED_STATUSES = ['ACTIVE', 'LEAVE OF ABSENCE'] as const;
export const TERMINATED_STATUS = 'TERMINATED';

/**
 * Spec §9: headcount excludes these status reasons. The hire reasons make a move into the
 * headcount a hire, never a change; a return from leave is no move at all (the leave was
 * counted); and people in a PRESTART or Salary Continuance period are not counted.
 */
export const REPLACEMENT_HIRE_REASONS = ['NEW HIRE REPLACEMENT'] as const;
/** A hire not recorded as replacing someone adds to the headcount: net new. */
export const NET_NEW_HIRE_REASONS = ['NEW HIRE NET NEW', 'NEWHIRE', 'REHIRE'] as const;
export const RETURN_TO_WORK_REASON = 'RETURN TO WORK';
export const NOT_WORKING_REASONS = ['PRESTART', 'SALARY CONTINUANCE'] as const;
/** Termination reasons that are the person's own choice; every other termination is involuntary. */
export const VOLUNTARY_TERMINATION_REASONS = ['VOLUNTARY', 'RESIGNATION', 'RETIREMENT'] as const;

/** The spec's excluded reasons, as the spec writes them. */
export const EXCLUDED_STATUS_REASONS = [
  'NEWHIRE',
  'REHIRE',
  'NEW HIRE REPLACEMENT',
  'NEW HIRE NET NEW',
  'RETURN TO WORK',
  'PRESTART',
  'Salary Continuance',
] as const;

/** One row of `employment_history`: facts that hold from `effectiveFrom` until `effectiveTo` (exclusive). */
export interface EmploymentPeriod {
  id: string;
  employeeId: string;
  /** 'YYYY-MM-DD' */
  effectiveFrom: string;
  /** 'YYYY-MM-DD', exclusive; null while current. */
  effectiveTo: string | null;
  employmentStatus: string;
  statusReason: string | null;
  company: string | null;
  payClass: string | null;
  department: string | null;
}

/** Which people count: each list empty means any value; otherwise one of them. */
export interface HeadcountFilter {
  companies: readonly string[];
  payClasses: readonly string[];
  departments: readonly string[];
}

export const NO_HEADCOUNT_FILTER: HeadcountFilter = { companies: [], payClasses: [], departments: [] };

export const MOVE_KINDS = [
  'newHireReplacement',
  'newHireNetNew',
  'changeIn',
  'changeOut',
  'voluntary',
  'involuntary',
] as const;
export type MoveKind = (typeof MOVE_KINDS)[number];
export const MOVES_OUT: readonly MoveKind[] = ['changeOut', 'voluntary', 'involuntary'];

/** A person entering or leaving the filtered headcount. */
export interface HeadcountMove {
  employeeId: string;
  /**
   * 'YYYY-MM-DD', the day the move counts for: a move in, the first day counted; a move out,
   * the last day counted (a leaver's last day worked).
   */
  day: string;
  kind: MoveKind;
  /** The status reason of the period entered; null when the history simply ends. */
  statusReason: string | null;
}

/** Spec §3 Headcount month row, in the API's names. */
export interface HeadcountMonth {
  /** 'YYYY-MM-01' */
  month: string;
  activeAsOfFirst: number;
  newHireReplacement: number;
  newHireNetNew: number;
  /** Moves in minus moves out that are neither hires nor terminations (signed). */
  changes: number;
  voluntary: number;
  involuntary: number;
  activeAsOfEndOfMonth: number;
}

function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

const code = (value: string | null | undefined) => (value ?? '').trim().toUpperCase();
const among = (values: readonly string[], value: string | null | undefined) => values.includes(code(value));
const matches = (allowed: readonly string[], value: string | null) =>
  allowed.length === 0 || (value !== null && allowed.includes(value));

/** Whether a period's person counts in the filtered headcount while it lasts. */
export function countsInHeadcount(period: EmploymentPeriod, filter: HeadcountFilter): boolean {
  return (
    among(EMPLOYED_STATUSES, period.employmentStatus) &&
    !among(NOT_WORKING_REASONS, period.statusReason) &&
    matches(filter.companies, period.company) &&
    matches(filter.payClasses, period.payClass) &&
    matches(filter.departments, period.department)
  );
}

/** What a move into the headcount is, by the reason of the period entered. */
export function moveInKind(statusReason: string | null): MoveKind {
  if (among(REPLACEMENT_HIRE_REASONS, statusReason)) return 'newHireReplacement';
  if (among(NET_NEW_HIRE_REASONS, statusReason)) return 'newHireNetNew';
  return 'changeIn';
}

/** What a move out of the headcount is: a termination by its reason, otherwise a change. */
export function moveOutKind(
  entered: Pick<EmploymentPeriod, 'employmentStatus' | 'statusReason'> | null,
): MoveKind {
  if (!entered || code(entered.employmentStatus) !== TERMINATED_STATUS) return 'changeOut';
  return among(VOLUNTARY_TERMINATION_REASONS, entered.statusReason) ? 'voluntary' : 'involuntary';
}

/** By start, then id in byte order (as the database orders uuids), for rows starting together. */
const byStart = (a: EmploymentPeriod, b: EmploymentPeriod) =>
  a.effectiveFrom.localeCompare(b.effectiveFrom) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * A period lasts until its `effectiveTo` or the next period's start, whichever is earlier
 * (overlapping rows in an import do not count a person twice). Null: open-ended.
 */
function endOf(period: EmploymentPeriod, next: EmploymentPeriod | undefined): string | null {
  const ends = [period.effectiveTo, next?.effectiveFrom].filter((day): day is string => day != null);
  return ends.length === 0 ? null : ends.sort()[0]!;
}

/** Each person's periods oldest first, with when each one really ends. */
function timelines(periods: readonly EmploymentPeriod[]) {
  const byEmployee = new Map<string, EmploymentPeriod[]>();
  for (const period of periods) {
    const list = byEmployee.get(period.employeeId) ?? [];
    list.push(period);
    byEmployee.set(period.employeeId, list);
  }
  return [...byEmployee.values()].map((list) => {
    const sorted = [...list].sort(byStart);
    return (
      sorted
        .map((period, index) => ({ period, ends: endOf(period, sorted[index + 1]) }))
        // A period that ends as it starts covers no day: nobody is counted or moved by it.
        .filter(({ period, ends }) => ends === null || ends > period.effectiveFrom)
    );
  });
}

/**
 * Every move into or out of the filtered headcount. A person moves in when a period that
 * counts starts and they were not counted the day before (a hire by its reason, else a change
 * in); they move out when such a period gives way to one that does not count (a termination
 * when it is TERMINATED, else a change out) or when their history ends or pauses.
 */
export function headcountMoves(
  periods: readonly EmploymentPeriod[],
  filter: HeadcountFilter,
): HeadcountMove[] {
  const moves: HeadcountMove[] = [];
  for (const timeline of timelines(periods)) {
    const employeeId = timeline[0]!.period.employeeId;
    const moveOut = (firstDayOut: string, kind: MoveKind, statusReason: string | null) =>
      moves.push({ employeeId, day: dayBefore(firstDayOut), kind, statusReason });
    let counted = false;
    let countedUntil: string | null = null;
    for (const { period, ends } of timeline) {
      const wasCounted = counted && countedUntil === period.effectiveFrom;
      // The previous period ended before this one began: a gap in the history.
      if (counted && !wasCounted) moveOut(countedUntil!, 'changeOut', null);
      const counts = countsInHeadcount(period, filter);
      if (counts && !wasCounted) {
        const kind = moveInKind(period.statusReason);
        moves.push({ employeeId, day: period.effectiveFrom, kind, statusReason: period.statusReason });
      } else if (!counts && wasCounted) {
        moveOut(period.effectiveFrom, moveOutKind(period), period.statusReason);
      }
      counted = counts;
      countedUntil = ends;
    }
    // The history ends without a terminated period: the person simply stops being counted.
    if (counted && countedUntil !== null) moveOut(countedUntil, 'changeOut', null);
  }
  return moves.sort((a, b) => a.day.localeCompare(b.day) || a.employeeId.localeCompare(b.employeeId));
}

/** How many people count in the filtered headcount on a day. */
export function headcountOn(
  periods: readonly EmploymentPeriod[],
  filter: HeadcountFilter,
  day: string,
): number {
  let total = 0;
  for (const timeline of timelines(periods)) {
    const current = timeline.find(
      ({ period, ends }) => period.effectiveFrom <= day && (ends === null || ends > day),
    );
    if (current && countsInHeadcount(current.period, filter)) total += 1;
  }
  return total;
}

const pad = (value: number) => String(value).padStart(2, '0');
const monthStart = (year: number, monthIndex: number) => {
  const date = new Date(Date.UTC(year, monthIndex, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-01`;
};

/** The month after `month` ('YYYY-MM-01'). */
export function nextMonth(month: string): string {
  return monthStart(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
}

/** The last day of a month ('YYYY-MM-01' → 'YYYY-MM-31'). */
export const lastDayOf = (month: string) => dayBefore(nextMonth(month));

/**
 * The `count` completed months before the month of `today` ('YYYY-MM-DD'), oldest first, as
 * 'YYYY-MM-01': past months only (spec §2), the current month is not over yet.
 */
export function pastMonths(today: string, count = HEADCOUNT_MONTHS): string[] {
  const year = Number(today.slice(0, 4));
  const monthIndex = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, index) => monthStart(year, monthIndex - count + index));
}

/**
 * Spec §3 month rows. The month's moves are those whose day falls in it: hires and changes in
 * by their first day, leavers and changes out by their last day. Active as of the 1st is who
 * the month starts with: counted on the day before and still on the 1st (a leaver whose last
 * day was the day before belongs to the month before; a start on the 1st is this month's
 * hire). Active at the end of the month is who it hands on: counted on its last day and still
 * on the next 1st — the next month's Active as of the 1st. So for every month:
 * start + hires − terminations + changes = end.
 */
export function headcountMonths(
  periods: readonly EmploymentPeriod[],
  filter: HeadcountFilter,
  months: readonly string[],
): HeadcountMonth[] {
  const moves = headcountMoves(periods, filter);
  const outs = (day: string) =>
    moves.filter((move) => move.day === day && MOVES_OUT.includes(move.kind)).length;
  const stayingAfter = (day: string) => headcountOn(periods, filter, day) - outs(day);
  return months.map((month) => {
    const last = lastDayOf(month);
    const inMonth = moves.filter((move) => move.day >= month && move.day <= last);
    const countOf = (kind: MoveKind) => inMonth.filter((move) => move.kind === kind).length;
    return {
      month,
      activeAsOfFirst: stayingAfter(dayBefore(month)),
      newHireReplacement: countOf('newHireReplacement'),
      newHireNetNew: countOf('newHireNetNew'),
      changes: countOf('changeIn') - countOf('changeOut'),
      voluntary: countOf('voluntary'),
      involuntary: countOf('involuntary'),
      activeAsOfEndOfMonth: stayingAfter(last),
    };
  });
}

/** start + hires − terminations + changes: what the month's end must be. */
export const expectedEndOfMonth = (row: HeadcountMonth) =>
  row.activeAsOfFirst +
  row.newHireReplacement +
  row.newHireNetNew -
  row.voluntary -
  row.involuntary +
  row.changes;

export interface HeadcountSummary {
  /** The first month's opening headcount and the last month's closing one. */
  start: number;
  end: number;
  newHireReplacement: number;
  newHireNetNew: number;
  voluntary: number;
  involuntary: number;
  changes: number;
}

/** The months at a glance: where they started and ended, and what moved in between. */
export function summariseHeadcount(rows: readonly HeadcountMonth[]): HeadcountSummary {
  const sum = (pick: (row: HeadcountMonth) => number) => rows.reduce((total, row) => total + pick(row), 0);
  return {
    start: rows[0]?.activeAsOfFirst ?? 0,
    end: rows.at(-1)?.activeAsOfEndOfMonth ?? 0,
    newHireReplacement: sum((row) => row.newHireReplacement),
    newHireNetNew: sum((row) => row.newHireNetNew),
    voluntary: sum((row) => row.voluntary),
    involuntary: sum((row) => row.involuntary),
    changes: sum((row) => row.changes),
  };
}
