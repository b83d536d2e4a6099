import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { employees, wallOfWow } from '../../db/schema';

/** The latest month's Wall of Wow, with the winner's name. */
export async function findLatestWallOfWow(db: Db) {
  const rows = await db
    .select({
      id: wallOfWow.id,
      month: wallOfWow.month,
      winner: { id: employees.id, name: employees.displayName },
      nominatedBy: wallOfWow.nominatedBy,
      value: wallOfWow.value,
      imageName: wallOfWow.imageName,
    })
    .from(wallOfWow)
    .innerJoin(employees, eq(employees.id, wallOfWow.winnerId))
    .orderBy(desc(wallOfWow.month))
    .limit(1);
  return rows[0];
}
