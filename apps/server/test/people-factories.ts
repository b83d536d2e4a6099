import type { Db } from '../src/db/client';
import { employeeProfiles } from '../src/db/schema';

/** A self-service profile for an employee: what they say about themselves. */
export async function createProfile(
  db: Db,
  employeeId: string,
  fields: Partial<Omit<typeof employeeProfiles.$inferInsert, 'employeeId'>> = {},
) {
  const [profile] = await db
    .insert(employeeProfiles)
    .values({ employeeId, ...fields })
    .onConflictDoUpdate({ target: employeeProfiles.employeeId, set: { ...fields, updatedAt: new Date() } })
    .returning();
  return profile!;
}
