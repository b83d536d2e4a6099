import type { RankedProject } from '@portico/domain/requests/project-ranking';
import { STATUS } from '@portico/domain/requests/request-constants';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serviceRequests as r } from '../../db/schema';

/**
 * Every approved project and its rank, locked until the transaction ends, so two Admins
 * ranking at once take turns and never leave two projects on one place.
 */
export async function lockRankingList(db: Db): Promise<RankedProject[]> {
  return db
    .select({ id: r.id, rank: r.priorityRank })
    .from(r)
    .where(and(eq(r.type, 'Project Brief'), eq(r.status, STATUS.assigned)))
    .for('update');
}

export async function saveRanks(db: Db, changes: readonly RankedProject[]): Promise<void> {
  const updatedAt = new Date();
  for (const change of changes) {
    await db.update(r).set({ priorityRank: change.rank, updatedAt }).where(eq(r.id, change.id));
  }
}
