/**
 * Whether an error means the database could not be reached or did not answer in time, as
 * opposed to a fault of ours: the answer is then 503 with Retry-After, not 500. Read from the
 * error and its causes (Drizzle wraps the driver's), by code and by the driver's own messages.
 */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  // PostgreSQL: the statement timed out, the server is shutting down or not yet accepting.
  '57014',
  '57P01',
  '57P02',
  '57P03',
]);
/** PostgreSQL's class 08: connection exceptions. */
const CONNECTION_EXCEPTION_CLASS = '08';
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Connection terminated',
  'Client has encountered a connection error',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (
      typeof code === 'string' &&
      (UNREACHABLE_CODES.has(code) || code.startsWith(CONNECTION_EXCEPTION_CLASS))
    )
      return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((start) => message.startsWith(start)))
      return true;
    current = cause;
  }
  return false;
}

/** How long a client is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The portal cannot reach its database just now. Please try again in a moment.';
