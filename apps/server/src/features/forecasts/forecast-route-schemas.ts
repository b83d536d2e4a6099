import { forecastInputSchema } from '@portico/domain/forecasts/forecast-schema';
import { EARLIEST_YEAR } from '@portico/domain/shared/dates';
import { z } from 'zod';
import { earliestTodayAnywhere } from '../../lib/earliest-today';

/** Days before today anywhere are refused at once; the service holds the forecaster's own today. */
export const forecastCreateBodySchema = forecastInputSchema({ earliestDay: () => earliestTodayAnywhere() });

/** An edit's body: a start date kept as saved may stay, so the service checks the date. */
export const forecastEditBodySchema = forecastInputSchema({ earliestDay: () => `${EARLIEST_YEAR}-01-01` });

export const forecastIdParams = z.object({ id: z.uuid({ error: 'Not a valid forecast id' }) });

export const TAGS = ['employee-forecasts'];
