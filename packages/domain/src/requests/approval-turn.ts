import type { Substitution, SubstitutionsOn } from '../approvals/substitutes';
import type { AccessRole } from '../identity/roles';
import {
  APPROVAL_STEP_RULES,
  stepApprovers,
  waitingStepOf,
  type ApprovalFacts,
  type ApprovalStep,
} from './approval-steps';
import { isRequestParty, type RequestParties } from './request-party';

/** The facts whose turn it is: the step's approvers and the request's own people. */
export type TurnFacts = ApprovalFacts & RequestParties;

/** Someone deciding: who they are and their access roles (an Admin may stand in). */
export interface Decider {
  employeeId: string;
  roles: readonly AccessRole[];
}

/*
 * Substitutes in a turn (issue 13, decision 044). Setting a substitution up is
 * approvals/substitutes.ts; who decides with one is here, beside the turn it changes, so a
 * decision's guard, the view rule and the history's wording read one file.
 */

/** Whether a substitution covers the day (both ends included; it ends by itself). */
export const isActiveOn = (substitution: Substitution, day: string): boolean =>
  substitution.from <= day && day <= substitution.to;

/**
 * Who decides a step on `today`: its deciders and, for each one away, their substitute.
 * Substitutes do not chain (a substitute who is away themselves passes nothing on), and the
 * conflict-of-interest rule holds for them too: a substitute who is a party to the request (made
 * it, or it is for them) is not added.
 */
export function decidersWithSubstitutes(
  deciders: readonly string[],
  substitutions: readonly Substitution[],
  today: string,
  isParty: (employeeId: string) => boolean,
): string[] {
  const result = [...deciders];
  for (const decider of deciders) {
    for (const substitution of substitutions) {
      if (substitution.personId !== decider || !isActiveOn(substitution, today)) continue;
      const substitute = substitution.substituteId;
      if (substitute !== decider && !isParty(substitute) && !result.includes(substitute))
        result.push(substitute);
    }
  }
  return result;
}

/**
 * For whom a person decides a step: themselves when they are one of its deciders, else the
 * decider they stand in for today (the history then reads 'Approved by Blair Chen for Drew
 * Okafor'); null when they may not decide it.
 */
export function decidesFor(
  employeeId: string,
  deciders: readonly string[],
  substitutions: readonly Substitution[],
  today: string,
): string | null {
  if (deciders.includes(employeeId)) return employeeId;
  const standingIn = substitutions.find(
    (substitution) =>
      substitution.substituteId === employeeId &&
      deciders.includes(substitution.personId) &&
      isActiveOn(substitution, today),
  );
  return standingIn?.personId ?? null;
}

/** Whether the person stands in today for any of these approvers (who may then open the request). */
export const standsInForAny = (
  employeeId: string,
  approvers: readonly (string | null)[],
  substitutions: SubstitutionsOn | undefined,
): boolean =>
  substitutions?.active.some(
    (substitution) =>
      substitution.substituteId === employeeId &&
      approvers.includes(substitution.personId) &&
      isActiveOn(substitution, substitutions.day),
  ) ?? false;

/** Who decided, as the history names them: 'Blair Chen for Drew Okafor' when a substitute did. */
export const decidedByName = (actor: string | null, onBehalfOf: string | null): string | null =>
  actor && onBehalfOf ? `${actor} for ${onBehalfOf}` : actor;

/**
 * Conflict of interest (docs/request-workflow.md): nobody decides a step of their own request.
 * The step's own deciders are its approvers other than the person who made the request and the
 * person it is for. A purchase whose primary approver asked for it waits for the secondary.
 */
function ownDeciders(facts: TurnFacts, step: ApprovalStep): string[] {
  return stepApprovers(facts, step).filter((id) => !isRequestParty(facts, { employeeId: id }));
}

/**
 * Who decides the step today: its own deciders and, for each one away, their substitute
 * (issue 13; no chains, and never a party to the request).
 */
export function stepDeciders(facts: TurnFacts, step: ApprovalStep): string[] {
  const own = ownDeciders(facts, step);
  const substitutions = facts.substitutions;
  if (!substitutions) return own;
  return decidersWithSubstitutes(own, substitutions.active, substitutions.day, (id) =>
    isRequestParty(facts, { employeeId: id }),
  );
}

/**
 * For whom this person decides the step: themselves, or the approver they stand in for today
 * (the history then reads 'Approved by Blair Chen for Drew Okafor'); null when neither.
 */
export function decidesStepFor(facts: TurnFacts, step: ApprovalStep, employeeId: string): string | null {
  const substitutions = facts.substitutions;
  const own = ownDeciders(facts, step);
  if (!substitutions) return own.includes(employeeId) ? employeeId : null;
  if (!stepDeciders(facts, step).includes(employeeId)) return null;
  return decidesFor(employeeId, own, substitutions.active, substitutions.day);
}

/**
 * An Admin decides in the approvers' place only when none of them may: every approver of the
 * step is the requester (or the step names nobody).
 */
export function adminStandsIn(facts: TurnFacts, step: ApprovalStep, decider: Decider): boolean {
  return (
    decider.roles.includes('Admin') &&
    stepDeciders(facts, step).length === 0 &&
    !isRequestParty(facts, decider)
  );
}

/** Whether this person is an approver of the step but may not decide it: it is their own request. */
export const isOwnRequestApprover = (facts: TurnFacts, step: ApprovalStep, employeeId: string) =>
  stepApprovers(facts, step).includes(employeeId) && isRequestParty(facts, { employeeId });

/**
 * "Waits for me": the request is in the waiting state of a step this person decides. This is
 * what the Approval Requests tab highlights and counts in its badge (decision 014), in place
 * of the spec's reading of the step columns, which also counted requests waiting for others.
 */
export function waitsForDecisionBy(facts: TurnFacts, employeeId: string): boolean {
  const step = waitingStepOf(facts.status);
  return (
    step !== null &&
    facts.type === APPROVAL_STEP_RULES[step].type &&
    stepDeciders(facts, step).includes(employeeId)
  );
}

/**
 * The approver whose waiting step this person decides today only as their substitute: what
 * the request's page and the Approval Requests row name ('for Drew Okafor'); null when the
 * step waits for them in their own right, or not at all.
 */
export function standsInFor(facts: TurnFacts, employeeId: string): string | null {
  const step = waitingStepOf(facts.status);
  if (!step || !waitsForDecisionBy(facts, employeeId)) return null;
  const forWhom = decidesStepFor(facts, step, employeeId);
  return forWhom !== employeeId ? forWhom : null;
}
