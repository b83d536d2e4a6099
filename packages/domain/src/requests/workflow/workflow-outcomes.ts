import type { Outcome, Refusal, Transition, WorkflowRequest } from './workflow-types';

export const refuse = (kind: Refusal['kind'], message: string, fields?: readonly string[]): Outcome => ({
  ok: false,
  refusal: fields ? { kind, message, fields } : { kind, message },
});
export const allow = (transition: Transition): Outcome => ({ ok: true, transition });

/** Who hears about a request: the person who made it and the person it is for, once each. */
export const partiesOf = (request: Pick<WorkflowRequest, 'createdById' | 'requestedForId'>) => [
  ...new Set([request.createdById, request.requestedForId]),
];
