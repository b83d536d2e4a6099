import { createForecast, createLockedForecast, forecastBody } from '../../forecast-factories';
import type { TestApp } from '../../test-app';
import { signedIn, type MatrixRow } from '../matrix-helpers';

/** A fresh open forecast of Emery's for every call. */
const emerysForecast =
  (suffix = '', locked = false) =>
  async (t: TestApp) =>
    `/api/forecasts/${(locked ? await createLockedForecast(t.db) : await createForecast(t.db)).id}${suffix}`;

/** Emery (the submitter), HR, ELT and Admin read it; Drew, who did not submit it, is told it is not there. */
const readers = (status: number) => ({
  anonymous: 401,
  alex: status,
  blair: status,
  casey: status,
  drew: 404,
  emery: status,
  peer: 404,
});
/** Emery, HR and Admin change an open one; ELT reads only. */
const changers = (status: number) => ({ ...readers(status), blair: 403 });
/** HR and Admin lock and unlock. */
const lockers = (status: number) => ({
  anonymous: 401,
  alex: status,
  blair: 403,
  casey: status,
  drew: 404,
  emery: 403,
  peer: 404,
});

export const FORECAST_ROWS: MatrixRow[] = [
  { route: 'GET /api/forecasts', expected: signedIn(200) },
  { route: 'GET /api/forecasts/export.csv', expected: signedIn(200) },
  { route: 'POST /api/forecasts', body: forecastBody(), expected: signedIn(201) },
  { route: 'GET /api/forecasts/:id', url: emerysForecast(), expected: readers(200) },
  { route: 'PATCH /api/forecasts/:id', url: emerysForecast(), body: forecastBody(), expected: changers(200) },
  { route: 'DELETE /api/forecasts/:id', url: emerysForecast(), expected: changers(204) },
  { route: 'POST /api/forecasts/:id/lock', url: emerysForecast('/lock'), expected: lockers(200) },
  { route: 'POST /api/forecasts/:id/unlock', url: emerysForecast('/unlock', true), expected: lockers(200) },
];
