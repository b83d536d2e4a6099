// The day of an instant with no person to ask (the demo's replayed story): see clockAt.
// eslint-disable-next-line no-restricted-imports
import { utcDay } from '@portico/domain/shared/dates';
import { transition } from '@portico/domain/requests/workflow/machine';
import type {
  Refusal,
  Transition,
  WorkflowActor,
  WorkflowClock,
  WorkflowEvent,
} from '@portico/domain/requests/workflow/workflow-types';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { requestApprovals, requestStatusChanges, serviceRequests } from '../../../db/schema';
import { notifyPeople } from '../../../lib/notifications';
import { forbidden, HttpProblem, notFound } from '../../../lib/problem';
import { findRequestFacts, type RequestFacts } from './request-facts';

export const STALE_REQUEST_MESSAGE =
  'This request changed while you were looking at it. Reload it to see where it stands.';

/**
 * The workflow's clock: the instant, and the day it is for the person acting (their site's,
 * given by the route: the IT desk's "completed on" is theirs). Without one (the demo data's
 * story, replayed without a person's calendar) the instant's UTC day.
 */
export const clockAt = (now: Date, today: string = utcDay(now)): WorkflowClock => ({ now, today });

/**
 * A refused event as the API answers it: 403 when never allowed, 409 when not in this state;
 * a refusal about form fields names them in `errors`, so the form marks those fields.
 */
export function refusalProblem(refusal: Refusal) {
  if (refusal.kind === 'forbidden') return forbidden(refusal.message);
  const errors =
    refusal.fields && Object.fromEntries(refusal.fields.map((field) => [field, [refusal.message]]));
  return new HttpProblem(409, refusal.message, errors);
}

type RequestColumns = Partial<typeof serviceRequests.$inferInsert>;

/**
 * Writes a transition's effects in the caller's transaction: the request's columns (plus any
 * `fields` the caller changes alongside, such as an edit's), guarded on the state the
 * transition expects, so a race or a stale screen changes nothing and gets 409; then the
 * status change (for the timeline), the Approval History lines and the notifications.
 */
export async function writeTransition(
  tx: Db,
  requestId: string,
  step: Transition,
  now: Date,
  fields: RequestColumns = {},
  actorId: string | null = null,
) {
  if (step.from === null) throw new Error('A submission is inserted, not updated.');
  const updated = await tx
    .update(serviceRequests)
    .set({ ...fields, ...step.changes, status: step.to, updatedAt: now })
    .where(and(eq(serviceRequests.id, requestId), eq(serviceRequests.status, step.from)))
    .returning({ id: serviceRequests.id });
  if (updated.length === 0) throw new StaleRequest();
  await recordStatusChange(tx, requestId, step, actorId, now);
  await writeHistoryAndNotices(tx, requestId, step, now);
}

/**
 * A change of status, kept for the request's timeline (decision 046): by submission (`from`
 * null) and by every transition that moves the request to another status.
 */
export async function recordStatusChange(
  tx: Db,
  requestId: string,
  step: Pick<Transition, 'from' | 'to'>,
  actorId: string | null,
  at: Date,
) {
  if (step.from === step.to) return;
  await tx
    .insert(requestStatusChanges)
    .values({ requestId, fromStatus: step.from, toStatus: step.to, actorId, at });
}

/** The request moved on between the read and the write. */
class StaleRequest extends Error {}

/** The Approval History lines and the notifications of a transition (also of a submission). */
export async function writeHistoryAndNotices(tx: Db, requestId: string, step: Transition, now: Date) {
  for (const effect of step.history) {
    if (effect.kind === 'open') {
      await tx.insert(requestApprovals).values({
        requestId,
        step: effect.step,
        approverId: effect.approverId,
        status: 'Pending',
        createdAt: now,
      });
      continue;
    }
    const closing = {
      status: effect.status,
      actorId: effect.actorId,
      onBehalfOfId: effect.onBehalfOfId ?? null,
      notes: effect.notes,
      completedAt: now,
    };
    const closed = await tx
      .update(requestApprovals)
      .set(closing)
      .where(
        and(
          eq(requestApprovals.requestId, requestId),
          eq(requestApprovals.step, effect.step),
          eq(requestApprovals.status, 'Pending'),
        ),
      )
      .returning({ id: requestApprovals.id });
    if (closed.length === 0) {
      await tx
        .insert(requestApprovals)
        .values({ requestId, step: effect.step, approverId: effect.approverId, createdAt: now, ...closing });
    }
  }
  for (const notice of step.notices) {
    await notifyPeople(tx, notice.recipients, {
      type: notice.type,
      description: notice.description,
      message: notice.message,
      link: { requestId },
      at: now,
    });
  }
}

/** The domain's state machine on a request the caller has read: the transition, or 403/409. */
export function decideWorkflowEvent(
  request: RequestFacts,
  event: WorkflowEvent,
  actor: WorkflowActor,
  now: Date,
  today?: string,
): Transition {
  const outcome = transition(request, event, actor, clockAt(now, today));
  if (!outcome.ok) throw refusalProblem(outcome.refusal);
  return outcome.transition;
}

/**
 * Runs one workflow event against a request the caller has read: the state machine decides,
 * and the effects are written guarded on the state it expects.
 */
export async function runWorkflowEvent(
  tx: Db,
  request: RequestFacts,
  event: WorkflowEvent,
  actor: WorkflowActor,
  options: { now?: Date | undefined; today?: string | undefined; fields?: RequestColumns } = {},
): Promise<Transition> {
  const now = options.now ?? new Date();
  const step = decideWorkflowEvent(request, event, actor, now, options.today);
  try {
    await writeTransition(tx, request.id, step, now, options.fields, actor.employeeId);
  } catch (error) {
    if (!(error instanceof StaleRequest)) throw error;
    // Someone else changed it first: say why this event no longer applies, as if the request
    // had been read a moment later (it was decided, cancelled, the estimate was sent…).
    const fresh = await findRequestFacts(tx, request.id);
    if (!fresh) throw notFound('The request was not found.');
    const outcome = transition(fresh, event, actor, clockAt(now, options.today));
    throw outcome.ok ? new HttpProblem(409, STALE_REQUEST_MESSAGE) : refusalProblem(outcome.refusal);
  }
  return step;
}
