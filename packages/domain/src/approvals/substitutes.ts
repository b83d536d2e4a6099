/*
 * Substitute approvers (issue 13): while someone is away, another person approves for them.
 * "I am away 1–14 March, Blair approves for me." Days are 'YYYY-MM-DD', read on the day of the
 * person the rule is about (decision 057); the range includes both ends and ends by itself.
 *
 * This file sets a substitution up (its shape and what is wrong with one). Who decides a step
 * with substitutes, and may open its request, is requests/approval-turn.ts, beside the turn.
 */

export interface Substitution {
  /** The approver who is away. */
  personId: string;
  /**
   * Their name, where the substitution is read for a decision: what a substitute decides is
   * recorded as 'Blair Chen for Drew Okafor' in the one guarded write of the decision.
   */
  personName?: string;
  /** Who approves for them meanwhile. */
  substituteId: string;
  from: string;
  to: string;
}

export const SUBSTITUTE_MESSAGES = {
  self: 'You cannot be your own substitute.',
  /** An Admin setting a range for someone else names the person, not "you". */
  selfForOther: 'The substitute must be someone other than the person who is away.',
  order: 'The last day must be on or after the first day.',
  past: 'The last day cannot be in the past.',
  overlap: 'A substitute is already set for some of these days.',
  unknownSubstitute: 'Choose a current employee as the substitute.',
  unknownPerson: 'Choose a current employee who is away.',
  notFound: 'The substitute was not found.',
} as const;

/** Whether two ranges share a day (a person's ranges never do). */
export const rangesOverlap = (a: { from: string; to: string }, b: { from: string; to: string }): boolean =>
  a.from <= b.to && b.from <= a.to;

/** What is wrong with a substitution set on `today`, by field; empty when nothing is. */
export function substitutionProblems(
  substitution: Substitution,
  today: string,
  /** Who sets it: the person who is away themselves, or an Admin for them. */
  setBy: 'themselves' | 'admin' = 'themselves',
): Partial<Record<'substituteId' | 'to', string>> {
  const problems: Partial<Record<'substituteId' | 'to', string>> = {};
  if (substitution.substituteId === substitution.personId) {
    problems.substituteId =
      setBy === 'themselves' ? SUBSTITUTE_MESSAGES.self : SUBSTITUTE_MESSAGES.selfForOther;
  }
  if (substitution.to < substitution.from) problems.to = SUBSTITUTE_MESSAGES.order;
  else if (substitution.to < today) problems.to = SUBSTITUTE_MESSAGES.past;
  return problems;
}

/**
 * The substitutions a request's facts carry (issue 13): those the server found active on `day`
 * for the request's approvers (or for the person asking). Absent: nobody stands in for anyone.
 */
export interface SubstitutionsOn {
  day: string;
  active: readonly Substitution[];
}
