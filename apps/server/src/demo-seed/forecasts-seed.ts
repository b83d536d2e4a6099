import { addDays } from '@portico/domain/calendar/site-calendar';
import { joinHwSw } from '@portico/domain/forecasts/forecast-constants';
import { forecastTransition } from '@portico/domain/forecasts/forecast-lock';
import { forecastInputSchema } from '@portico/domain/forecasts/forecast-schema';
import { utcDay } from '@portico/domain/shared/dates';
import { employeeForecasts } from '../db/schema';
import { PERSONAS } from '../reference-data/personas';
import type { DemoSeedModule } from './seed-module';

type Persona = keyof typeof PERSONAS;

interface DemoForecast {
  by: Persona;
  /** Days from today: when it was submitted, and the planned start. */
  submitted: number;
  start: number;
  /** Who locked it, when HR or an Admin has. */
  lockedBy?: Persona;
  fields: Record<string, unknown>;
}

/**
 * The demo's forecasts: Drew plans his team's hires (one locked by Casey, one already started),
 * Emery, Alex and Casey one each, so each persona's list and HR's whole list have something.
 */
const DEMO_FORECASTS: readonly DemoForecast[] = [
  {
    by: 'drew',
    submitted: -12,
    start: 21,
    fields: {
      jobTitle: 'Dispatch Coordinator',
      division: 'Northpeak Logistics',
      type: 'Hourly - Internal',
      isEmployeeHired: true,
      employeeName: 'Priya Natarajan',
      employeeSetupFormProvided: true,
      requiresLaptop: true,
      hwSwRequirements: ['Windows Environment', 'Office Apps', 'Teams Direct Number', 'Monitor'],
      shippingRequired: 'Pickup at Head Office',
      otherImportantInfo: 'Sits with the dispatch team on the second floor.',
    },
  },
  {
    by: 'drew',
    submitted: -6,
    start: 60,
    fields: {
      jobTitle: 'Warehouse Associate',
      division: 'Northpeak Logistics',
      type: 'Hourly - Field',
      isEmployeeHired: false,
      requiresLaptop: false,
      otherImportantInfo: 'Two openings for the night shift.',
    },
  },
  {
    by: 'drew',
    submitted: -20,
    start: 9,
    lockedBy: 'casey',
    fields: {
      jobTitle: 'Fleet Analyst',
      division: 'Ridgeway Fleet Services',
      type: 'Salary - Internal',
      isEmployeeHired: true,
      employeeName: 'Marco Bianchi',
      employeeSetupFormProvided: false,
      requiresLaptop: true,
      hwSwRequirements: ['Windows Environment', 'Office Apps', 'Monitor', 'Mouse', 'Keyboard'],
      shippingRequired: 'Shipping Required',
    },
  },
  {
    by: 'drew',
    submitted: -45,
    start: -10,
    fields: {
      jobTitle: 'Yard Supervisor',
      division: 'Northpeak Logistics',
      type: 'Salary - Field / Remote',
      isEmployeeHired: true,
      employeeName: 'Jordan Ellis',
      employeeSetupFormProvided: true,
      requiresLaptop: false,
    },
  },
  {
    by: 'emery',
    submitted: -3,
    start: 35,
    fields: {
      jobTitle: 'Junior Account Coordinator',
      division: 'Harbourline Group',
      type: 'Salary - Internal',
      isEmployeeHired: false,
      requiresLaptop: true,
      hwSwRequirements: ['MacOS Environment', 'Office Apps', 'Adobe Creative Suite'],
      shippingRequired: 'Shipping Required',
      otherImportantInfo: 'Works from the Calgary office three days a week.',
    },
  },
  {
    by: 'alex',
    submitted: -8,
    start: 28,
    fields: {
      jobTitle: 'Service Desk Analyst',
      division: 'Harbourline Group',
      type: 'Salary - Internal',
      isEmployeeHired: false,
      requiresLaptop: true,
      hwSwRequirements: ['Windows Environment', 'Office Apps', 'Teams Direct Number', 'Monitor', 'Keyboard'],
      shippingRequired: 'Pickup at Head Office',
    },
  },
  {
    by: 'casey',
    submitted: -2,
    start: 120,
    fields: {
      jobTitle: 'HR Coordinator',
      division: 'Other',
      type: 'Other',
      isEmployeeHired: false,
      requiresLaptop: false,
    },
  },
];

export const forecastsSeed: DemoSeedModule = {
  name: 'forecasts',
  tables: [employeeForecasts],
  async seed(tx, { today }) {
    const day = utcDay(today);
    /** Midday (UTC) of the day `offset` days from today. */
    const middayOf = (offset: number) => new Date(`${addDays(day, offset)}T12:00:00Z`);
    for (const forecast of DEMO_FORECASTS) {
      const submittedDay = addDays(day, forecast.submitted);
      // Checked as the form was on the day it was submitted.
      const input = forecastInputSchema({ earliestDay: () => submittedDay }).parse({
        ...forecast.fields,
        plannedStartDate: addDays(day, forecast.start),
      });
      const createdAt = middayOf(forecast.submitted);
      const submittedById = PERSONAS[forecast.by].id;
      let lock = {};
      if (forecast.lockedBy) {
        const locker = PERSONAS[forecast.lockedBy];
        const outcome = forecastTransition(
          { submittedById, lockedAt: null, plannedStartDate: input.plannedStartDate },
          'lock',
          { employeeId: locker.id, roles: locker.roles },
          day,
        );
        if (!outcome.ok) throw new Error(`Demo forecast cannot be locked: ${outcome.message}`);
        lock = { lockedAt: middayOf(-1), lockedById: locker.id };
      }
      await tx.insert(employeeForecasts).values({
        ...input,
        hwSwRequirements: input.requiresLaptop ? joinHwSw(input.hwSwRequirements) : null,
        submittedById,
        createdAt,
        updatedAt: createdAt,
        ...lock,
      });
    }
  },
};
