import { dayOfNumber } from '@portico/domain/calendar/site-calendar';
import {
  PRIORITIES,
  PROJECT_TYPES,
  STATUS,
  type RequestStatus,
  type RequestType,
} from '@portico/domain/requests/request-constants';
import {
  APPROVAL_STEP_RULES,
  APPROVAL_STEPS,
  type ApprovalStep,
} from '@portico/domain/requests/approval-steps';
import { isApprovedProject } from '@portico/domain/requests/request-status';
import { DAY_MS } from '@portico/domain/shared/time-units';
import { APPROVAL_WAIT_STATES, isApprovalWait } from '@portico/domain/requests/workflow/workflow-states';
import type { DemoEmployeeRow } from './organisation';
import type { Random } from './random';
import type { RequestPlan } from '../factories/request-plan';
import { goalOf } from './request-story';
import { categoryIdOf, DEMO_CATEGORIES, type DemoProject } from '../reference-data/request-catalogue';

/**
 * How many background requests an organisation of this size gets. Large organisations get the
 * benchmark's shape, ten per employee (100,000 at 10,000 people); the default demo (400) and
 * the test suite's small organisations get one per two employees, which fills every list
 * while keeping `npm start` and each test file's seeding fast on the embedded database.
 */
export function generatedRequestCount(employeeCount: number): number {
  return employeeCount >= 1000 ? employeeCount * 10 : Math.round(employeeCount / 2);
}

const SUBJECTS: Record<RequestType, readonly (readonly [string, string])[]> = {
  'Support Request': [
    [
      'Outlook keeps asking for my password',
      'Outlook prompts for my password several times a day since the update.',
    ],
    ['Cannot print to the office printer', 'Jobs sit in the queue and never print; the printer shows ready.'],
    ['Laptop is very slow to start', 'It takes ten minutes to get to the desktop in the morning.'],
    ['Need access to the shared drive', 'Please give me read access to the operations shared drive.'],
    ['Wi-Fi drops in the meeting room', 'The connection drops every few minutes in the large meeting room.'],
    ['Teams camera not detected', 'Teams does not find the built-in camera on my laptop.'],
  ],
  'Purchase Request': [
    ['Replacement laptop', 'My laptop is five years old and no longer runs the planning tools.'],
    ['Docking station for a hot desk', 'A docking station for the shared desk by the window.'],
    ['Licence for the drawing software', 'One licence for the drawing software used on site plans.'],
    ['Headset for calls', 'A headset for the daily customer calls.'],
  ],
  'Quote Request': [
    ['Quote for meeting room screens', 'Price two wall screens with wireless sharing for the meeting rooms.'],
    ['Quote for field tablets', 'Price ten rugged tablets for the field crews.'],
    ['Quote for a backup service', 'Price an offsite backup service for the site office.'],
  ],
  'Project Brief': [
    ['Timesheet approval workflow', 'Move timesheet approvals from email into one simple workflow.'],
    ['Equipment booking system', 'Let crews book shared equipment online instead of by phone.'],
    ['Customer feedback dashboard', 'One dashboard with survey results by company and month.'],
  ],
};

const TYPES: readonly (readonly [RequestType, number])[] = [
  ['Support Request', 50],
  ['Purchase Request', 20],
  ['Quote Request', 15],
  ['Project Brief', 15],
];

/** Older requests are mostly finished; recent ones are still moving. */
function statusFor(
  type: RequestType,
  ageDays: number,
  random: Random,
): { status: RequestStatus; rejected: boolean } {
  // Any approval wait: the state machine decides whether this type can be in it. Where it
  // cannot (a support request has no approvals), the request stays where submission left it.
  const waiting = (): RequestStatus => random.pick(APPROVAL_WAIT_STATES);
  const weights: (readonly [RequestStatus | 'waiting', number])[] =
    ageDays > 60
      ? [
          [STATUS.complete, 75],
          [STATUS.cancelled, 10],
          [STATUS.onHold, 5],
          [STATUS.assigned, 10],
        ]
      : ageDays > 14
        ? [
            [STATUS.complete, 40],
            [STATUS.assigned, 20],
            [STATUS.pendingUserReply, 10],
            [STATUS.onHold, 10],
            [STATUS.pendingItAssignment, 10],
            ['waiting', 10],
          ]
        : [
            [STATUS.pendingItAssignment, 30],
            [STATUS.assigned, 25],
            [STATUS.pendingUserReply, 10],
            ['waiting', 35],
          ];
  const picked = random.weighted(weights);
  const status = picked === 'waiting' ? waiting() : picked;
  // Half the cancelled ones were rejected by an approver, where the type has an approval.
  return { status, rejected: status === STATUS.cancelled && random.chance(0.5) };
}

