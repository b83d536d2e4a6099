import { stepDeciders, type TurnFacts } from '../approval-turn';
import { approvalNeededNotice } from '../request-notices';
import type { Notice, Transition } from './workflow-types';

/**
 * 'Approval needed' for each person a step starts waiting for (on submission, and when the
 * estimate is sent): every step the transition opens tells its deciders — both purchase
 * approvers, never the requester themselves (conflict of interest).
 */
export function approvalNeededNotices(after: TurnFacts & { name: string }, step: Transition): Notice[] {
  return step.history.flatMap((effect) => {
    if (effect.kind !== 'open') return [];
    const recipients = stepDeciders(after, effect.step);
    return recipients.length > 0 ? [{ recipients, ...approvalNeededNotice(after.name, effect.step) }] : [];
  });
}

/** The transition with its 'Approval needed' notices added. */
export function withApprovalNeeded(after: TurnFacts & { name: string }, step: Transition): Transition {
  const notices = approvalNeededNotices(after, step);
  return notices.length > 0 ? { ...step, notices: [...step.notices, ...notices] } : step;
}
