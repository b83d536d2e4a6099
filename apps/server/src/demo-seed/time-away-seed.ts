import {
  dayNumber,
  dayOfNumber,
  MONDAY_TO_FRIDAY,
  weekdayOfNumber,
} from '@portico/domain/calendar/site-calendar';
import { utcDay } from '@portico/domain/shared/dates';
import type { TimeAwayRequestType } from '@portico/domain/time-away/time-away-constants';
import { insertInChunks } from '../db/insert-in-chunks';
import { timeAwayAllocations, timeAwayEntries } from '../db/schema';
import { withBulkLoad } from './bulk-load';
import type { DemoEmployeeRow, DemoOrganisation } from './organisation';
import { PERSONAS } from '../reference-data/personas';
import { createRandom, type Random } from './random';
import type { DemoSeedModule } from './seed-module';

type DemoAllocationRow = typeof timeAwayAllocations.$inferInsert;
type DemoTimeAwayRow = typeof timeAwayEntries.$inferInsert;

/** The seed's year of time away: about ten months back and two ahead of today. */
const DAYS_BACK = 300;
const DAYS_AHEAD = 60;
/** Share of people with a holiday starting this week, so "Who's out" has something to say. */
const OUT_THIS_WEEK_SHARE = 0.06;

/** Days here are day numbers (the domain's `dayNumber`), by the hundred thousand at 10,000 people. */
const isWorkday = (day: number) => MONDAY_TO_FRIDAY.includes(weekdayOfNumber(day));
const nextWorkday = (day: number) => {
  let next = day;
  while (!isWorkday(next)) next += 1;
  return next;
};

interface PlannedDay {
  day: number;
  requestType: TimeAwayRequestType;
  requestStatus?: string;
}

/**
 * One person's days away. Days are kept apart (nobody is away twice on one day); `reserved`
 * days stay free of any entry, so a story's person is not also away on them by chance.
 */
class AwayDays {
  readonly days = new Map<number, PlannedDay>();
  constructor(
    private readonly earliest: number,
    private readonly latest: number,
    private readonly reserved: ReadonlySet<number> = new Set(),
  ) {}

  add(entry: PlannedDay): boolean {
    if (entry.day < this.earliest || entry.day > this.latest) return false;
    if (this.days.has(entry.day) || this.reserved.has(entry.day)) return false;
    this.days.set(entry.day, entry);
    return true;
  }

  /** `length` workdays in a row from the first workday on or after `start`. */
  block(start: number, length: number, requestType: TimeAwayRequestType) {
    let day = nextWorkday(start);
    for (let placed = 0; placed < length; day = nextWorkday(day + 1)) {
      this.add({ day, requestType });
      placed += 1;
    }
  }
}

function allocationsOf(person: DemoEmployeeRow, random: Random): Record<TimeAwayRequestType, number> {
  const salaried = person.payClass === 'Salary';
  return {
    Vacation_Salary: salaried ? random.pick([15, 15, 20, 20, 25]) : 0,
    Carry_Over: random.chance(0.4) ? random.pick([1, 2, 2.5, 3, 5]) : 0,
    Sick: 5,
    'Personal Day': 2,
    Float: 1,
    'Volunteer Day': 1,
    Vacation: salaried ? 0 : random.pick([10, 10, 15]),
  };
}

/** A plausible year for anyone: a holiday or three, a few sick days, the odd personal day. */
function ordinaryYear(
  away: AwayDays,
  allocations: Record<TimeAwayRequestType, number>,
  span: { from: number; to: number; today: number },
  random: Random,
) {
  const holiday: TimeAwayRequestType = allocations.Vacation_Salary > 0 ? 'Vacation_Salary' : 'Vacation';
  let holidayLeft = allocations[holiday];
  for (let blocks = random.int(1, 3); blocks > 0 && holidayLeft >= 2; blocks -= 1) {
    const length = Math.min(random.int(2, 5), holidayLeft);
    away.block(random.int(span.from, span.to), length, holiday);
    holidayLeft -= length;
  }
  if (holidayLeft >= 1 && random.chance(OUT_THIS_WEEK_SHARE)) {
    away.block(span.today + random.int(0, 4), Math.min(random.int(1, 3), holidayLeft), holiday);
  }
  for (let sick = random.int(0, 4); sick > 0; sick -= 1) {
    away.add({ day: nextWorkday(random.int(span.from, span.today - 1)), requestType: 'Sick' });
  }
  if (allocations.Carry_Over >= 1 && random.chance(0.7)) {
    away.block(random.int(span.from, span.from + 120), Math.floor(allocations.Carry_Over), 'Carry_Over');
  }
  for (let personal = random.int(0, 2); personal > 0; personal -= 1) {
    away.add({ day: nextWorkday(random.int(span.from, span.to)), requestType: 'Personal Day' });
  }
  if (random.chance(0.5))
    away.add({ day: nextWorkday(random.int(span.from, span.to)), requestType: 'Float' });
  if (random.chance(0.3)) {
    away.add({ day: nextWorkday(random.int(span.from, span.to)), requestType: 'Volunteer Day' });
  }
}

/**
 * Emery's year, fixed so a demo (and the end-to-end test) can tell her totals by heart:
 * Vacation Salary 15 with 5 taken and 3 booked, 2 sick days and 2 carry-over days taken, a
 * volunteer day taken, and a float day booked but not yet approved.
 */
