import { displayNameOf } from '@portico/domain/requests/request-name';
import { NOTIFICATION_TYPES } from '@portico/domain/notifications/notification-types';
import { waitingStepOf, type ApprovalStep } from '@portico/domain/requests/approval-steps';
import { isApprovalPending, isApproverOf } from '@portico/domain/requests/approvals';
import {
  AUTOMATICALLY_APPROVED,
  REQUEST_STATUSES,
  REQUEST_TYPES,
  type RequestType,
} from '@portico/domain/requests/request-constants';
import { decisionNotice, estimateSentNotice } from '@portico/domain/requests/request-notices';
import { PROJECT_ID_PATTERN } from '@portico/domain/requests/request-schemas';
import { isOpen } from '@portico/domain/requests/request-status';
import { eligibleApprovalSteps } from '@portico/domain/requests/workflow/decide';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import type { Database } from '../db/client';
import {
  employees,
  notifications,
  projects,
  requestApprovals,
  requestAttachments,
  requestCategories,
  serviceRequests,
} from '../db/schema';
import { generatedRequestCount } from './generated-requests';
import { PERSONA_STORIES } from './demo-content';
import { PERSONAS } from '../reference-data/personas';
import { DREW_PROJECT_ID } from '../reference-data/request-catalogue';
import { seedDemoData } from './seed-demo-data';

const TODAY = new Date('2025-06-15T12:00:00Z');
const SIZE = 120;
const STORY_COUNT = PERSONA_STORIES.length;

let database: Database;
let requests: (typeof serviceRequests.$inferSelect)[];
let history: (typeof requestApprovals.$inferSelect)[];
let names: Map<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { employees: SIZE, today: TODAY });
  requests = await database.db.select().from(serviceRequests);
  history = await database.db.select().from(requestApprovals);
  const people = await database.db.select({ id: employees.id, name: employees.displayName }).from(employees);
  names = new Map(people.map((person) => [person.id, person.name]));
});
afterAll(async () => {
  await database.close();
});

const byDescription = (description: string) => requests.find((row) => row.description === description)!;
const facts = (row: (typeof requests)[number]) => ({ ...row, type: row.type as RequestType });

