import type { Db } from '../src/db/client';
import { jobOpenings, wallOfWow } from '../src/db/schema';
import { MINIMAL_PNG } from '../src/reference-data/sample-files';
import { newStorageKey } from '../src/lib/attachments/attachment-file';
import { databaseAttachmentStore } from '../src/lib/attachments/attachment-store';
import { createEmployee } from './factories';
import { dayFromToday } from './test-days';

let sequence = 0;
const next = () => ++sequence;

/** The calendar day `days` before the personas' today, 'YYYY-MM-DD'. */
export const daysAgo = (days: number) => dayFromToday(-days);

/** A job opening posted `daysAgo` days before today (default: a month ago). */
export async function createJobOpening(
  db: Db,
  overrides: Partial<typeof jobOpenings.$inferInsert> & { postedDaysAgo?: number } = {},
) {
  const { postedDaysAgo = 30, ...columns } = overrides;
  const n = next();
  const [row] = await db
    .insert(jobOpenings)
    .values({
      jobTitle: `Test Job ${n}`,
      jobDetailsUrl: `https://careers.example.com/jobs/${n}`,
      applyUrl: `https://careers.example.com/jobs/${n}/apply`,
      datePosted: daysAgo(postedDaysAgo),
      city: 'Toronto',
      state: 'ON',
      country: 'Canada',
      ...columns,
    })
    .returning();
  return row!;
}

/**
 * A Wall of Wow month with a shipped picture; the winner is a new employee and the month a
 * January long ago (one per call, as the month is unique) unless given.
 */
export async function createWallOfWow(db: Db, overrides: Partial<typeof wallOfWow.$inferInsert> = {}) {
  const winnerId = overrides.winnerId ?? (await createEmployee(db)).id;
  const [row] = await db
    .insert(wallOfWow)
    .values({
      month: `${1900 + next()}-01-01`,
      nominatedBy: 'Test Nominator',
      value: 'Own It',
      imageName: 'trophy.svg',
      ...overrides,
      winnerId,
    })
    .returning();
  return row!;
}

/** A Wall of Wow month whose picture was uploaded: a 1×1 PNG in the attachment store. */
export async function createWallOfWowWithUpload(
  db: Db,
  overrides: Partial<typeof wallOfWow.$inferInsert> = {},
) {
  const storageKey = newStorageKey();
  await databaseAttachmentStore(db).put(storageKey, MINIMAL_PNG);
  return createWallOfWow(db, {
    imageName: null,
    imageStorageKey: storageKey,
    imageFileName: 'Winner.png',
    imageContentType: 'image/png',
    imageSize: MINIMAL_PNG.length,
    ...overrides,
  });
}
