import { eq } from 'drizzle-orm';
import { NO_TOURS_DONE, type TourRecord } from '@portico/domain/tours/tour-pages';
import type { TourRecordUpdate } from '@portico/domain/tours/tour-record-schema';
import type { Db } from '../../db/client';
import { tourRecords } from '../../db/schema';

const flagColumns = {
  dashboard: tourRecords.dashboard,
  itRequests: tourRecords.itRequests,
  itRequestDetails: tourRecords.itRequestDetails,
  employeeDirectory: tourRecords.employeeDirectory,
  newsEvents: tourRecords.newsEvents,
  trainingMaterials: tourRecords.trainingMaterials,
} satisfies Record<keyof TourRecord, unknown>;

/** The person's tour flags; someone without a record has done none. */
export async function findTourRecord(db: Db, employeeId: string): Promise<TourRecord> {
  const rows = await db.select(flagColumns).from(tourRecords).where(eq(tourRecords.employeeId, employeeId));
  return rows[0] ?? NO_TOURS_DONE;
}

/** Sets the named flags, creating the record on the first change, and answers the whole record. */
export async function saveTourFlags(
  db: Db,
  employeeId: string,
  update: TourRecordUpdate,
): Promise<TourRecord> {
  const rows = await db
    .insert(tourRecords)
    .values({ employeeId, ...update })
    .onConflictDoUpdate({ target: tourRecords.employeeId, set: update })
    .returning(flagColumns);
  return rows[0]!;
}
