import {
  dayNumber,
  dayOfNumber,
  MONDAY_TO_FRIDAY,
  weekdayOfNumber,
} from '@portico/domain/calendar/site-calendar';
import { utcDay } from '@portico/domain/shared/dates';
import type { TimeAwayRequestType } from '@portico/domain/time-away/time-away-constants';
import { copyRows } from '../db/copy-rows';
import { timeAwayAllocations, timeAwayEntries } from '../db/schema';
import { withBulkLoad } from '../db/bulk-load';
import type { DemoEmployeeRow, DemoOrganisation } from './organisation';
import { STORY_TIME_AWAY, type StoryPerson } from './demo-content';
import { isCurrent, storyPeople } from './demo-people';
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

/** One person's days away, one entry a day at most; `reserved` days take none. */
function awayDays(earliest: number, latest: number, reserved: ReadonlySet<number>) {
  const days = new Map<number, PlannedDay>();
  const add = (entry: PlannedDay) => {
    const free = !days.has(entry.day) && !reserved.has(entry.day);
    if (free && entry.day >= earliest && entry.day <= latest) days.set(entry.day, entry);
  };
  /** `length` workdays in a row from the first workday on or after `start`; or days, if `everyDay`. */
  const block = (
    start: number,
    length: number,
    requestType: TimeAwayRequestType,
    requestStatus?: string,
    everyDay = false,
  ) => {
    const next = everyDay ? (day: number) => day : nextWorkday;
    for (let day = next(start), placed = 0; placed < length; day = next(day + 1), placed++) {
      add({ day, requestType, requestStatus });
    }
  };
  return { days, add, block };
}
type AwayDays = ReturnType<typeof awayDays>;

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
  const oneDay = (requestType: TimeAwayRequestType, until = span.to) =>
    away.add({ day: nextWorkday(random.int(span.from, until)), requestType });
  for (let sick = random.int(0, 4); sick > 0; sick -= 1) oneDay('Sick', span.today - 1);
  if (allocations.Carry_Over >= 1 && random.chance(0.7)) {
    away.block(random.int(span.from, span.from + 120), Math.floor(allocations.Carry_Over), 'Carry_Over');
  }
  for (let personal = random.int(0, 2); personal > 0; personal -= 1) oneDay('Personal Day');
  if (random.chance(0.5)) oneDay('Float');
  if (random.chance(0.3)) oneDay('Volunteer Day');
}

/**
 * The demo's time away, pure: every current employee's allocations for the seven request types
 * and a year of days away, Taken up to today and Booked after it, most approved and some
 * booked days still pending. The content's people have the year it gives them (and, if it
 * says so, a drawn one besides, with this week free but for the content's days). The same
 * organisation and day always give the same rows.
 */
export function planTimeAway(organisation: DemoOrganisation, today: Date) {
  const random = createRandom('demo:time-away');
  const day = dayNumber(utcDay(today));
  const sunday = day + ((7 - weekdayOfNumber(day)) % 7);
  const idOf = storyPeople(organisation);
  const storyYears = new Map(
    Object.entries(STORY_TIME_AWAY).map(([person, year]) => [idOf(person as StoryPerson), year]),
  );
  const allocations: DemoAllocationRow[] = [];
  const entries: DemoTimeAwayRow[] = [];
  for (const person of organisation.employees) {
    if (!isCurrent(person)) continue;
    const story = storyYears.get(person.id);
    const allocation = story?.allocations ?? allocationsOf(person, random);
    const earliest = Math.max(day - DAYS_BACK, person.hireDate ? dayNumber(person.hireDate) : 0);
    const reserved = new Set<number>();
    const away = awayDays(earliest, day + DAYS_AHEAD, reserved);
    for (const { from, workdays, days, type, status } of story?.away ?? [])
      away.block(day + from, (workdays ?? days)!, type, status, days !== undefined);
    if (!story || story.drawnYear) {
      if (story) for (let free = day; free <= sunday; free++) reserved.add(free);
      ordinaryYear(away, allocation, { from: earliest, to: day + DAYS_AHEAD, today: day }, random);
    }

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
          // A story's days are approved unless it says otherwise.
          planned.requestStatus ?? (taken || story || random.chance(0.8) ? 'APPROVED' : 'PENDING'),
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
      await copyRows(tx, timeAwayAllocations, allocations);
      await copyRows(tx, timeAwayEntries, entries);
    });
  },
};
