import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { escapeCsvCell } from './csv-cell';

/** One column of an export: its header and how a row fills it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null;
}

/**
 * A list as CSV for a spreadsheet, streamed: a byte-order mark so accented names survive
 * Excel, and every cell through the formula escaper. Rows are read batch by batch as the
 * download drains (backpressure through the pipeline), so memory stays flat for any size; a
 * failing read ends the stream with its error.
 */
export function csvStream<Row>(columns: readonly CsvColumn<Row>[], batches: AsyncIterable<Row[]>): Readable {
  async function* records() {
    for await (const rows of batches) {
      for (const row of rows) yield columns.map((column) => escapeCsvCell(column.value(row)));
    }
  }
  const csv = stringify({ header: true, columns: columns.map((column) => column.header), bom: true });
  pipeline(Readable.from(records()), csv, () => {
    // An error has already destroyed `csv`, which ends the response; nothing more to do.
  });
  return csv;
}

/** The headers every CSV download carries: a file name to save as, never cached or sniffed. */
export const csvDownloadHeaders = (fileName: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${fileName}"`,
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
});
