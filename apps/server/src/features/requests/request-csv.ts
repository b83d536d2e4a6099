import type { RequestRow, RequestView } from '@portico/domain/requests/request-dto';
import type { Readable } from 'node:stream';
import { csvStream, type CsvColumn } from '../../lib/csv-export';

const date = (row: RequestRow) => row.createdAt.slice(0, 10);

/** The list's columns (spec §2), plus the variant columns of the approval and ranking lists. */
function columnsFor(view: RequestView): CsvColumn<RequestRow>[] {
  const columns: CsvColumn<RequestRow>[] = [
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

/** The list as CSV (`lib/csv-export.ts`: streamed, formula-leading cells escaped). */
export function requestsCsv(
  view: RequestView,
  batches: AsyncIterable<RequestRow[]>,
): { fileName: string; csv: Readable } {
  return { fileName: FILE_NAMES[view], csv: csvStream(columnsFor(view), batches) };
}
