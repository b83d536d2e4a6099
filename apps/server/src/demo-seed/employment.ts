import { dayNumber, dayOfNumber } from '@portico/domain/calendar/site-calendar';
import { addYears } from '@portico/domain/people/celebrations';
import { DEMO_DEPARTMENTS, departmentByName } from './demo-content';
import type { PayClass, Position } from './org-structure';
import type { Random } from './random';
import { EMPLOYMENT_STATUSES, STATUS_REASONS } from './status-reasons';

/** One stretch of unchanged employment facts; it lasts until the next period starts. */
export interface EmploymentPeriod {
  from: number;
  employmentStatus: string;
  statusReason: string;
  companyCode: string;
  department: string;
  payClass: PayClass;
  jobTitle: string;
}

export interface Employment {
  hireDay: number;
  /** The last day worked, for people who have left. */
  terminationDay: number | null;
  employmentStatus: string;
  statusReason: string;
  statusEffectiveDay: number;
  /** Oldest first, never overlapping; the last one is current. */
  periods: EmploymentPeriod[];
}

/** Days here are day numbers (the domain's `dayNumber`), drawn by the thousand; a year is this many. */
export const DAYS_PER_YEAR = 365.25;
const YEAR = DAYS_PER_YEAR;
const HISTORY_YEARS = 15;
/** Hires in the last two years carry the newer replacement / net-new reasons. */
const RECENT_HIRE_DAYS = 730;

/** The same date `years` earlier, as the portal counts years (a 29 February falls on the 28th). */
export const yearsBefore = (day: number, years: number) => dayNumber(addYears(dayOfNumber(day), -years));

/**
 * Hire dates over fifteen years, more of them recent (a growing group), then a few of each
 * story the HR system records: leavers, rehires, returns from leave, promotions, transfers and
 * people about to start. Only generated people without reports get the stories that end or
 * pause employment, so nobody active ever reports to someone who has left.
 */
export function planEmployment(
  positions: readonly Position[],
  today: number,
  random: Random,
): Map<string, Employment> {
  const hires = new Map<string, number>();
  for (const position of positions) hires.set(position.employeeNumber, hireDayOf(position, today, random));

  const generated = positions.filter((position) => !position.fixed);
  const taken = new Set<string>();
  const choose = (candidates: readonly Position[], count: number) => {
    const chosen = random.shuffled(candidates.filter((p) => !taken.has(p.employeeNumber))).slice(0, count);
    chosen.forEach((position) => taken.add(position.employeeNumber));
    return new Set(chosen.map((position) => position.employeeNumber));
  };
  const leaves = generated.filter((position) => !position.hasReports);
  const hiredBefore = (days: number) => (position: Position) =>
    hires.get(position.employeeNumber)! <= today - days;
  const share = (fraction: number) => Math.round(positions.length * fraction);

  const prestarts = choose(leaves, Math.max(1, share(0.005)));
  for (const number of prestarts) hires.set(number, today + random.int(3, 30));
  const leavers = choose(leaves.filter(hiredBefore(120)), share(0.07));
  const rehires = choose(leaves.filter(hiredBefore(60)), share(0.02));
  const returners = choose(generated.filter(hiredBefore(400)), share(0.02));

  const result = new Map<string, Employment>();
  const { active, terminated, leaveOfAbsence } = EMPLOYMENT_STATUSES;
  for (const position of positions) {
    const number = position.employeeNumber;
    const hireDay = hires.get(number)!;
    const hireReason = prestarts.has(number)
      ? STATUS_REASONS.prestart
      : hireReasonFor(hireDay, today, random);
    const at = (from: number, statusReason: string, employmentStatus: string = active) => ({
      ...currentFacts(position),
      from,
      statusReason,
      employmentStatus,
    });
    let periods: EmploymentPeriod[];
    let terminationDay: number | null = null;
    if (leavers.has(number)) {
      terminationDay = random.int(Math.max(hireDay + 90, today - 900), today - 1);
      const reason = random.chance(0.7) ? STATUS_REASONS.voluntary : STATUS_REASONS.involuntary;
      periods = [at(hireDay, hireReason), at(terminationDay + 1, reason, terminated)];
    } else if (rehires.has(number)) {
      const leftDay = hireDay - random.int(60, 720);
      const firstHireDay = leftDay - random.int(300, 2000);
      periods = [
        at(firstHireDay, STATUS_REASONS.newHire),
        at(leftDay, STATUS_REASONS.voluntary, terminated),
        at(hireDay, STATUS_REASONS.rehire),
      ];
    } else if (returners.has(number)) {
      const leaveDay = random.int(hireDay + 180, today - 90);
      const returnDay = leaveDay + random.int(30, Math.min(180, today - 1 - leaveDay));
      const leaveReason = random.chance(0.5) ? STATUS_REASONS.medicalLeave : STATUS_REASONS.parentalLeave;
      periods = [
        at(hireDay, hireReason),
        at(leaveDay, leaveReason, leaveOfAbsence),
        at(returnDay, STATUS_REASONS.returnToWork),
      ];
    } else {
      periods = [at(hireDay, hireReason), ...careerMove(position, hireDay, today, random)];
      if (periods.length > 1) Object.assign(periods[0]!, earlierFacts(position, random));
    }
    // The status fields follow the last status change; a promotion or transfer changes the job only.
    const last = periods.findLast((period) => !JOB_CHANGES.has(period.statusReason))!;
    const { employmentStatus, statusReason, from: statusEffectiveDay } = last;
    result.set(number, {
      hireDay,
      terminationDay,
      employmentStatus,
      statusReason,
      statusEffectiveDay,
      periods,
    });
  }
  return result;
}

