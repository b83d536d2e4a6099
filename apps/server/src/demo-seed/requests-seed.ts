import { dayNumber } from '@portico/domain/calendar/site-calendar';
import { routeApprovers } from '@portico/domain/requests/approver-routing';
import { requestNameFor } from '@portico/domain/requests/request-name';
import { utcDay } from '@portico/domain/shared/dates';
import { and, eq, lt, sql } from 'drizzle-orm';
import {
  attachmentBlobs,
  notificationReads,
  notifications,
  requestApprovals,
  requestAttachments,
  serviceRequests,
} from '../db/schema';
import { demoPeople } from './demo-people';
import { generatedRequestCount, generatedRequestPlans } from './generated-requests';
import { withBulkLoad } from './bulk-load';
import { insertInChunks } from '../db/insert-in-chunks';
import type { DemoOrganisation } from './organisation';
import { personaRequestPlans, type PersonaPlan } from './persona-requests';
import { runPersonaRequest } from './persona-runner';
import { PERSONAS, PERSONA_LIST } from '../reference-data/personas';
import { createRandom } from './random';
import { foldRequest, type FoldedRequest } from '../factories/request-fold';
import { demoProjects } from './catalogue-seed';
import type { RequestPlan } from '../factories/request-plan';
import type { DemoSeedModule, SeedTransaction } from './seed-module';
import { DAY_MS } from '@portico/domain/shared/time-units';

/** Notifications older than this have been read; the newer ones wait in people's bells. */
const READ_AFTER_DAYS = 10;

type Planned = { kind: 'background'; plan: RequestPlan } | ({ kind: 'persona' } & PersonaPlan);

/** Every demo request, background and persona, in the order they were submitted. */
function planRequests(organisation: DemoOrganisation, today: Date) {
  const day = dayNumber(utcDay(today));
  const random = createRandom('demo:requests');
  const people = demoPeople(organisation);
  const catalogue = demoProjects(organisation);
  const { employees } = organisation;
  const personaIds = new Set(PERSONA_LIST.map((persona) => persona.id));
  const drewTeam = employees
    .filter((employee) => employee.managerEmployeeNumber === PERSONAS.drew.employeeNumber)
    .map((employee) => employee.id)
    .filter((id) => id !== PERSONAS.emery.id) as [string, string, string];
  const isActive = (status: string) => status.toUpperCase() === 'ACTIVE';
  // Drew's queue holds only the hand-written requests: background purchases go elsewhere.
  const drewFree = catalogue.filter((project) => project.purchaseApproverId !== PERSONAS.drew.id);
  const excluded = new Set([...personaIds, ...drewTeam]);
  const background = generatedRequestPlans(
    {
      today: day,
      requesters: employees.filter(
        (employee) => isActive(employee.employmentStatus) && !excluded.has(employee.id),
      ),
      deskStaff: people.deskStaff.length > 0 ? people.deskStaff : [PERSONAS.alex.id],
      projects: drewFree,
      random,
    },
    generatedRequestCount(employees.length),
  );
  const planned: Planned[] = [
    ...background.map((plan) => ({ kind: 'background' as const, plan })),
    ...personaRequestPlans(day, catalogue, drewTeam).map((persona) => ({
      kind: 'persona' as const,
      ...persona,
    })),
  ].sort(
    (a, b) => a.plan.createdAt.getTime() - b.plan.createdAt.getTime() || a.plan.key.localeCompare(b.plan.key),
  );
  return { planned, people };
}

/** Background requests folded and inserted per batch, so memory (and the collector) stays small. */
const FOLD_BATCH = 5000;
/** Requests folded between two looks at the database's answers, so its work goes on meanwhile. */
const FOLDS_BETWEEN_YIELDS = 250;

const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));

async function insertFolded(tx: SeedTransaction, folded: readonly FoldedRequest[]) {
  await insertInChunks(
    tx,
    serviceRequests,
    folded.map((entry) => entry.request),
  );
  await insertInChunks(
    tx,
    requestApprovals,
    folded.flatMap((entry) => entry.approvals),
  );
  await insertInChunks(
    tx,
    notifications,
    folded.flatMap((entry) => entry.notifications),
  );
}

/**
 * The background requests, lived in memory by the workflow and inserted in batches. Folding is
 * this process's work and inserting the database's, so they overlap: while one batch's
 * statements run, the next batch is folded. A large load goes in without the tables' secondary
 * indexes and foreign keys, which are made again once at the end (`bulk-load.ts`).
 */
async function insertBackground(
  tx: SeedTransaction,
  planned: readonly Planned[],
  people: ReturnType<typeof demoPeople>,
  times: { latest: Date; readBefore: Date },
) {
  const background = [...planned.entries()].filter(([, entry]) => entry.kind === 'background');
  await withBulkLoad(tx, [serviceRequests, requestApprovals, notifications], background.length, async () => {
    let inserting: Promise<void> = Promise.resolve();
    for (let start = 0; start < background.length; start += FOLD_BATCH) {
      const folded: FoldedRequest[] = [];
      for (const [index, entry] of background.slice(start, start + FOLD_BATCH)) {
        const { plan } = entry as Extract<Planned, { kind: 'background' }>;
        const approvers = routeApprovers(plan.type, {
          project: plan.project,
          ...people.routingFacts(plan.requestedForId),
        });
        folded.push(foldRequest(plan, requestNameFor(index + 1), approvers, people.actor, times));
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
 * Every demo request. Background requests are worked
 * out in memory by the workflow's own state machine and inserted in batches; the personas'
 * requests are lived through the portal's services, files and all. Their notifications are the
 * ones the workflow sends; the older ones have been read.
 */
export const requestsSeed: DemoSeedModule = {
  name: 'requests',
  tables: [
    serviceRequests,
    requestApprovals,
    requestAttachments,
    attachmentBlobs,
    notifications,
    notificationReads,
  ],
  async seed(tx, { organisation, today }) {
    const { planned, people } = planRequests(organisation, today);
    const latest = new Date(Date.parse(`${utcDay(today)}T10:00:00Z`));
    const readBefore = new Date(today.getTime() - READ_AFTER_DAYS * DAY_MS);
    await insertBackground(tx, planned, people, { latest, readBefore });
    for (const [index, entry] of planned.entries()) {
      if (entry.kind !== 'persona') continue;
      await runPersonaRequest(tx, entry.plan, index + 1, people, { latest, files: entry.files });
    }
    await tx
      .update(notifications)
      .set({ isRead: true })
      .where(and(lt(notifications.createdAt, readBefore), eq(notifications.isRead, false)));
    // The next request submitted through the portal continues the numbering.
    await tx.execute(sql`select setval('service_request_number_seq', ${Math.max(planned.length, 1)})`);
  },
};