describe('the demo requests', () => {
  it('are the background requests of the organisation’s size plus the personas’ stories', () => {
    expect(generatedRequestCount(10_000)).toBe(100_000);
    expect(requests).toHaveLength(generatedRequestCount(SIZE) + STORY_COUNT);
  });

  it('cover every type and every status in the hand-written requests alone', async () => {
    const team = await database.db
      .select({ id: employees.id })
      .from(employees)
      .where(eq(employees.managerEmployeeNumber, PERSONAS.drew.employeeNumber));
    const storyPeople = new Set([
      ...Object.values(PERSONAS).map((persona) => persona.id),
      ...team.map((row) => row.id),
    ]);
    const personaRows = requests.filter(
      (row) => storyPeople.has(row.createdById) || storyPeople.has(row.requestedForId),
    );
    expect(new Set(personaRows.map((row) => row.status))).toEqual(new Set(REQUEST_STATUSES));
    expect(new Set(personaRows.map((row) => row.type))).toEqual(new Set(REQUEST_TYPES));
  });

  it('are numbered SR-000001 upwards in the order they were submitted', () => {
    const sorted = [...requests].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(sorted.map((row) => row.name)).toEqual(
      sorted.map((_, index) => `SR-${String(index + 1).padStart(6, '0')}`),
    );
  });

  it('use categories of their own type and projects in the platform’s id shape', async () => {
    const categories = new Map(
      (await database.db.select().from(requestCategories)).map((category) => [
        category.id,
        category.requestType,
      ]),
    );
    for (const row of requests) expect(categories.get(row.categoryId)).toBe(row.type);
    for (const project of await database.db.select().from(projects))
      expect(project.id).toMatch(PROJECT_ID_PATTERN);
  });

  it('leave every request with exactly one open history line while a step waits, and none otherwise', () => {
    for (const row of requests) {
      const open = history.filter((line) => line.requestId === row.id && line.status === 'Pending');
      const waiting = waitingStepOf(row.status);
      expect(
        open.map((line) => line.step),
        `${row.name} ${row.type} ${row.status}`,
      ).toEqual(waiting ? [waiting] : []);
      if (row.status === 'Complete') expect(row.completedOn! <= '2025-06-15').toBe(true);
    }
  });

  it('never have a decision made by the person who asked or the person it is for', () => {
    const byId = new Map(requests.map((row) => [row.id, row]));
    // Submission approves a step at once when its creator is the approver (spec rule): that
    // is the workflow's own line, not a decision.
    const decisions = history.filter(
      (row) => row.completedAt !== null && row.actorId !== null && row.notes !== AUTOMATICALLY_APPROVED,
    );
    expect(decisions.length).toBeGreaterThan(0);
    const byParties = decisions.filter((decision) => {
      const request = byId.get(decision.requestId)!;
      return [request.createdById, request.requestedForId].includes(decision.actorId!);
    });
    expect(byParties.map((row) => [byId.get(row.requestId)!.description, row.step, row.notes])).toEqual([]);
  });

  it('give Drew approvals to decide and Blair an estimate, only from the hand-written requests', () => {
    const forDrew = requests.filter(
      (row) => eligibleApprovalSteps(facts(row), { employeeId: PERSONAS.drew.id, roles: [] }).length > 0,
    );
    expect(forDrew.map((row) => row.description).sort()).toEqual(
      [
        'Two handheld barcode scanners',
        'Automate the daily route sheets',
        'Rugged tablet for the yard',
        'Noise-cancelling headset',
        'Dock door scheduling',
      ].sort(),
    );
    const forBlair = requests.filter((row) =>
      eligibleApprovalSteps(facts(row), { employeeId: PERSONAS.blair.id, roles: [] }).includes('estimate'),
    );
    expect(forBlair.map((row) => row.description).sort()).toEqual(
      ['Pick-face slotting by velocity', 'Yard trailer tracking'].sort(),
    );
    expect(requests.filter((row) => isApprovalPending(row)).length).toBeGreaterThan(5);
  });

  it('give Emery open and closed requests, approved projects ranks, and Alex work', () => {
    const emerys = requests.filter(
      (row) => row.createdById === PERSONAS.emery.id || row.requestedForId === PERSONAS.emery.id,
    );
    expect(emerys.length).toBeGreaterThanOrEqual(10);
    expect(emerys.filter((row) => isOpen(row.status)).length).toBeGreaterThanOrEqual(5);
    expect(byDescription('Fleet telematics integration')).toMatchObject({
      status: 'Assigned',
      priorityRank: 1,
    });
    expect(byDescription('Field safety checklist app')).toMatchObject({
      status: 'Assigned',
      priorityRank: 2,
    });
    expect(byDescription('Two handheld barcode scanners')).toMatchObject({
      status: 'Pending Purchase Approval',
      projectId: DREW_PROJECT_ID,
    });
    expect(byDescription('New mobile phone')).toMatchObject({
      status: 'Cancelled',
      purchaseApprovalStatus: 'Rejected',
    });
    expect(byDescription('Laptops for two new coordinators')).toMatchObject({
      submittedByIsPurchaseApprover: true,
      purchaseApprovalNotes: 'Automatically Approved',
    });
    expect(requests.filter((row) => row.assignedToId === PERSONAS.alex.id).length).toBeGreaterThanOrEqual(5);
    expect(byDescription('Yard management login for Emery')).toMatchObject({
      onBehalf: true,
      createdById: PERSONAS.drew.id,
      requestedForId: PERSONAS.emery.id,
    });
  });

  it('attach Emery’s files to her requests', async () => {
    const files = await database.db.select().from(requestAttachments);
    expect(files.map((file) => file.fileName).sort()).toEqual(
      ['Route sheet example.pdf', 'Scanner quote.pdf', 'dock-desk-14.png'].sort(),
    );
    for (const file of files) expect(file.uploadedById).toBe(PERSONAS.emery.id);
  });
});

describe('the demo notifications', () => {
  it('are the workflow’s own, word for word', async () => {
    // The requests' notifications; the news posts' announcements are the news seed's.
    const rows = await database.db.select().from(notifications).where(isNotNull(notifications.requestId));
    expect(rows.length).toBeGreaterThan(requests.length / 2);
    const requestById = new Map(requests.map((row) => [row.id, row]));
    let decisions = 0;
    let approvalsNeeded = 0;
    for (const notification of rows) {
      expect(NOTIFICATION_TYPES).toContain(notification.type);
      const request = requestById.get(notification.requestId!)!;
      if (notification.type === 'Approval needed') {
        // To the approvers a step started waiting for, never the requester.
        expect([request.createdById, request.requestedForId]).not.toContain(notification.employeeId);
        expect(isApproverOf(facts(request), notification.employeeId!)).toBe(true);
        approvalsNeeded += 1;
      } else {
        expect([request.createdById, request.requestedForId]).toContain(notification.employeeId);
      }
      expect(notification.description.startsWith(`${displayNameOf(request.name)} `)).toBe(true);
      if (notification.description.endsWith('sent for approval')) {
        expect(notification.description).toBe(estimateSentNotice(request.name).description);
      }
      if (notification.type === 'IT request approved' || notification.type === 'IT request rejected') {
        const line = history.find(
          (entry) =>
            entry.requestId === request.id &&
            entry.completedAt?.getTime() === notification.createdAt.getTime(),
        )!;
        const decision = decisionNotice(
          request.name,
          line.step as ApprovalStep,
          line.status as 'Approved' | 'Rejected',
          names.get(line.actorId!)!,
          line.notes!,
        );
        expect(notification).toMatchObject(decision);
        decisions += 1;
      }
    }
    expect(decisions).toBeGreaterThan(5);
    expect(approvalsNeeded).toBeGreaterThan(5);
  });

  it('leave Emery some read and some waiting in her bell', async () => {
    const emerys = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.employeeId, PERSONAS.emery.id));
    expect(emerys.some((row) => row.isRead)).toBe(true);
    expect(emerys.some((row) => !row.isRead)).toBe(true);
  });
});
