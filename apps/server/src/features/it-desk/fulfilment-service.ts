import {
  DESK_STATUS_REFUSED,
  deskCanSetStatus,
  type FulfilmentInput,
} from '@portico/domain/requests/it-desk';
import { NOT_DESK_STAFF, type FulfilmentResult } from '@portico/domain/requests/it-desk-dto';
import { STATUS } from '@portico/domain/requests/request-constants';
import type { Db } from '../../db/client';
import { HttpProblem, notFound } from '../../lib/problem';
import { notifyAboutRequest } from '../../lib/request-notifications';
import type { Viewer } from '../../lib/viewer';
import { fulfilmentNotice } from './desk-notice';
import {
  findDeskStaffMember,
  findFulfilment,
  listDeskStaff,
  updateFulfilment,
  type FulfilmentChanges,
  type FulfilmentRow,
} from './desk-queries';

export const REQUEST_NOT_FOUND = 'This request was not found.';
const INVALID_DATE = 'Enter a valid date';

export const deskStaff = (db: Db) => listDeskStaff(db);

function toResult(row: FulfilmentRow): FulfilmentResult {
  return {
    id: row.id,
    status: row.status,
    assignedTo: row.assignedToId ? { id: row.assignedToId, name: row.assignedToName ?? '' } : null,
    statusNotes: row.statusNotes,
    estimatedCompletion: row.estimatedCompletion,
    completedOn: row.completedOn,
  };
}

/** The schema checks the shape; this refuses dates that do not exist (2025-02-30). */
function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function assertRealDates(input: FulfilmentInput) {
  const errors: Record<string, string[]> = {};
  for (const field of ['estimatedCompletion', 'completedOn'] as const) {
    const value = input[field];
    if (value && !isCalendarDate(value)) errors[field] = [INVALID_DATE];
  }
  if (Object.keys(errors).length) throw new HttpProblem(400, INVALID_DATE, errors);
}

/** Only the fields the desk sent change; `null` clears one. Blank notes are no notes. */
function changesFrom(input: FulfilmentInput, current: FulfilmentRow): FulfilmentChanges {
  const changes: FulfilmentChanges = {};
  if (input.status !== undefined) changes.status = input.status;
  if (input.assignedToId !== undefined) changes.assignedToId = input.assignedToId;
  if (input.statusNotes !== undefined) changes.statusNotes = input.statusNotes || null;
  if (input.estimatedCompletion !== undefined) changes.estimatedCompletion = input.estimatedCompletion;
  if (input.completedOn !== undefined) changes.completedOn = input.completedOn;
  const completing = input.status === STATUS.complete && current.status !== STATUS.complete;
  if (completing && !input.completedOn) changes.completedToday = true;
  return changes;
}

/**
 * The IT desk's fulfilment change, in one transaction with its notification. The request row
 * is locked first, so the status rule is checked against the status that is then changed.
 */
export async function changeFulfilment(db: Db, requestId: string, input: FulfilmentInput, actor: Viewer) {
  assertRealDates(input);
  return db.transaction(async (tx): Promise<FulfilmentResult> => {
    const before = await findFulfilment(tx, requestId, true);
    if (!before) throw notFound(REQUEST_NOT_FOUND);
    if (input.assignedToId && !(await findDeskStaffMember(tx, input.assignedToId))) {
      throw new HttpProblem(400, NOT_DESK_STAFF, { assignedToId: [NOT_DESK_STAFF] });
    }
    if (input.status !== undefined && !deskCanSetStatus(before.status, input.status)) {
      throw new HttpProblem(409, DESK_STATUS_REFUSED);
    }

    const changes = changesFrom(input, before);
    if (Object.keys(changes).length === 0) return toResult(before);
    await updateFulfilment(tx, requestId, changes);
    const after = (await findFulfilment(tx, requestId))!;

    const notice = fulfilmentNotice(before.name, actor.displayName, before, after);
    if (notice) await notifyAboutRequest(tx, after, notice.type, notice.description);
    return toResult(after);
  });
}
