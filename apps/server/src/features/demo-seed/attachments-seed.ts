import { attachmentBlobs, requestAttachments } from '../../db/schema';
import { demoId } from './demo-ids';
import { MINIMAL_PNG, minimalPdf } from './demo-attachment-files';
import { insertInChunks } from './insert-in-chunks';
import { demoRequestId, type PersonaRequestKey } from './persona-requests';
import { PERSONAS } from './personas';
import type { DemoSeedModule } from './seed-module';

/** Files on Emery's own requests, uploaded by her. */
const DEMO_ATTACHMENTS: readonly {
  key: string;
  request: PersonaRequestKey;
  fileName: string;
  bytes: Buffer;
}[] = [
  {
    key: 'scanner-quote',
    request: 'emery-scanner-purchase',
    fileName: 'Scanner quote.pdf',
    bytes: minimalPdf('Quote: 2 rugged handheld scanners'),
  },
  { key: 'dock-photo', request: 'emery-dock', fileName: 'dock-desk-14.png', bytes: MINIMAL_PNG },
  {
    key: 'route-sheet',
    request: 'emery-route-brief',
    fileName: 'Route sheet example.pdf',
    bytes: minimalPdf('Route sheet, Monday'),
  },
];

export const DEMO_ATTACHMENT_COUNT = DEMO_ATTACHMENTS.length;

/** A seeded attachment's id, fixed so tests and the permission matrix can name it. */
export const demoAttachmentId = (key: string) => demoId(`attachment:${key}`);

/**
 * A few of Emery's requests carry files, so the Attachments section has something to show.
 * Rows and bytes are inserted as the default (database) store keeps them, under storage keys
 * unrelated to the file names.
 */
export const attachmentsSeed: DemoSeedModule = {
  name: 'attachments',
  // The bytes have no foreign key to their rows, so a reset must empty them explicitly.
  tables: [requestAttachments, attachmentBlobs],
  async seed(tx) {
    const rows = DEMO_ATTACHMENTS.map((attachment) => ({
      id: demoAttachmentId(attachment.key),
      requestId: demoRequestId(attachment.request),
      fileName: attachment.fileName,
      contentType: attachment.fileName.endsWith('.pdf') ? 'application/pdf' : 'image/png',
      size: attachment.bytes.length,
      storageKey: demoId(`attachment-bytes:${attachment.key}`).replaceAll('-', ''),
      uploadedById: PERSONAS.emery.id,
    }));
    const blobs = DEMO_ATTACHMENTS.map((attachment, index) => ({
      storageKey: rows[index]!.storageKey,
      bytes: attachment.bytes,
    }));
    return {
      ...(await insertInChunks(tx, requestAttachments, rows)),
      ...(await insertInChunks(tx, attachmentBlobs, blobs)),
    };
  },
};
