/*
 * Substitute approvers (issue 13): while someone is away, another person approves for them.
 * "I am away 1–14 March, Blair approves for me." Days are 'YYYY-MM-DD' (UTC); the range includes
 * both ends and ends by itself.
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

/** Who decided, as the history names them: 'Blair Chen for Drew Okafor' when a substitute did. */
export const decidedByName = (actor: string | null, onBehalfOf: string | null): string | null =>
  actor && onBehalfOf ? `${actor} for ${onBehalfOf}` : actor;

/** Whether a substitution covers the day. */
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
