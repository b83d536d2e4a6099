import type { ApprovalStep } from '../approval-steps';
import type { HistoryEffect, Notice, Transition, WorkflowClock, WorkflowRequest } from './workflow-types';

/** A request after a transition, as the database holds it once the effects are written. */
export function applyTransition<T extends WorkflowRequest>(request: T, transition: Transition): T {
  return { ...request, ...transition.changes, status: transition.to };
}

/** A line of the Approval History. */
export interface HistoryRow {
  step: ApprovalStep;
  approverId: string | null;
  actorId: string | null;
  status: 'Pending' | 'Approved' | 'Rejected' | 'Cancelled';
  notes: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

/**
 * The Approval History after a transition's history effects: `open` adds a Pending line;
 * `close` completes the step's Pending line, or adds a completed one when the step never
 * waited (an automatic approval).
 */
export function foldHistory(rows: readonly HistoryRow[], effects: readonly HistoryEffect[], at: Date) {
  const next = rows.map((row) => ({ ...row }));
  for (const effect of effects) {
    if (effect.kind === 'open') {
      next.push({
        step: effect.step,
        approverId: effect.approverId,
        actorId: null,
        status: 'Pending',
        notes: null,
        createdAt: at,
        completedAt: null,
      });
      continue;
    }
    const closed = { status: effect.status, actorId: effect.actorId, notes: effect.notes, completedAt: at };
    const open = next.find((row) => row.step === effect.step && row.status === 'Pending');
    if (open) Object.assign(open, closed);
    else next.push({ step: effect.step, approverId: effect.approverId, createdAt: at, ...closed });
  }
  return next;
}

/** A notification as sent, with when. */
export interface SentNotice extends Notice {
  at: Date;
}

/** A request's life so far: the request, its Approval History and the notifications it sent. */
export interface RequestLife<T extends WorkflowRequest> {
  request: T;
  history: HistoryRow[];
  notices: SentNotice[];
}

/** Applies one transition to a request's life, in memory (the demo data and tests). */
export function live<T extends WorkflowRequest>(
  life: RequestLife<T>,
  transition: Transition,
  clock: WorkflowClock,
): RequestLife<T> {
  return {
    request: applyTransition(life.request, transition),
    history: foldHistory(life.history, transition.history, clock.now),
    notices: [...life.notices, ...transition.notices.map((notice) => ({ ...notice, at: clock.now }))],
  };
}
