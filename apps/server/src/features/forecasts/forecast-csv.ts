import type { ForecastExportQuery } from '@portico/domain/forecasts/forecast-dto';
import { forecastState, seesAllForecasts } from '@portico/domain/forecasts/forecast-lock';
import type { Db } from '../../db/client';
import type { CsvColumn } from '../../lib/csv-export';
import type { Viewer } from '../../lib/viewer';
import { forecastRows, type ForecastListRow } from './forecast-queries';

/** The spec leaves other tables' CSV names open (§9); ours says what it holds. */
export const FORECASTS_CSV_FILE = 'Employee-Forecasts.csv';
const EXPORT_BATCH = 5000;
const STATE_LABELS = { open: 'Open', locked: 'Locked', started: 'Started' } as const;
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The list's columns, as the table shows them. */
export function forecastCsvColumns(today: string): CsvColumn<ForecastListRow>[] {
  return [
    { header: 'Job Title', value: (row) => row.jobTitle },
    { header: 'Division', value: (row) => row.division },
    { header: 'Type', value: (row) => row.type },
    { header: 'Planned Start Date', value: (row) => row.plannedStartDate },
    { header: 'Is Employee Hired', value: (row) => yesNo(row.isEmployeeHired) },
    { header: 'Employee Name', value: (row) => row.employeeName },
    { header: 'Requires Laptop', value: (row) => yesNo(row.requiresLaptop) },
    { header: 'Submitted By', value: (row) => row.submittedByName },
    { header: 'Status', value: (row) => STATE_LABELS[forecastState(row, today)] },
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
