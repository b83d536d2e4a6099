import { dayNumber } from '@portico/domain/calendar/site-calendar';
import { routeApprovers } from '@portico/domain/requests/approver-routing';
import { requestNameFor } from '@portico/domain/requests/request-name';
import { DAY_MS } from '@portico/domain/shared/time-units';
import { sql } from 'drizzle-orm';
import {
  attachmentBlobs,
  notificationReads,
  notifications,
  requestApprovals,
  requestAttachments,
  requestStatusChanges,
  serviceRequests,
} from '../db/schema';
import { copyRows } from '../db/copy-rows';
import { storeAttachment } from '../features/requests/attachments/attachment-service';
import { databaseAttachmentStore } from '../lib/attachments/attachment-store';
import { checkedUpload } from '../lib/attachments/attachment-upload';
import { foldRequest, type FoldedRequest } from '../factories/request-fold';
import type { RequestPlan } from '../factories/request-plan';
import { demoId } from '../reference-data/demo-ids';
import { MINIMAL_PNG, minimalPdf } from '../reference-data/sample-files';
import { withBulkLoad } from '../db/bulk-load';
import { demoProjects } from './catalogue-seed';
import { demoPeople, storyPeople } from './demo-people';
import { generatedRequestPlans } from './generated-requests';
import type { DemoOrganisation } from './organisation';
import { personaRequestPlans } from './persona-requests';
import { createRandom } from './random';
import type { DemoSeedModule, SeedTransaction } from './seed-module';

/** Notifications older than this have been read; the newer ones wait in people's bells. */
const READ_AFTER_DAYS = 10;

/** Every demo request, generated and hand-written, in the order they were submitted. */
function planRequests(organisation: DemoOrganisation) {
  const day = dayNumber(organisation.today);
  const random = createRandom('demo:requests');
  const people = demoPeople(organisation);
  const catalogue = demoProjects(organisation);
  const generated = generatedRequestPlans(organisation, day, catalogue, people.deskStaff, random);
  const stories = personaRequestPlans(day, catalogue, storyPeople(organisation));
  const plans = [...generated, ...stories.map((story) => story.plan)].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.key.localeCompare(b.key),
  );
  const files = new Map(stories.map((story) => [story.plan.key, story.files]));
  return { plans, files, people };
}

/** Requests folded and inserted per batch, so memory (and the collector) stays small. */
const FOLD_BATCH = 5000;
/** Requests folded between two looks at the database's answers, so its work goes on meanwhile. */
const FOLDS_BETWEEN_YIELDS = 250;

const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));

async function insertFolded(tx: SeedTransaction, folded: readonly FoldedRequest[]) {
  const requests = folded.map((entry) => entry.request);
  await copyRows(tx, serviceRequests, requests);
  await copyRows(
    tx,
    requestApprovals,
    folded.flatMap((entry) => entry.approvals),
  );
  await copyRows(
    tx,
    notifications,
    folded.flatMap((entry) => entry.notifications),
  );
  await copyRows(
    tx,
    requestStatusChanges,
    folded.flatMap((entry) => entry.statusChanges),
  );
}

/**
 * Every demo request, lived in memory by the workflow's own state machine (the tests' request
 * factory folds its requests the same way) and inserted in batches. Folding is this process's
 * work and inserting the database's, so they overlap: while one batch's statements run, the
 * next batch is folded. A large load goes in without the tables' secondary indexes and foreign
 * keys, which are made again once at the end (`db/bulk-load.ts`). A hand-written story must reach
 * the status it names; a generated request stops where its journey can.
 */
async function insertRequests(
  tx: SeedTransaction,
  { plans, files, people }: ReturnType<typeof planRequests>,
  times: { latest: Date; readBefore: Date },
) {
  const tables = [serviceRequests, requestApprovals, notifications, requestStatusChanges];
  await withBulkLoad(tx, tables, plans.length, async () => {
    let inserting: Promise<void> = Promise.resolve();
    for (let start = 0; start < plans.length; start += FOLD_BATCH) {
      const folded: FoldedRequest[] = [];
      for (const [offset, plan] of plans.slice(start, start + FOLD_BATCH).entries()) {
        const approvers = routeApprovers(plan.type, {
          project: plan.project,
          ...people.routingFacts(plan.requestedForId),
        });
        const name = requestNameFor(start + offset + 1);
        const settle = !files.has(plan.key);
        folded.push(foldRequest(plan, name, approvers, people.actor, { ...times, settle }));
        if (folded.length % FOLDS_BETWEEN_YIELDS === 0) await yieldToIo();
      }
      await inserting;
      inserting = insertFolded(tx, folded);
      // Awaited at the next batch; until then a failure must not count as unhandled.
      inserting.catch(() => undefined);
    }
    await inserting;
  });
}

/**
 * The stories' files (small sample PDFs and PNGs saying what they are), checked as an upload is
 * and attached by their requester when they sent the request.
 */
async function attachFiles(tx: SeedTransaction, plan: RequestPlan, fileNames: readonly string[]) {
  for (const name of fileNames) {
    const bytes = name.endsWith('.png') ? MINIMAL_PNG : minimalPdf(name.replace(/\.pdf$/, ''));
    const upload = await checkedUpload(name, bytes);
    const deps = { db: tx, openStore: databaseAttachmentStore };
    await storeAttachment(deps, demoId(`request:${plan.key}`), upload, plan.createdById, plan.createdAt);
  }
}

/**
 * Every demo request: the organisation's, generated, and the personas' stories, written by
 * hand with their files. Their notifications are the ones the workflow sends; the older ones
 * have been read.
 */
export const requestsSeed: DemoSeedModule = {
  name: 'requests',
  tables: [
    serviceRequests,
    requestApprovals,
    requestStatusChanges,
    requestAttachments,
    attachmentBlobs,
    notifications,
    notificationReads,
  ],
  async seed(tx, { organisation, today }) {
    const planned = planRequests(organisation);
    const latest = new Date(`${organisation.today}T10:00:00Z`);
    const readBefore = new Date(today.getTime() - READ_AFTER_DAYS * DAY_MS);
    await insertRequests(tx, planned, { latest, readBefore });
    for (const plan of planned.plans) await attachFiles(tx, plan, planned.files.get(plan.key) ?? []);
    // The next request submitted through the portal continues the numbering.
    await tx.execute(sql`select setval('service_request_number_seq', ${Math.max(planned.plans.length, 1)})`);
  },
};
