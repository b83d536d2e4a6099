import type { RequestRow, RequestView } from '@portico/domain/requests/request-dto';
import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
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
 * The list as CSV for a spreadsheet, streamed: a byte-order mark so accented names survive
 * Excel, and every cell through the formula escaper. Rows are read batch by batch as the
 * download drains (backpressure through the pipeline), so memory stays flat for any size; a
 * failing read ends the stream with its error.
 */
export function requestsCsv(
  view: RequestView,
  batches: AsyncIterable<RequestRow[]>,
): { fileName: string; csv: Readable } {
  const columns = columnsFor(view);
  async function* records() {
    for await (const rows of batches) {
      for (const row of rows) yield columns.map((column) => escapeCsvCell(column.value(row)));
    }
  }
  const csv = stringify({ header: true, columns: columns.map((column) => column.header), bom: true });
  pipeline(Readable.from(records()), csv, () => {
    // An error has already destroyed `csv`, which ends the response; nothing more to do.
  });
  return { fileName: FILE_NAMES[view], csv };
}
