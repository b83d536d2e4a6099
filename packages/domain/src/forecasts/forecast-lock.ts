import type { AccessRole } from '../identity/roles';

/**
 * Who may see, change and lock an employee forecast, and when (docs/employee-forecasts.md,
 * docs/decisions/032-forecast-locking.md). One state machine; the server enforces it, writes
 * guarded on the state it expects, and the browser only mirrors it to enable buttons.
 *
 *   open ──lock (HR, Admin)──▶ locked ──unlock (HR, Admin)──▶ open
 *   open / locked ──(the day after the planned start)──▶ started   (final: stays locked)
 *
 * A forecast is Locked (spec §3) when it is locked or started: nobody edits or deletes it.
 */
export type ForecastState = 'open' | 'locked' | 'started';
export type ForecastEvent = 'edit' | 'delete' | 'lock' | 'unlock';

export interface ForecastActor {
  employeeId: string;
  roles: readonly AccessRole[];
}

export interface ForecastFacts {
  submittedById: string;
  /** Set when HR or an Admin locked it. */
  lockedAt: Date | string | null;
  plannedStartDate: string;
}

export type ForecastOutcome =
  | { ok: true; from: ForecastState; to: ForecastState | 'deleted' }
  | { ok: false; status: 403 | 409; message: string };

export const FORECAST_LOCKED_MESSAGE = 'This forecast is locked and cannot be changed or deleted.';
export const NOT_YOUR_FORECAST_MESSAGE = 'Only its submitter, HR or an Admin can change this forecast.';
export const LOCKERS_ONLY_MESSAGE = 'Only HR or an Admin can lock or unlock a forecast.';
export const ALREADY_LOCKED_MESSAGE = 'This forecast is already locked.';
export const NOT_LOCKED_MESSAGE = 'This forecast is not locked.';
export const STARTED_MESSAGE = 'The planned start date has passed: this forecast stays locked.';

const hasRole = (actor: ForecastActor, ...roles: AccessRole[]) =>
  roles.some((role) => actor.roles.includes(role));

/** HR, ELT and Admin see every forecast; everyone else their own (the rule). */
export const seesAllForecasts = (actor: ForecastActor) => hasRole(actor, 'HR', 'ELT', 'Admin');

export const canReadForecast = (forecast: Pick<ForecastFacts, 'submittedById'>, actor: ForecastActor) =>
  forecast.submittedById === actor.employeeId || seesAllForecasts(actor);

/** HR and Admin lock and unlock; they, and the submitter, edit and delete an open forecast. */
export const locksForecasts = (actor: ForecastActor) => hasRole(actor, 'HR', 'Admin');

const mayChange = (forecast: ForecastFacts, actor: ForecastActor) =>
  forecast.submittedById === actor.employeeId || locksForecasts(actor);

/** The forecast's state on a given day ('YYYY-MM-DD'): started once the planned start has passed. */
export function forecastState(forecast: ForecastFacts, today: string): ForecastState {
  if (forecast.plannedStartDate < today) return 'started';
  return forecast.lockedAt ? 'locked' : 'open';
}

/** Spec §3 Locked: not editable, not deletable. */
export const isForecastLocked = (forecast: ForecastFacts, today: string) =>
  forecastState(forecast, today) !== 'open';

const refuse = (status: 403 | 409, message: string): ForecastOutcome => ({ ok: false, status, message });

/**
 * The transition an event makes, or why it is refused: 403 when the actor may not (or the
 * forecast is locked, as the issue asks), 409 when a lock or unlock meets a forecast already
 * in the state it would make (a stale screen).
 */
export function forecastTransition(
  forecast: ForecastFacts,
  event: ForecastEvent,
  actor: ForecastActor,
  today: string,
): ForecastOutcome {
  const from = forecastState(forecast, today);
  switch (event) {
    case 'edit':
    case 'delete':
      if (!mayChange(forecast, actor)) return refuse(403, NOT_YOUR_FORECAST_MESSAGE);
      if (from !== 'open') return refuse(403, FORECAST_LOCKED_MESSAGE);
      return { ok: true, from, to: event === 'edit' ? 'open' : 'deleted' };
    case 'lock':
      if (!locksForecasts(actor)) return refuse(403, LOCKERS_ONLY_MESSAGE);
      if (from === 'started') return refuse(409, STARTED_MESSAGE);
      if (from === 'locked') return refuse(409, ALREADY_LOCKED_MESSAGE);
      return { ok: true, from, to: 'locked' };
    case 'unlock':
      if (!locksForecasts(actor)) return refuse(403, LOCKERS_ONLY_MESSAGE);
      if (from === 'started') return refuse(409, STARTED_MESSAGE);
      if (from === 'open') return refuse(409, NOT_LOCKED_MESSAGE);
      return { ok: true, from, to: 'open' };
  }
}

/** What the screens show: which of the actions the actor may take now. */
export function forecastActions(forecast: ForecastFacts, actor: ForecastActor, today: string) {
  const allowed = (event: ForecastEvent) => forecastTransition(forecast, event, actor, today).ok;
  return {
    canEdit: allowed('edit'),
    canDelete: allowed('delete'),
    canLock: allowed('lock'),
    canUnlock: allowed('unlock'),
  };
}
