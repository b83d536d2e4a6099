import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { stringify } from 'csv-stringify';
import { describe, expect, it } from 'vitest';
import { csvStream, type CsvColumn } from './csv-export';
import { textsIn } from './texts';

const ENGLISH = textsIn('en-CA');

// Bytes, not `text()`: a TextDecoder would drop the byte-order mark the file must start with.
const text = async (stream: Readable) => (await buffer(stream)).toString('utf8');

interface Row {
  name: string | null;
  days: number;
}
const COLUMNS: readonly CsvColumn<Row>[] = [
  { header: { id: 'test.name', message: 'Name, as shown' }, value: (row) => row.name },
  { header: { id: 'test.days', message: 'Days' }, value: (row) => row.days },
];

async function* batchesOf(...batches: Row[][]) {
  for (const batch of batches) yield batch;
}

/** What a record-at-a-time csv-stringify stream writes for the same rows (the earlier export). */
async function oneRecordAtATime(rows: Row[]) {
  const csv = stringify({ header: true, columns: ['Name, as shown', 'Days'], bom: true });
  for (const row of rows)
    csv.write([row.name ?? '', String(row.days).startsWith('-') ? `'${row.days}` : String(row.days)]);
  csv.end();
  return text(csv);
}

describe('csvStream', () => {
  it('writes a BOM, the header and every batch, quoted and formula-escaped as csv-stringify writes a record at a time', async () => {
    const first = [
      { name: 'Ana "Nana" Silva', days: 3 },
      { name: 'Line\nbreak, and comma', days: -2 },
    ];
    const second = [{ name: null, days: 0 }];
    const body = await text(csvStream(COLUMNS, batchesOf(first, second), ENGLISH));
    expect(body).toBe(await oneRecordAtATime([...first, ...second]));
    expect(body.startsWith('\uFEFF"Name, as shown",Days\n')).toBe(true);
    expect(body).toContain(",'-2\n");
  });

  it('writes the header alone when there are no rows', async () => {
    expect(await text(csvStream(COLUMNS, batchesOf(), ENGLISH))).toBe('\uFEFF"Name, as shown",Days\n');
  });

  it('ends with the error of a failing read', async () => {
    async function* failing(): AsyncGenerator<Row[]> {
      yield [{ name: 'A', days: 1 }];
      throw new Error('the database went away');
    }
    await expect(text(csvStream(COLUMNS, failing(), ENGLISH))).rejects.toThrow('the database went away');
  });
});
