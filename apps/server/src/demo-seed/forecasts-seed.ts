import { addDays } from '@portico/domain/calendar/site-calendar';
import { forecastInputSchema } from '@portico/domain/forecasts/forecast-schema';
import { employeeForecasts } from '../db/schema';
import { createForecast, lockForecast } from '../features/forecasts/forecast-service';
import { personaViewer } from './demo-people';
import { DEMO_FORECASTS } from './demo-content';
import type { DemoSeedModule } from './seed-module';

/**
 * The demo's forecasts (`content/forecasts.json`): Drew plans his team's hires (one locked by
 * Casey, one already started), Emery, Alex and Casey one each, so each persona's list and HR's
 * whole list have something. Each is submitted through the forecast service on its day, checked
 * as the form was then, and locked through it the day before today.
 */
export const forecastsSeed: DemoSeedModule = {
  name: 'forecasts',
  tables: [employeeForecasts],
  async seed(tx, { organisation: { today: day } }) {
    /** Midday (UTC) of the day `offset` days from today. */
    const middayOf = (offset: number) => new Date(`${addDays(day, offset)}T12:00:00Z`);
    for (const forecast of DEMO_FORECASTS) {
      const submittedDay = addDays(day, forecast.submitted);
      const input = forecastInputSchema({ earliestDay: () => submittedDay }).parse({
        ...forecast.fields,
        plannedStartDate: addDays(day, forecast.start),
      });
      const { id } = await createForecast(
        tx,
        personaViewer(forecast.by),
        input,
        middayOf(forecast.submitted),
      );
      if (forecast.lockedBy) await lockForecast(tx, personaViewer(forecast.lockedBy), id, true, middayOf(-1));
    }
  },
};
