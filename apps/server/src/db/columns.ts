import { customType } from 'drizzle-orm/pg-core';

/** Raw bytes (photos, later attachments). Drizzle has no built-in bytea column. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
