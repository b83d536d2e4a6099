import { forecastInputSchema } from '@portico/domain/forecasts/forecast-schema';
import { EARLIEST_YEAR } from '@portico/domain/shared/dates';
import { z } from 'zod';
import { earliestTodayAnywhere } from '../../lib/earliest-today';

/** The server's today for forecasts: a forecast counts as started (locked) from this day on. */
export const forecastToday = earliestTodayAnywhere;

export const forecastCreateBodySchema = forecastInputSchema({ earliestDay: () => forecastToday() });

/** An edit's body: a start date kept as saved may stay, so the service checks the date. */
export const forecastEditBodySchema = forecastInputSchema({ earliestDay: () => `${EARLIEST_YEAR}-01-01` });

export const forecastIdParams = z.object({ id: z.uuid({ error: 'Not a valid forecast id' }) });

export const TAGS = ['employee-forecasts'];
