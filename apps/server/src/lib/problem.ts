import type { FastifyReply } from 'fastify';
import type { Problem } from '@portico/domain/shared/problem';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export const titleFor = (status: number) => TITLES[status] ?? (status >= 500 ? 'Server Error' : 'Error');

/**
 * An expected failure that a route or service throws; the error handler turns it into
 * problem+json. `errors` is keyed by field, with the same messages the form shows.
 */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly detail?: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(detail ?? titleFor(status));
  }

  toProblem(): Problem {
    return problemBody(this.status, this.detail, this.errors);
  }
}

export function problemBody(status: number, detail?: string, errors?: Record<string, string[]>): Problem {
  return {
    type: 'about:blank',
    title: titleFor(status),
    status,
    ...(detail ? { detail } : {}),
    ...(errors && Object.keys(errors).length ? { errors } : {}),
  };
}

export function sendProblem(reply: FastifyReply, problem: Problem) {
  return reply.status(problem.status).type(PROBLEM_CONTENT_TYPE).send(problem);
}

export const notFound = (detail = 'The record was not found.') => new HttpProblem(404, detail);
export const forbidden = (detail = 'You are not allowed to do that.') => new HttpProblem(403, detail);
export const unauthorized = (detail = 'Sign in to continue.') => new HttpProblem(401, detail);
