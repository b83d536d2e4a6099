import { and, count, eq, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditLogQuery } from '@portico/domain/administration/audit-log';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { orderByOf, pagedList, searchCondition, type SortColumns } from '../../lib/paged-list';

const SORTS: SortColumns<'at'> = { columns: { at: auditLog.at }, tieBreak: auditLog.id };

/** A page of the audit log, newest first by default, searched, filtered by kind of record and actor. */
export function listAuditLog(db: Db, query: AuditLogQuery) {
  const conditions: (SQL | undefined)[] = [
    searchCondition([auditLog.entityLabel, auditLog.actorName], query.search),
  ];
  if (query.entityType) conditions.push(eq(auditLog.entityType, query.entityType));
  if (query.actorId) conditions.push(eq(auditLog.actorId, query.actorId));
  const where = and(...conditions);
  return pagedList<AuditEntry>(query, {
    count: async () => (await db.select({ total: count() }).from(auditLog).where(where))[0]?.total ?? 0,
    rows: async (window) => {
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(...orderByOf(SORTS, query.sort, query.order))
        .limit(window.limit)
        .offset(window.offset);
      return rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actor: { id: row.actorId, name: row.actorName },
        action: row.action as AuditEntry['action'],
        entityType: row.entityType as AuditEntry['entityType'],
        entityId: row.entityId,
        entityLabel: row.entityLabel,
        before: row.before,
        after: row.after,
      }));
    },
  });
}
