import { createHash } from 'node:crypto';

/** Our own namespace for name-based UUIDs; any fixed UUID would do. */
const DEMO_NAMESPACE = Buffer.from('6f1c2a4e9b7d4c3a8e5f1a2b3c4d5e6f', 'hex');

/**
 * A name-based UUID (RFC 9562 version 5) for a demo row, e.g. `demoId('employee:000005')`.
 * Rows get their ids before they reach the database, so rows can point at each other in one
 * pass, and a persona keeps the same id whatever the size of the organisation.
 */
export function demoId(name: string): string {
  return uuidOf(digestOf(name));
}

/**
 * Ids for the many rows that belong to one demo row (a request's history lines and
 * notifications), from one hash for the lot: each is the family's hash with its ordinal mixed
 * into the last four bytes, so they are distinct within the family and as unlikely to meet
 * another family's as any two name-based ids. A 10,000-employee seed makes some 450,000 ids;
 * one hash per request instead of one per row is most of the saving.
 */
export function demoIdsUnder(name: string): (ordinal: number) => string {
  const digest = digestOf(name);
  const base = digest.readUInt32BE(12);
  return (ordinal) => {
    const bytes = Buffer.from(digest);
    bytes.writeUInt32BE((base ^ ordinal) >>> 0, 12);
    return uuidOf(bytes);
  };
}

function digestOf(name: string): Buffer {
  return createHash('sha1').update(DEMO_NAMESPACE).update(name, 'utf8').digest().subarray(0, 16);
}

/** The bytes as a version 5 UUID (the version and variant bits set). */
function uuidOf(bytes: Buffer): string {
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
