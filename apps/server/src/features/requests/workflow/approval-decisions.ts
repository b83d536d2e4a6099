import type { ApprovalStep } from '@portico/domain/requests/approval-steps';
import { lastDecisionAt } from '@portico/domain/requests/attachment-access';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { employees, requestApprovals } from '../../../db/schema';

/**
 * When an approver last decided the request (null if never): the files present then stay
 * (decision 013). Read from the Approval History, where every decision is a closed line.
 */
export async function findLastDecisionAt(db: Db, requestId: string): Promise<Date | null> {
  const lines = await db
    .select({
      status: requestApprovals.status,
      notes: requestApprovals.notes,
      completedAt: requestApprovals.completedAt,
    })
    .from(requestApprovals)
    .where(eq(requestApprovals.requestId, requestId));
  return lastDecisionAt(lines);
}

/** Who approved a step, by name, from its latest Approved line (an automatic one included). */
export async function findApprovedByName(db: Db, requestId: string, step: ApprovalStep) {
  const [line] = await db
    .select({ name: employees.displayName })
    .from(requestApprovals)
    .innerJoin(employees, eq(employees.id, requestApprovals.actorId))
    .where(
      and(
        eq(requestApprovals.requestId, requestId),
        eq(requestApprovals.step, step),
        eq(requestApprovals.status, 'Approved'),
      ),
    )
    .orderBy(desc(requestApprovals.completedAt))
    .limit(1);
  return line?.name ?? null;
}
