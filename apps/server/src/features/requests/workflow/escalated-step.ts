import { sql, type AnyColumn } from 'drizzle-orm';
import { requestApprovals } from '../../../db/schema';

/**
 * Whether the request's waiting step was escalated (decision 045): its Pending line, which
 * exists only while the step waits, carries the day it was escalated.
 */
export const escalatedStepWaits = (requestId: AnyColumn) =>
  sql<boolean>`exists (select 1 from ${requestApprovals} where ${requestApprovals.requestId} = ${requestId} and ${requestApprovals.status} = 'Pending' and ${requestApprovals.escalatedOn} is not null)`;
