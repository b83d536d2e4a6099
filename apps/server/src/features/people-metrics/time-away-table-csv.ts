import type { TimeAwayTableRow } from '@portico/domain/time-away/time-away-dto';
import type { CsvColumn } from '../../lib/csv-export';

/** Spec §9: the Time Away table exports as this file. */
export const TIME_AWAY_CSV_FILE = 'Time-Away.csv';

/** The table's columns, the hidden ones included (spec §2: record id, booked, taken, percent). */
export const TIME_AWAY_CSV_COLUMNS: readonly CsvColumn<TimeAwayTableRow>[] = [
  { header: 'Employee Number', value: (row) => row.employeeNumber },
  { header: 'Name', value: (row) => row.name },
  { header: 'Department', value: (row) => row.department },
  { header: 'Allocation', value: (row) => row.allocation },
  { header: 'Booked', value: (row) => row.booked },
  { header: 'Taken', value: (row) => row.taken },
  { header: 'Remaining', value: (row) => row.remaining },
  { header: 'Booked & Taken %', value: (row) => row.usedPercentage },
];
