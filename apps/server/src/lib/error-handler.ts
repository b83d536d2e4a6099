import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from './database-unavailable';
import { HttpProblem, problemBody, sendProblem } from './problem';

/**
 * The one error handler: every failure leaves as problem+json. Validation failures carry the
 * schema's messages keyed by field; client errors keep their status; a database that cannot be
 * reached gets 503 and Retry-After; anything else is logged and answered with a generic 500
 * that reveals nothing.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpProblem) return sendProblem(reply, error.toProblem());

  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const field =
        issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request';
      (errors[field] ??= []).push(issue.message ?? 'Invalid value');
    }
    const first = Object.values(errors)[0]?.[0];
    return sendProblem(reply, problemBody(400, first, errors));
  }

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return sendProblem(reply, problemBody(status, clientErrorDetail(error)));
  }

  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return sendProblem(reply, problemBody(503, DATABASE_UNAVAILABLE_MESSAGE));
  }

  request.log.error({ err: error }, 'unhandled error');
  return sendProblem(reply, problemBody(500, 'Something went wrong on our side. Please try again.'));
}

/** Fastify's own messages are fine to show for malformed requests; strip its error codes. */
function clientErrorDetail(error: FastifyError): string {
  return error.message.replace(/^FST_[A-Z_]+:\s*/, '');
}
