import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { runApprovalReminders, type ReminderOptions } from './approval-reminder-job';

/**
 * Checks every `intervalMs` whether this hour's reminder job has run, and runs it under the
 * hour's lease if not: every instance checks, one runs. Returns the stop for the server's close.
 */
export function scheduleApprovalReminders(
  db: Db,
  options: { intervalMs: number; log: FastifyBaseLogger; now?: () => Date } & ReminderOptions,
): () => Promise<void> {
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | null = null;
  const check = () => {
    if (running) return; // a slow run is not started twice by this instance
    running = runApprovalReminders(db, now(), options)
      .then((run) => {
        if (run.ran) options.log.info(run, 'approval reminders sent');
      })
      .catch((error: unknown) => options.log.error({ err: error }, 'approval reminders failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(check, options.intervalMs);
  timer.unref();
  check();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
