import { describe, expect, it } from 'vitest';
import type { AccessRole } from '../identity/roles';
import {
  ALREADY_LOCKED_MESSAGE,
  canReadForecast,
  FORECAST_LOCKED_MESSAGE,
  forecastActions,
  forecastState,
  forecastTransition,
  isForecastLocked,
  LOCKERS_ONLY_MESSAGE,
  NOT_LOCKED_MESSAGE,
  NOT_YOUR_FORECAST_MESSAGE,
  STARTED_MESSAGE,
  type ForecastEvent,
  type ForecastState,
} from './forecast-lock';

const TODAY = '2026-11-24';
const actor = (employeeId: string, ...roles: AccessRole[]) => ({ employeeId, roles });
const SUBMITTER = actor('sub');
const HR = actor('hr', 'HR');
const ADMIN = actor('admin', 'Admin');
const ELT = actor('elt', 'ELT');
const OTHER = actor('other');

const forecastIn = (state: ForecastState) => ({
  submittedById: 'sub',
  lockedAt: state === 'locked' ? '2026-11-20T10:00:00Z' : null,
  plannedStartDate: state === 'started' ? '2026-11-23' : '2026-12-01',
});

describe('forecastState', () => {
  it.each([
    [null, '2026-11-24', 'open'],
    [null, '2026-11-25', 'open'],
    ['2026-11-20T10:00:00Z', '2026-11-24', 'locked'],
    [null, '2026-11-23', 'started'],
    ['2026-11-20T10:00:00Z', '2026-11-23', 'started'],
  ] as const)('locked at %s, starting %s: %s', (lockedAt, plannedStartDate, expected) => {
    const forecast = { submittedById: 'sub', lockedAt, plannedStartDate };
    expect(forecastState(forecast, TODAY)).toBe(expected);
    expect(isForecastLocked(forecast, TODAY)).toBe(expected !== 'open');
  });
});

describe('forecastTransition', () => {
  const cases: [
    ForecastState,
    ForecastEvent,
    ReturnType<typeof actor>,
    ForecastState | 'deleted' | number,
    string?,
  ][] = [
    ['open', 'edit', SUBMITTER, 'open'],
    ['open', 'edit', HR, 'open'],
    ['open', 'edit', ADMIN, 'open'],
    ['open', 'edit', ELT, 403, NOT_YOUR_FORECAST_MESSAGE],
    ['open', 'edit', OTHER, 403, NOT_YOUR_FORECAST_MESSAGE],
    ['locked', 'edit', SUBMITTER, 403, FORECAST_LOCKED_MESSAGE],
    ['locked', 'edit', HR, 403, FORECAST_LOCKED_MESSAGE],
    ['started', 'edit', SUBMITTER, 403, FORECAST_LOCKED_MESSAGE],
    ['open', 'delete', SUBMITTER, 'deleted'],
    ['open', 'delete', ADMIN, 'deleted'],
    ['open', 'delete', ELT, 403, NOT_YOUR_FORECAST_MESSAGE],
    ['locked', 'delete', SUBMITTER, 403, FORECAST_LOCKED_MESSAGE],
    ['locked', 'delete', ADMIN, 403, FORECAST_LOCKED_MESSAGE],
    ['started', 'delete', HR, 403, FORECAST_LOCKED_MESSAGE],
    ['open', 'lock', HR, 'locked'],
    ['open', 'lock', ADMIN, 'locked'],
    ['open', 'lock', SUBMITTER, 403, LOCKERS_ONLY_MESSAGE],
    ['open', 'lock', ELT, 403, LOCKERS_ONLY_MESSAGE],
    ['locked', 'lock', HR, 409, ALREADY_LOCKED_MESSAGE],
    ['started', 'lock', HR, 409, STARTED_MESSAGE],
    ['locked', 'unlock', HR, 'open'],
    ['locked', 'unlock', ADMIN, 'open'],
    ['locked', 'unlock', SUBMITTER, 403, LOCKERS_ONLY_MESSAGE],
    ['open', 'unlock', HR, 409, NOT_LOCKED_MESSAGE],
    ['started', 'unlock', ADMIN, 409, STARTED_MESSAGE],
  ];
  it.each(cases)('%s, %s by %o: %s', (state, event, who, expected, message) => {
    const outcome = forecastTransition(forecastIn(state), event, who, TODAY);
    if (typeof expected === 'number') {
      expect(outcome).toEqual({ ok: false, status: expected, message });
    } else {
      expect(outcome).toEqual({ ok: true, from: state, to: expected });
    }
  });
});

describe('who reads a forecast', () => {
  it.each([
    [SUBMITTER, true],
    [HR, true],
    [ELT, true],
    [ADMIN, true],
    [OTHER, false],
  ])('%o: %s', (who, expected) => {
    expect(canReadForecast(forecastIn('open'), who)).toBe(expected);
  });
});

describe('forecastActions', () => {
  it('a locked forecast offers its submitter nothing, and HR only unlocking', () => {
    expect(forecastActions(forecastIn('locked'), SUBMITTER, TODAY)).toEqual({
      canEdit: false,
      canDelete: false,
      canLock: false,
      canUnlock: false,
    });
    expect(forecastActions(forecastIn('locked'), HR, TODAY)).toEqual({
      canEdit: false,
      canDelete: false,
      canLock: false,
      canUnlock: true,
    });
  });
});