const JOB_CHANGES = new Set<string>([STATUS_REASONS.promotion, STATUS_REASONS.transfer]);

function hireDayOf(position: Position, today: number, random: Random): number {
  const persona = position.persona;
  if (persona) return yearsBefore(today + persona.anniversaryInDays, persona.yearsOfService);
  if (position.employeeNumber === '000001') return yearsBefore(today + random.int(1, 364), HISTORY_YEARS);
  if (position.fixed && position.hasReports)
    return today - random.int(Math.round(4 * YEAR), Math.round(14 * YEAR));
  // r^1.4 leans towards small values: about a quarter of people joined in the last two years.
  return today - 3 - Math.floor((HISTORY_YEARS * YEAR - 3) * random.next() ** 1.4);
}

function hireReasonFor(hireDay: number, today: number, random: Random): string {
  if (hireDay <= today - RECENT_HIRE_DAYS) return STATUS_REASONS.newHire;
  return random.weighted([
    [STATUS_REASONS.newHireReplacement, 0.5],
    [STATUS_REASONS.newHireNetNew, 0.45],
    [STATUS_REASONS.newHire, 0.05],
  ]);
}

const currentFacts = (position: Position) => ({
  employmentStatus: EMPLOYMENT_STATUSES.active as string,
  companyCode: position.companyCode,
  department: position.department,
  payClass: position.payClass,
  jobTitle: position.jobTitle,
});

/** Managers may have been promoted into the role; some others transferred in from elsewhere. */
function careerMove(position: Position, hireDay: number, today: number, random: Random): EmploymentPeriod[] {
  const persona = position.persona;
  if (persona?.promotedFrom) {
    const from = yearsBefore(today, persona.promotedFrom.yearsAgo);
    return [{ ...currentFacts(position), from, statusReason: STATUS_REASONS.promotion }];
  }
  if (position.fixed || hireDay > today - 365) return [];
  const moved = position.hasReports ? random.chance(0.4) : random.chance(0.08);
  if (!moved) return [];
  const reason = position.hasReports ? STATUS_REASONS.promotion : STATUS_REASONS.transfer;
  return [{ ...currentFacts(position), from: random.int(hireDay + 180, today - 14), statusReason: reason }];
}

/** The job held before a promotion (a staff role) or a transfer (another department). */
function earlierFacts(position: Position, random: Random): Partial<EmploymentPeriod> {
  const promotedFrom = position.persona?.promotedFrom;
  if (promotedFrom) return { jobTitle: promotedFrom.jobTitle };
  if (position.hasReports) {
    return { jobTitle: random.pick(departmentByName(position.department).staffTitles) };
  }
  const others = DEMO_DEPARTMENTS.filter((d) => d.name !== position.department && d.name !== 'Executive');
  const earlier = random.pick(others);
  return { department: earlier.name, jobTitle: random.pick(earlier.staffTitles) };
}
