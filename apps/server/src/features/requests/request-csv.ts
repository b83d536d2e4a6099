import type { RequestRow, RequestView } from '@portico/domain/requests/request-dto';
import { stringify } from 'csv-stringify/sync';
import { escapeCsvCell } from './csv-cell';

interface CsvColumn {
  header: string;
  value: (row: RequestRow) => string | number | null;
}

const date = (row: RequestRow) => row.createdAt.slice(0, 10);

/** The list's columns (spec §2), plus the variant columns of the approval and ranking lists. */
function columnsFor(view: RequestView): CsvColumn[] {
  const columns: CsvColumn[] = [
    { header: 'ID', value: (row) => row.displayName },
    { header: 'Date', value: date },
    { header: 'Type', value: (row) => row.type },
  ];
  if (view === 'approvals') columns.push({ header: 'Category', value: (row) => row.category });
  columns.push(
    { header: 'Brief Description', value: (row) => row.description },
    { header: 'Priority', value: (row) => row.priority },
    { header: 'Assigned To', value: (row) => row.assignedTo },
    { header: 'Status', value: (row) => row.status },
  );
  if (view === 'approvals') columns.push({ header: 'Approval Status', value: (row) => row.approvalStatus });
  if (view === 'ranking') columns.push({ header: 'Rank', value: (row) => row.rank });
  return columns;
}

const FILE_NAMES: Record<RequestView, string> = {
  mine: 'it-requests.csv',
  approvals: 'approval-requests.csv',
  projects: 'projects.csv',
  ranking: 'approved-projects.csv',
  desk: 'it-desk-requests.csv',
};

/**
 * The list as CSV for a spreadsheet: a byte-order mark so accented names survive Excel, and
 * every cell through the formula escaper.
 */
export function requestsCsv(view: RequestView, rows: RequestRow[]): { fileName: string; csv: string } {
  const columns = columnsFor(view);
  const csv = stringify(
    rows.map((row) => columns.map((column) => escapeCsvCell(column.value(row)))),
    { header: true, columns: columns.map((column) => column.header), bom: true },
  );
  return { fileName: FILE_NAMES[view], csv };
}
