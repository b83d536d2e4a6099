import type { OwnSubstitutionInput, SubstitutionRow } from '@portico/domain/approvals/substitute-schemas';
import {
  substitutionProblems,
  SUBSTITUTE_MESSAGES,
  type Substitution,
} from '@portico/domain/approvals/substitutes';
import { waitingStepOf } from '@portico/domain/requests/approval-steps';
import { isActiveOn, waitsForDecisionBy } from '@portico/domain/requests/approval-turn';
import { approvalNeededNotice } from '@portico/domain/requests/request-notices';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../lib/audit-log';
import { todayOf } from '../../../lib/person-day';
import { notifyPeople } from '../../../lib/notifications';
import { HttpProblem, notFound } from '../../../lib/problem';
import type { Viewer } from '../../../lib/viewer';
import {
  deleteSubstitutionRow,
  findCurrentEmployeeName,
  findOverlapping,
  findRequestsWaitingFor,
  findSubstitutionRow,
  insertSubstitution,
  lockPerson,
} from './substitution-queries';

/*
 * Substitute approvers (issue 13, decision 044): a person sets their own on the profile; an
 * Admin sets one for anyone, with an audit entry. The rules are the domain's
 * (`substitutionProblems`); the server adds who exists and that a person's ranges never overlap.
 */

/** Lets the tests save at a chosen moment; live calls happen now. */
export interface SubstitutionOptions {
  now?: Date;
}

const badRequest = (field: string, message: string) => new HttpProblem(400, message, { [field]: [message] });

/**
 * 'Approval needed' for the new substitute, once per request, for each step now waiting for
 * the person away (when the range runs today): the same rule as for a step that opens.
 */
async function tellSubstituteOfWaitingSteps(tx: Db, range: Substitution, today: string, now: Date) {
  if (!isActiveOn(range, today)) return;
  const substitutions = { day: today, active: [range] };
  for (const request of await findRequestsWaitingFor(tx, range.personId)) {
    const step = waitingStepOf(request.status);
    const alreadyTold = waitsForDecisionBy(request, range.substituteId);
    if (!step || alreadyTold || !waitsForDecisionBy({ ...request, substitutions }, range.substituteId))
      continue;
    await notifyPeople(tx, [range.substituteId], {
      ...approvalNeededNotice(request.name, step),
      link: { requestId: request.id },
      at: now,
    });
  }
}

/** Saves a range for `personId`; `asAdmin` records it in the audit log. */
export async function createSubstitution(
  db: Db,
  actor: Viewer,
  personId: string,
  input: OwnSubstitutionInput,
  options: SubstitutionOptions & { asAdmin?: boolean } = {},
): Promise<SubstitutionRow> {
  const now = options.now ?? new Date();
  const today = todayOf(actor, now);
  const range: Substitution = { personId, substituteId: input.substituteId, from: input.from, to: input.to };
  const problems = substitutionProblems(range, today, actor.employeeId === personId ? 'themselves' : 'admin');
  const [field, message] = Object.entries(problems)[0] ?? [];
  if (field && message) throw badRequest(field, message);
  const id = await db.transaction(async (tx) => {
    const personName = await findCurrentEmployeeName(tx, personId);
    if (!personName) throw badRequest('personId', SUBSTITUTE_MESSAGES.unknownPerson);
    if (!(await findCurrentEmployeeName(tx, range.substituteId))) {
      throw badRequest('substituteId', SUBSTITUTE_MESSAGES.unknownSubstitute);
    }
    await lockPerson(tx, personId);
    if ((await findOverlapping(tx, range)).length > 0) throw badRequest('from', SUBSTITUTE_MESSAGES.overlap);
    const created = await insertSubstitution(tx, range, actor.employeeId, now);
    if (options.asAdmin) {
      await recordAudit(tx, actor, {
        action: 'create',
        entityType: 'substitute',
        entityId: created,
        entityLabel: `${personName}: ${range.from} – ${range.to}`,
        before: null,
        after: range,
      });
    }
    await tellSubstituteOfWaitingSteps(tx, range, today, now);
    return created;
  });
  return (await findSubstitutionRow(db, id))!;
}

/** Deletes a range: one's own (`ownerId`), or anyone's as an Admin (audited). */
export async function deleteSubstitution(
  db: Db,
  actor: Viewer,
  id: string,
  scope: { ownerId: string } | { asAdmin: true },
): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findSubstitutionRow(tx, id);
    const ownerId = 'ownerId' in scope ? scope.ownerId : undefined;
    if (!found || (ownerId && found.personId !== ownerId)) throw notFound(SUBSTITUTE_MESSAGES.notFound);
    await deleteSubstitutionRow(tx, id, ownerId);
    if ('asAdmin' in scope) {
      await recordAudit(tx, actor, {
        action: 'delete',
        entityType: 'substitute',
        entityId: id,
        entityLabel: `${found.personName}: ${found.from} – ${found.to}`,
        before: found,
        after: null,
      });
    }
  });
}
