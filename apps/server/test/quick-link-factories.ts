import type { Db } from '../src/db/client';
import { quickLinks } from '../src/db/schema';
import { PERSONAS } from '../src/reference-data/personas';

let sequence = 0;

/** A quick link: Emery's personal one unless told otherwise. */
export async function createQuickLink(db: Db, overrides: Partial<typeof quickLinks.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(quickLinks)
    .values({
      label: `Test link ${sequence}`,
      url: `https://link-${sequence}.example.com`,
      icon: 'IconLink',
      iconColor: '#1c7ed6',
      employeeId: overrides.corporate ? null : PERSONAS.emery.id,
      corporate: false,
      ...overrides,
    })
    .returning();
  return row!;
}
