import type { TimeAwayTableRow } from '@portico/domain/time-away/time-away-dto';
import type { CsvColumn } from '../../lib/csv-export';

/** Spec §9: the Time Away table exports as this file. */
export const TIME_AWAY_CSV_FILE = 'Time-Away.csv';

/** The table's columns, the hidden ones included (spec §2: record id, booked, taken, percent). */
export const TIME_AWAY_CSV_COLUMNS: readonly CsvColumn<TimeAwayTableRow>[] = [
  {
    header: /*i18n*/ { id: 'csv.timeAway.employeeNumber', message: 'Employee Number' },
    value: (row) => row.employeeNumber,
  },
  { header: /*i18n*/ { id: 'csv.timeAway.name', message: 'Name' }, value: (row) => row.name },
  {
    header: /*i18n*/ { id: 'csv.timeAway.department', message: 'Department' },
    value: (row) => row.department,
  },
  {
    header: /*i18n*/ { id: 'csv.timeAway.allocation', message: 'Allocation' },
    value: (row) => row.allocation,
  },
  { header: /*i18n*/ { id: 'csv.timeAway.booked', message: 'Booked' }, value: (row) => row.booked },
  { header: /*i18n*/ { id: 'csv.timeAway.taken', message: 'Taken' }, value: (row) => row.taken },
  { header: /*i18n*/ { id: 'csv.timeAway.remaining', message: 'Remaining' }, value: (row) => row.remaining },
  {
    header: /*i18n*/ { id: 'csv.timeAway.usedPercentage', message: 'Booked & Taken %' },
    value: (row) => row.usedPercentage,
  },
];
