import type { TopVisitor } from '@portico/domain/portal-metrics/portal-metrics-dto';
import type { CsvColumn } from '../../lib/csv-export';

/** The Visitors List's columns (spec §2): Name, Company, Total Visits. */
export const VISITORS_CSV_COLUMNS: readonly CsvColumn<TopVisitor>[] = [
  { header: /*i18n*/ { id: 'csv.visitors.name', message: 'Name' }, value: (row) => row.name },
  { header: /*i18n*/ { id: 'csv.visitors.company', message: 'Company' }, value: (row) => row.company },
  { header: /*i18n*/ { id: 'csv.visitors.visits', message: 'Total Visits' }, value: (row) => row.visits },
];
