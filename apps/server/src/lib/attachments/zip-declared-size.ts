import { fromBuffer, type Entry } from 'yauzl';

/**
 * How much a zip archive says it unpacks to: the sum of its entries' uncompressed sizes, read
 * from its central directory, nothing inflated. Counting stops once past `enough` (an archive
 * may list hundreds of thousands of entries). Undefined when the bytes are not a zip that can
 * be read, e.g. a local header with no central directory, which no Office program opens either.
 */
export function zipDeclaredSize(bytes: Buffer, enough: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: false }, (error, zip) => {
      if (error || !zip) return resolve(undefined);
      let total = 0;
      zip.on('entry', (entry: Entry) => {
        total += entry.uncompressedSize;
        if (total > enough) return resolve(total);
        zip.readEntry();
      });
      zip.on('end', () => resolve(total));
      zip.on('error', () => resolve(undefined));
      zip.readEntry();
    });
  });
}
