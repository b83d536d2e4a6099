import { forecastInputSchema } from '@portico/domain/forecasts/forecast-schema';
import { EARLIEST_YEAR } from '@portico/domain/shared/dates';
import { z } from 'zod';

const DAY_MS = 86_400_000;

/**
 * The server's today for forecasts: yesterday in UTC. The form's minimum is the person's own
 * today, which west of UTC can still be yesterday here; a forecast counts as started (locked)
 * from the same day on.
 */
export function forecastToday(now: Date = new Date()): string {
  return new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
}

export const forecastCreateBodySchema = forecastInputSchema({ earliestDay: () => forecastToday() });

/** An edit's body: a start date kept as saved may stay, so the service checks the date. */
export const forecastEditBodySchema = forecastInputSchema({ earliestDay: () => `${EARLIEST_YEAR}-01-01` });

export const forecastIdParams = z.object({ id: z.uuid({ error: 'Not a valid forecast id' }) });

export const TAGS = ['employee-forecasts'];
