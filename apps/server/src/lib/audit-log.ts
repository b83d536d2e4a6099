import type { AuditAction, AuditEntityType } from '@portico/domain/administration/audit-log';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';
import type { Viewer } from './viewer';

/** Who made a change: a signed-in person, or a command run with the server's own access. */
export type AuditActor =
  Pick<Viewer, 'employeeId' | 'displayName'> | { employeeId: null; displayName: string };

/** A database handle or an open transaction: the entry is written with the change. */
type Writer = Pick<Db, 'insert'>;

export interface AuditChange {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  /** How the record reads in the log: a link's title, a person's name and number. */
  entityLabel: string;
  /** The record as it was (null when created) and as it is now (null when deleted). */
  before: unknown;
  after: unknown;
}

/**
 * The one way an administration change is recorded (docs/administration.md). Every admin
 * mutation calls it inside the transaction that makes the change, so the log holds an entry
 * exactly when the change happened, with who made it.
 */
export async function recordAudit(writer: Writer, actor: AuditActor, change: AuditChange): Promise<void> {
  await writer.insert(auditLog).values({
    actorId: actor.employeeId,
    actorName: actor.displayName,
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId,
    entityLabel: change.entityLabel,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}
