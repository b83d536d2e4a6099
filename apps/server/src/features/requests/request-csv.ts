import type { I18n } from '@lingui/core';
import type { RequestRow, RequestView } from '@portico/domain/requests/request-dto';
import type { Readable } from 'node:stream';
import { csvStream, type CsvColumn } from '../../lib/csv-export';
import {
  approvalStateText,
  requestPriorityText,
  requestStatusText,
  requestTypeText,
} from '../../lib/request-texts';

const date = (row: RequestRow) => row.createdAt.slice(0, 10);

/** The list's columns (spec §2), plus the variant columns of the approval and ranking lists. */
function columnsFor(view: RequestView): CsvColumn<RequestRow>[] {
  const columns: CsvColumn<RequestRow>[] = [
    { header: /*i18n*/ { id: 'csv.requests.id', message: 'ID' }, value: (row) => row.displayName },
    { header: /*i18n*/ { id: 'csv.requests.date', message: 'Date' }, value: date },
    {
      header: /*i18n*/ { id: 'csv.requests.type', message: 'Type' },
      value: (row, texts) => requestTypeText(texts, row.type),
    },
  ];
  if (view === 'approvals')
    columns.push({
      header: /*i18n*/ { id: 'csv.requests.category', message: 'Category' },
      value: (row) => row.category,
    });
  columns.push(
    {
      header: /*i18n*/ { id: 'csv.requests.description', message: 'Brief Description' },
      value: (row) => row.description,
    },
    {
      header: /*i18n*/ { id: 'csv.requests.priority', message: 'Priority' },
      value: (row, texts) => row.priority && requestPriorityText(texts, row.priority),
    },
    {
      header: /*i18n*/ { id: 'csv.requests.assignedTo', message: 'Assigned To' },
      value: (row) => row.assignedTo,
    },
    {
      header: /*i18n*/ { id: 'csv.requests.status', message: 'Status' },
      value: (row, texts) => requestStatusText(texts, row.status),
    },
  );
  if (view === 'approvals')
    columns.push({
      header: /*i18n*/ { id: 'csv.requests.approvalStatus', message: 'Approval Status' },
      value: (row, texts) => row.approvalStatus && approvalStateText(texts, row.approvalStatus),
    });
  if (view === 'ranking')
    columns.push({ header: /*i18n*/ { id: 'csv.requests.rank', message: 'Rank' }, value: (row) => row.rank });
  return columns;
}

const FILE_NAMES: Record<RequestView, string> = {
  mine: 'it-requests.csv',
  approvals: 'approval-requests.csv',
  projects: 'projects.csv',
  ranking: 'approved-projects.csv',
  desk: 'it-desk-requests.csv',
};

/** The list as CSV in the reader's language (`lib/csv-export.ts`: streamed, formula-leading cells escaped). */
export function requestsCsv(
  view: RequestView,
  batches: AsyncIterable<RequestRow[]>,
  texts: I18n,
): { fileName: string; csv: Readable } {
  return { fileName: FILE_NAMES[view], csv: csvStream(columnsFor(view), batches, texts) };
}
