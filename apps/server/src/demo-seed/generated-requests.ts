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
import type { DemoOrganisation } from './organisation';
import { colleaguesOf, drewsTeam } from './demo-people';
import { PERSONAS } from '../reference-data/personas';
import type { Random } from './random';
import { planRequest, type RequestPlan } from '../factories/request-plan';
import { goalOf } from '../factories/request-journey';
import { REQUEST_MIX, REQUEST_SUBJECTS } from './demo-content';
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

const TYPES = Object.entries(REQUEST_MIX.types) as [RequestType, number][];

/** A status for a request of this age, from the mix; half the cancelled ones were rejected. */
function statusFor(ageDays: number, random: Random): { status: RequestStatus; rejected: boolean } {
  const band = REQUEST_MIX.statusesByAge.find((candidate) => ageDays > candidate.olderThanDays)!;
  const picked = random.weighted(Object.entries(band.weights) as [RequestStatus | 'waiting', number][]);
  const status = picked === 'waiting' ? random.pick(APPROVAL_WAIT_STATES) : picked;
  return { status, rejected: status === STATUS.cancelled && random.chance(0.5) };
}

/** One of the type's own approval steps, from the domain's table; none for a type without. */
function rejectionStep(type: RequestType, random: Random): ApprovalStep | undefined {
  const steps = APPROVAL_STEPS.filter((step) => APPROVAL_STEP_RULES[step].type === type);
  return steps.length > 0 ? random.pick(steps) : undefined;
}

/**
 * Requests for the rest of the organisation, spread over the last year (`today` is a day
 * number). None are made by or for the personas or Drew's team, so their lists stay the
 * hand-written ones; the personas still meet them as the IT desk (Alex) or in the Admin and
 * ELT lists. None go to Drew's purchase queue either. Worked by `itDesk`, or Alex if it is empty.
 */
export function generatedRequestPlans(
  organisation: DemoOrganisation,
  today: number,
  catalogue: readonly DemoProject[],
  itDesk: readonly string[],
  random: Random,
): RequestPlan[] {
  const drewTeam = new Set(drewsTeam(organisation).map((employee) => employee.id));
  const requesters = colleaguesOf(organisation).filter((employee) => !drewTeam.has(employee.id));
  const projects = catalogue.filter((project) => project.purchaseApproverId !== PERSONAS.drew.id);
  const deskStaff = itDesk.length > 0 ? itDesk : [PERSONAS.alex.id];
  const count = generatedRequestCount(organisation.employees.length);
  if (requesters.length === 0 || count === 0) return [];
  const plans: RequestPlan[] = [];
  let rank = 3;
  for (let index = 0; index < count; index++) {
    const requester = random.pick(requesters);
    const type = random.weighted(TYPES);
    const ageDays = random.int(1, 365);
    const day = today - ageDays;
    const { status, rejected } = statusFor(ageDays, random);
    const [description, details] = random.pick(REQUEST_SUBJECTS[type]);
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
    const essentials = {
      key: `generated:${index + 1}`,
      type,
      createdById: requester.id,
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
    // Drawn in this order, after the rest, so the same seed keeps giving the same requests.
    const quantity = type === 'Purchase Request' || type === 'Quote Request' ? random.int(1, 10) : undefined;
    const brief = type === 'Project Brief' && {
      type: random.pick(PROJECT_TYPES),
      importance: details,
      problem: details,
      goals: details,
      success: 'Used by the team every week within three months.',
      budget: `Up to $${random.int(5, 60)},000`,
    };
    plans.push(
      planRequest({
        ...essentials,
        quantity,
        estimate: estimate ?? undefined,
        brief: brief || undefined,
        deliveredDate: brief ? dayOfNumber(day + random.int(60, 240)) : undefined,
      }),
    );
  }
  return plans;
}
