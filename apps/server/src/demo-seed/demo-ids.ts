import { createHash } from 'node:crypto';

/** Our own namespace for name-based UUIDs; any fixed UUID would do. */
const DEMO_NAMESPACE = Buffer.from('6f1c2a4e9b7d4c3a8e5f1a2b3c4d5e6f', 'hex');

/**
 * A name-based UUID (RFC 9562 version 5) for a demo row, e.g. `demoId('employee:000005')`.
 * Rows get their ids before they reach the database, so rows can point at each other in one
 * pass, and a persona keeps the same id whatever the size of the organisation.
 */
export function demoId(name: string): string {
  const bytes = createHash('sha1').update(DEMO_NAMESPACE).update(name, 'utf8').digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
