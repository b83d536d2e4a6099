import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ForecastExportQuery } from '@portico/domain/forecasts/forecast-dto';
import { forecastState, seesAllForecasts } from '@portico/domain/forecasts/forecast-lock';
import type { Db } from '../../db/client';
import type { CsvColumn } from '../../lib/csv-export';
import type { Viewer } from '../../lib/viewer';
import { forecastRows, type ForecastListRow } from './forecast-queries';

/** The spec leaves other tables' CSV names open (§9); ours says what it holds. */
export const FORECASTS_CSV_FILE = 'Employee-Forecasts.csv';
const EXPORT_BATCH = 5000;
const STATES = {
  open: /*i18n*/ { id: 'forecast.state.open', message: 'Open' },
  locked: /*i18n*/ { id: 'forecast.state.locked', message: 'Locked' },
  started: /*i18n*/ { id: 'forecast.state.started', message: 'Started' },
} as const satisfies Record<string, MessageDescriptor>;
const YES = /*i18n*/ { id: 'csv.yes', message: 'Yes' };
const NO = /*i18n*/ { id: 'csv.no', message: 'No' };
const yesNo = (value: boolean, texts: I18n) => texts._(value ? YES : NO);

/** The list's columns, as the table shows them. */
export function forecastCsvColumns(today: string): CsvColumn<ForecastListRow>[] {
  return [
    { header: /*i18n*/ { id: 'csv.forecasts.jobTitle', message: 'Job Title' }, value: (row) => row.jobTitle },
    { header: /*i18n*/ { id: 'csv.forecasts.division', message: 'Division' }, value: (row) => row.division },
    { header: /*i18n*/ { id: 'csv.forecasts.type', message: 'Type' }, value: (row) => row.type },
    {
      header: /*i18n*/ { id: 'csv.forecasts.plannedStartDate', message: 'Planned Start Date' },
      value: (row) => row.plannedStartDate,
    },
    {
      header: /*i18n*/ { id: 'csv.forecasts.isEmployeeHired', message: 'Is Employee Hired' },
      value: (row, texts) => yesNo(row.isEmployeeHired, texts),
    },
    {
      header: /*i18n*/ { id: 'csv.forecasts.employeeName', message: 'Employee Name' },
      value: (row) => row.employeeName,
    },
    {
      header: /*i18n*/ { id: 'csv.forecasts.requiresLaptop', message: 'Requires Laptop' },
      value: (row, texts) => yesNo(row.requiresLaptop, texts),
    },
    {
      header: /*i18n*/ { id: 'csv.forecasts.submittedBy', message: 'Submitted By' },
      value: (row) => row.submittedByName,
    },
    {
      header: /*i18n*/ { id: 'csv.forecasts.status', message: 'Status' },
      value: (row, texts) => texts._(STATES[forecastState(row, today)]),
    },
  ];
}

/** Every forecast of the query the viewer may see, batch by batch, in the list's order. */
export async function* forecastBatches(db: Db, viewer: Viewer, query: ForecastExportQuery) {
  const submittedById = seesAllForecasts(viewer) ? undefined : viewer.employeeId;
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await forecastRows(db, submittedById, query, { limit: EXPORT_BATCH, offset });
    if (rows.length > 0) yield rows;
    if (rows.length < EXPORT_BATCH) return;
  }
}
