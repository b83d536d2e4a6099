import type { Forecast, ForecastListItem, ForecastListQuery } from '@portico/domain/forecasts/forecast-dto';
import { joinHwSw, splitHwSw } from '@portico/domain/forecasts/forecast-constants';
import {
  canReadForecast,
  forecastActions,
  forecastState,
  forecastTransition,
  seesAllForecasts,
  type ForecastEvent,
} from '@portico/domain/forecasts/forecast-lock';
import type { ForecastInput } from '@portico/domain/forecasts/forecast-schema';
import { REQUIRED } from '@portico/domain/shared/messages';
import type { Db } from '../../db/client';
import { HttpProblem, notFound } from '../../lib/problem';
import { todayOf } from '../../lib/person-day';
import type { Viewer } from '../../lib/viewer';
import {
  deleteOpenForecast,
  findForecast,
  insertForecast,
  listForecasts,
  setForecastLock,
  updateOpenForecast,
  type ForecastListRow,
  type ForecastValues,
  type FoundForecast,
} from './forecast-queries';

export const FORECAST_NOT_FOUND = 'The forecast was not found.';
export const FORECAST_CHANGED = 'This forecast was changed meanwhile. Reload it and try again.';

const storedValues = (input: ForecastInput): ForecastValues => ({
  ...input,
  hwSwRequirements: input.requiresLaptop ? joinHwSw(input.hwSwRequirements) : null,
});

function withActions(row: ForecastListRow, viewer: Viewer, today: string) {
  const facts = {
    submittedById: row.submittedById,
    lockedAt: row.lockedAt,
    plannedStartDate: row.plannedStartDate,
  };
  const state = forecastState(facts, today);
  return { state, locked: state !== 'open', ...forecastActions(facts, viewer, today) };
}

function toListItem(row: ForecastListRow, viewer: Viewer, today: string): ForecastListItem {
  return {
    id: row.id,
    jobTitle: row.jobTitle,
    division: row.division as ForecastListItem['division'],
    type: row.type as ForecastListItem['type'],
    plannedStartDate: row.plannedStartDate,
    isEmployeeHired: row.isEmployeeHired,
    employeeName: row.employeeName,
    requiresLaptop: row.requiresLaptop,
    submittedByName: row.submittedByName,
    createdAt: row.createdAt.toISOString(),
    ...withActions(row, viewer, today),
  };
}

function toForecast(row: FoundForecast, viewer: Viewer, today: string): Forecast {
  return {
    ...toListItem(row, viewer, today),
    employeeSetupFormProvided: row.employeeSetupFormProvided,
    hwSwRequirements: splitHwSw(row.hwSwRequirements),
    shippingRequired: row.shippingRequired as Forecast['shippingRequired'],
    laptopDesiredBy: row.laptopDesiredBy,
    otherImportantInfo: row.otherImportantInfo,
    submittedById: row.submittedById,
    lockedAt: row.lockedAt?.toISOString() ?? null,
    lockedByName: row.lockedAt ? row.lockedByName : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The viewer's forecasts, or everyone's for HR, ELT and Admin. */
export async function listVisibleForecasts(
  db: Db,
  viewer: Viewer,
  query: ForecastListQuery,
  now = new Date(),
) {
  const today = todayOf(viewer, now);
  const page = await listForecasts(db, seesAllForecasts(viewer) ? undefined : viewer.employeeId, query);
  return { ...page, items: page.items.map((row) => toListItem(row, viewer, today)) };
}

/** A forecast the viewer may read; anyone else's is 'not found', so ids tell nothing. */
async function readableForecast(db: Db, viewer: Viewer, id: string) {
  const row = await findForecast(db, id);
  if (!row || !canReadForecast(row, viewer)) throw notFound(FORECAST_NOT_FOUND);
  return row;
}

export async function getForecast(db: Db, viewer: Viewer, id: string, now = new Date()) {
  return toForecast(await readableForecast(db, viewer, id), viewer, todayOf(viewer, now));
}

export async function createForecast(db: Db, viewer: Viewer, input: ForecastInput, now = new Date()) {
  // The body's schema refused only days before today anywhere; the day is the forecaster's.
  if (input.plannedStartDate < todayOf(viewer, now))
    throw new HttpProblem(400, REQUIRED, { plannedStartDate: [REQUIRED] });
  const id = await insertForecast(db, viewer.employeeId, storedValues(input), now);
  return getForecast(db, viewer, id, now);
}

/** The workflow's answer for an event, or its refusal as problem+json. */
async function guarded(db: Db, viewer: Viewer, id: string, event: ForecastEvent, today: string) {
  const row = await readableForecast(db, viewer, id);
  const outcome = forecastTransition(row, event, viewer, today);
  if (!outcome.ok) throw new HttpProblem(outcome.status, outcome.message);
  return row;
}

export async function updateForecast(
  db: Db,
  viewer: Viewer,
  id: string,
  input: ForecastInput,
  now = new Date(),
) {
  const today = todayOf(viewer, now);
  const saved = await guarded(db, viewer, id, 'edit', today);
  // A start date changed on an edit may not be before today; one kept as saved is not checked.
  if (input.plannedStartDate !== saved.plannedStartDate && input.plannedStartDate < today)
    throw new HttpProblem(400, REQUIRED, { plannedStartDate: [REQUIRED] });
  if (!(await updateOpenForecast(db, id, today, storedValues(input))))
    throw new HttpProblem(409, FORECAST_CHANGED);
  return getForecast(db, viewer, id, now);
}

export async function deleteForecast(db: Db, viewer: Viewer, id: string, now = new Date()) {
  const today = todayOf(viewer, now);
  await guarded(db, viewer, id, 'delete', today);
  if (!(await deleteOpenForecast(db, id, today))) throw new HttpProblem(409, FORECAST_CHANGED);
}

export async function lockForecast(db: Db, viewer: Viewer, id: string, lock: boolean, now = new Date()) {
  const today = todayOf(viewer, now);
  await guarded(db, viewer, id, lock ? 'lock' : 'unlock', today);
  const changed = await setForecastLock(db, id, today, lock ? { by: viewer.employeeId, at: now } : null);
  if (!changed) throw new HttpProblem(409, FORECAST_CHANGED);
  return getForecast(db, viewer, id, now);
}