export const EMERY_ALLOCATIONS: Record<TimeAwayRequestType, number> = {
  Vacation_Salary: 15,
  Carry_Over: 3,
  Sick: 5,
  'Personal Day': 2,
  Float: 1,
  'Volunteer Day': 1,
  Vacation: 0,
};

function emerysYear(away: AwayDays, today: number) {
  away.block(today - 63, 5, 'Vacation_Salary');
  away.block(today - 120, 2, 'Carry_Over');
  away.add({ day: nextWorkday(today - 90), requestType: 'Sick' });
  away.add({ day: nextWorkday(today - 20), requestType: 'Sick' });
  away.add({ day: nextWorkday(today - 34), requestType: 'Volunteer Day' });
  away.block(today + 14, 3, 'Vacation_Salary');
  away.add({ day: nextWorkday(today + 25), requestType: 'Float', requestStatus: 'PENDING' });
}

/** Casey's year: time taken and nothing booked yet, so My Time Away shows 'No time booked.'. */
function caseysYear(away: AwayDays, today: number) {
  away.block(today - 150, 4, 'Vacation_Salary');
  away.add({ day: nextWorkday(today - 45), requestType: 'Sick' });
}

/** Drew's reports besides Emery, by employee number: the people of his team's Who's out story. */
export const drewsTeamBesidesEmery = (organisation: DemoOrganisation) =>
  organisation.employees
    .filter(
      (person) =>
        person.managerEmployeeNumber === PERSONAS.drew.employeeNumber && person.id !== PERSONAS.emery.id,
    )
    .sort((a, b) => a.employeeNumber.localeCompare(b.employeeNumber));

/**
 * Drew's team, so his dashboard always has news: his first report besides Emery is off sick
 * today, the second away on the rest of this week's days after today (none on a Sunday).
 */
function drewsTeamStories(organisation: DemoOrganisation, today: number) {
  const team = drewsTeamBesidesEmery(organisation);
  const sunday = today + ((7 - weekdayOfNumber(today)) % 7);
  const stories = new Map<string, PlannedDay[]>();
  const [offToday, laterThisWeek] = team;
  if (offToday) stories.set(offToday.id, [{ day: today, requestType: 'Sick' }]);
  if (laterThisWeek && sunday > today) {
    const days: PlannedDay[] = [];
    for (let day = today + 1; day <= Math.min(sunday, today + 2); day++) {
      days.push({ day, requestType: 'Vacation_Salary' });
    }
    stories.set(laterThisWeek.id, days);
  }
  return { stories, sunday };
}

const isCurrent = (person: DemoEmployeeRow) =>
  person.employmentStatus.toUpperCase() === 'ACTIVE' && !person.terminationDate;

/**
 * The demo's time away, pure: every current employee's allocations for the seven request types
 * and a year of days away, Taken up to today and Booked after it, most approved and some
 * booked days still pending. The same organisation and day always give the same rows.
 */
export function planTimeAway(organisation: DemoOrganisation, today: Date) {
  const random = createRandom('demo:time-away');
  const day = dayNumber(utcDay(today));
  const { stories, sunday } = drewsTeamStories(organisation, day);
  const allocations: DemoAllocationRow[] = [];
  const entries: DemoTimeAwayRow[] = [];
  for (const person of organisation.employees) {
    if (!isCurrent(person)) continue;
    const isEmery = person.id === PERSONAS.emery.id;
    const allocation = isEmery ? EMERY_ALLOCATIONS : allocationsOf(person, random);
    const earliest = Math.max(day - DAYS_BACK, person.hireDate ? dayNumber(person.hireDate) : 0);
    const story = stories.get(person.id);
    // A story's person is away this week on the story's days only.
    const reserved = new Set<number>();
    if (story) for (let free = day; free <= sunday; free++) reserved.add(free);
    const away = new AwayDays(earliest, day + DAYS_AHEAD, reserved);
    for (const planned of story ?? []) away.days.set(planned.day, planned);
    if (isEmery) emerysYear(away, day);
    else if (person.id === PERSONAS.casey.id) caseysYear(away, day);
    else ordinaryYear(away, allocation, { from: earliest, to: day + DAYS_AHEAD, today: day }, random);

    for (const [requestType, days] of Object.entries(allocation)) {
      allocations.push({ employeeId: person.id, requestType, days });
    }
    for (const planned of away.days.values()) {
      const taken = planned.day <= day;
      entries.push({
        employeeId: person.id,
        entryType: 'Used',
        status: taken ? 'Taken' : 'Booked',
        requestType: planned.requestType,
        requestStatus:
          planned.requestStatus ?? (taken || isEmery || random.chance(0.8) ? 'APPROVED' : 'PENDING'),
        awayOn: dayOfNumber(planned.day),
      });
    }
  }
  return { allocations, entries };
}

/** Everyone current's allocations and year, inserted set-based (a large load before its indexes). */
export const timeAwaySeed: DemoSeedModule = {
  name: 'time-away',
  tables: [timeAwayAllocations, timeAwayEntries],
  async seed(tx, { organisation, today }) {
    const { allocations, entries } = planTimeAway(organisation, today);
    await withBulkLoad(tx, [timeAwayAllocations, timeAwayEntries], entries.length, async () => {
      await insertInChunks(tx, timeAwayAllocations, allocations);
      await insertInChunks(tx, timeAwayEntries, entries);
    });
  },
};