/** One of the type's own approval steps, from the domain's table; none for a type without. */
function rejectionStep(type: RequestType, random: Random): ApprovalStep | undefined {
  const steps = APPROVAL_STEPS.filter((step) => APPROVAL_STEP_RULES[step].type === type);
  return steps.length > 0 ? random.pick(steps) : undefined;
}

interface GenerationContext {
  /** A day number (the domain's `dayNumber`): a hundred thousand requests are dated from it. */
  today: number;
  /** Everyone except the personas and Drew's team, whose requests are written by hand. */
  requesters: readonly DemoEmployeeRow[];
  /** The people who work the IT desk. */
  deskStaff: readonly string[];
  projects: readonly DemoProject[];
  random: Random;
}

/**
 * Background requests for the rest of the organisation, spread over the last year. None are
 * made by or for the personas, so their lists stay the hand-written ones; the personas still
 * meet them as the IT desk (Alex) or in the Admin and ELT lists.
 */
export function generatedRequestPlans(context: GenerationContext, count: number): RequestPlan[] {
  const { today, requesters, deskStaff, projects, random } = context;
  if (requesters.length === 0 || count === 0) return [];
  const plans: RequestPlan[] = [];
  let rank = 3;
  for (let index = 0; index < count; index++) {
    const requester = random.pick(requesters);
    const type = random.weighted(TYPES);
    const ageDays = random.int(1, 365);
    const day = today - ageDays;
    const { status, rejected } = statusFor(type, ageDays, random);
    const [description, details] = random.pick(SUBJECTS[type]);
    const project =
      type === 'Purchase Request' || (type === 'Project Brief' && random.chance(0.5))
        ? random.pick(projects)
        : null;
    const worked =
      status !== STATUS.pendingItAssignment && !isApprovalWait(status) && status !== STATUS.cancelled;
    const estimate =
      type === 'Project Brief'
        ? { hours: random.int(20, 400), rate: random.pick([95, 105, 110, 120]) }
        : null;
    const plan: RequestPlan = {
      key: `generated:${index + 1}`,
      type,
      createdById: requester.id,
      requestedForId: requester.id,
      categoryId: categoryIdOf(type, random.pick(DEMO_CATEGORIES[type])),
      project,
      priority: random.pick(PRIORITIES),
      description,
      details,
      // Midday (UTC) of the day, give or take four hours.
      createdAt: new Date((day + 0.5) * DAY_MS + random.int(-4 * 60, 4 * 60) * 60_000),
      neededBy: dayOfNumber(day + random.int(7, 45)),
      goal: goalOf(status, worked, rejected ? rejectionStep(type, random) : undefined),
      deskId: random.pick(deskStaff),
      assigned: worked,
      rank: isApprovedProject({ type, status }) && random.chance(0.5) ? rank++ : null,
    };
    if (type === 'Purchase Request' || type === 'Quote Request') {
      plan.product = { brand: 'Contoso', model: 'Standard', quantity: String(random.int(1, 10)) };
    }
    if (estimate) plan.estimate = estimate;
    if (type === 'Project Brief') {
      plan.brief = {
        title: description,
        type: random.pick(PROJECT_TYPES),
        importance: details,
        problem: details,
        goals: details,
        success: 'Used by the team every week within three months.',
        budget: `Up to $${random.int(5, 60)},000`,
        deliveredDate: dayOfNumber(day + random.int(60, 240)),
      };
    }
    plans.push(plan);
  }
  return plans;
}
