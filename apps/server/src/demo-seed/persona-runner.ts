import { requestInputSchema } from '@portico/domain/requests/request-schemas';
import { utcDay } from '@portico/domain/shared/dates';
import { DAY_MS } from '@portico/domain/shared/time-units';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { changeFulfilment } from '../features/requests/desk/fulfilment-service';
import { giveEstimate } from '../features/requests/desk/estimate-service';
import { addAttachment } from '../features/requests/attachments/attachment-service';
import { databaseAttachmentStore } from '../lib/attachments/attachment-store';
import { checkedUpload } from '../lib/attachments/attachment-upload';
import { decideApproval, rankProject } from '../features/requests/approval-service';
import { createRequest } from '../features/requests/request-service';
import { findRequestFacts } from '../features/requests/workflow/request-facts';
import type { DemoPeople } from './demo-people';
import { actsOf, type Act } from '../factories/request-acts';
import { inputOf, type RequestPlan } from '../factories/request-plan';

/** A file a persona attached to their request right after saving it. */
export interface PlannedFile {
  fileName: string;
  bytes: Buffer;
}

/** Does one act through the service the portal's own routes call. */
async function perform(db: Db, requestId: string, act: Act) {
  const options = { now: act.at };
  const { event, actor } = act;
  switch (event.type) {
    case 'decide':
      return decideApproval(db, actor, requestId, event, options);
    case 'save-estimate':
    case 'send-estimate':
      return giveEstimate(
        db,
        requestId,
        { ...event.estimate, send: event.type === 'send-estimate' },
        actor,
        options,
      );
    case 'desk-update': {
      const { assignee, ...changes } = event.changes;
      const assignedToId = assignee === undefined ? undefined : (assignee?.id ?? null);
      return changeFulfilment(db, requestId, { ...changes, assignedToId }, actor, options);
    }
    default:
      throw new Error(`The demo does not ${event.type} requests`);
  }
}

/**
 * A persona's request, lived through the portal's own services at the moments the story says:
 * the form's input checked by the form's schema, submitted, files attached, then each act —
 * approvals, the estimate, the IT desk's work — and the Admin's ranking. Its number is the one
 * its submission time gives it among all demo requests.
 */
export async function runPersonaRequest(
  db: Db,
  plan: RequestPlan,
  sequence: number,
  people: DemoPeople,
  options: { latest: Date; files?: readonly PlannedFile[] },
): Promise<string> {
  const schema = requestInputSchema({
    earliestNeededBy: () => utcDay(new Date(plan.createdAt.getTime() - DAY_MS)),
  });
  const input = schema.parse(inputOf(plan));
  await db.execute(sql`select setval('service_request_number_seq', ${sequence}, false)`);
  const creator = people.actor(plan.createdById);
  const { id } = await createRequest(db, creator, input, { now: plan.createdAt });
  for (const file of options.files ?? []) {
    const upload = await checkedUpload(file.fileName, file.bytes);
    await addAttachment({ db, openStore: databaseAttachmentStore }, id, creator, upload, {
      now: plan.createdAt,
    });
  }
  const submitted = (await findRequestFacts(db, id))!;
  for (const act of actsOf(plan, submitted, people.actor, options.latest)) await perform(db, id, act);
  if (plan.rank) await rankProject(db, people.admin, id, plan.rank);
  return id;
}
