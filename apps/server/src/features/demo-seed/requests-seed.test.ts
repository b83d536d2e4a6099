import { eligibleApprovalSteps, isApprovalPending } from '@portico/domain/requests/approvals';
import { NOTIFICATION_TYPES } from '@portico/domain/notifications/notification-types';
import {
  APPROVAL_STATE,
  AUTOMATICALLY_APPROVED,
  REQUEST_STATUSES,
  REQUEST_TYPES,
  STATUS,
  type RequestType,
} from '@portico/domain/requests/request-constants';
import { PROJECT_ID_PATTERN } from '@portico/domain/requests/request-schemas';
import { isOpen } from '@portico/domain/requests/request-status';
import { describe, expect, it } from 'vitest';
import { dayOf } from './calendar';
import { generatedRequestCount } from './generated-requests';
import { generateDemoOrganisation } from './organisation';
import { demoRequestId, PERSONA_REQUEST_KEYS } from './persona-requests';
import { PERSONAS } from './personas';
import { buildDemoCategories, DREW_PROJECT_ID } from './request-catalogue';
import { generateDemoRequests } from './requests-seed';

const TODAY = new Date('2025-06-15T12:00:00Z');
const generate = (employees: number) =>
  generateDemoRequests(generateDemoOrganisation({ employees, today: TODAY }).employees, dayOf(TODAY));
const demo = generate(400);
const facts = (row: (typeof demo.requests)[number]) => ({
  ...row,
  type: row.type as RequestType,
  purchaseApproverId: row.purchaseApproverId ?? null,
  secondaryPurchaseApproverId: row.secondaryPurchaseApproverId ?? null,
  purchaseApprovalStatus: row.purchaseApprovalStatus ?? null,
  preApproverId: row.preApproverId ?? null,
  preApprovalStatus: row.preApprovalStatus ?? null,
  estimateApproverId: row.estimateApproverId ?? null,
  estimateApprovalStatus: row.estimateApprovalStatus ?? null,
  sendEstimateApproval: row.sendEstimateApproval ?? false,
});
const persona = (key: (typeof PERSONA_REQUEST_KEYS)[number]) =>
  demo.requests.find((row) => row.id === demoRequestId(key))!;

describe('the demo requests', () => {
  it('are the same rows every time for the same size and day', () => {
    expect(generate(400)).toEqual(demo);
  });

  it('scale with the organisation: ten per employee for large ones', () => {
    expect(generatedRequestCount(10_000)).toBe(100_000);
    expect(generatedRequestCount(400)).toBe(200);
    expect(demo.requests).toHaveLength(200 + PERSONA_REQUEST_KEYS.length);
  });

  it('cover every type and every status, the personas’ requests on their own', () => {
    const personaRows = PERSONA_REQUEST_KEYS.map(persona);
    expect(new Set(personaRows.map((row) => row.status))).toEqual(new Set(REQUEST_STATUSES));
    expect(new Set(personaRows.map((row) => row.type))).toEqual(new Set(REQUEST_TYPES));
  });

  it('are numbered SR-000001 upwards in the order they were submitted', () => {
    const names = demo.requests.map((row) => row.name);
    expect(names[0]).toBe('SR-000001');
    expect(new Set(names).size).toBe(names.length);
    const times = demo.requests.map((row) => row.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('use categories of their own type and projects in the platform’s id shape', () => {
    const categories = new Map(buildDemoCategories().map((category) => [category.id, category.requestType]));
    for (const row of demo.requests) expect(categories.get(row.categoryId)).toBe(row.type);
    for (const project of demo.projects) expect(project.row.id).toMatch(PROJECT_ID_PATTERN);
    expect(demo.projects.map((project) => project.row.projectCode).slice(0, 3)).toEqual([
      'PRJ-0001',
      'PRJ-0002',
      'PRJ-0003',
    ]);
  });

  it('make Drew the purchase approver and pre-approver of most named projects, Blair their estimate approver', () => {
    const named = demo.projects.slice(0, 8);
    const drews = named.filter(
      (project) =>
        project.purchaseApproverId === PERSONAS.drew.id && project.preApproverId === PERSONAS.drew.id,
    );
    expect(drews.length).toBeGreaterThanOrEqual(5);
    expect(drews.every((project) => project.estimateApproverId === PERSONAS.blair.id)).toBe(true);
    expect(drews.every((project) => project.secondaryPurchaseApproverId !== PERSONAS.drew.id)).toBe(true);
    expect(drews[0]!.row.id).toBe(DREW_PROJECT_ID);
  });

  it.each([400, 1000])(
    'keep every request’s approval fields and history consistent (%i employees)',
    (size) => {
      const data = size === 400 ? demo : generate(size);
      const history = new Map<string, typeof data.approvals>();
      for (const entry of data.approvals)
        history.set(entry.requestId, [...(history.get(entry.requestId) ?? []), entry]);
      for (const row of data.requests) {
        const steps = history.get(row.id) ?? [];
        const stepRows = (step: string) => steps.filter((entry) => entry.step === step);
        const expectStep = (step: string, state: string | null | undefined) => {
          const entries = stepRows(step);
          if (state === APPROVAL_STATE.pendingApproval)
            expect(entries.map((e) => e.status)).toEqual(['Pending']);
          else if (state === 'Approved' || state === 'Rejected')
            expect(entries.map((e) => e.status)).toEqual([state]);
          else expect(entries).toEqual([]);
        };
        expectStep('purchase', row.purchaseApprovalStatus);
        expectStep('pre-approval', row.preApprovalStatus);
        expectStep('estimate', row.estimateApprovalStatus);

        const waitingFor: Partial<Record<string, boolean>> = {
          [STATUS.pendingPurchaseApproval]: row.purchaseApprovalStatus === APPROVAL_STATE.pendingApproval,
          [STATUS.pendingPreApproval]: row.preApprovalStatus === APPROVAL_STATE.pendingApproval,
          [STATUS.pendingEstimate]: row.estimateApprovalStatus === APPROVAL_STATE.pendingEstimate,
          [STATUS.pendingEstimateApproval]:
            row.estimateApprovalStatus === APPROVAL_STATE.pendingApproval &&
            row.sendEstimateApproval === true,
        };
        expect(waitingFor[row.status] ?? true, `${row.name} ${row.status}`).toBe(true);
        if (row.type === 'Purchase Request') expect(row.purchaseApproverId).toBeTruthy();
        if (row.type === 'Project Brief') expect(row.preApproverId && row.estimateApproverId).toBeTruthy();
        if (row.submittedByIsPurchaseApprover) {
          expect(row).toMatchObject({
            purchaseApproverId: row.createdById,
            purchaseApprovalNotes: AUTOMATICALLY_APPROVED,
          });
        }
        if (row.submittedByIsPreApprover) {
          expect(row).toMatchObject({
            preApproverId: row.createdById,
            preApprovalNotes: AUTOMATICALLY_APPROVED,
          });
        }
        if (row.status === STATUS.complete) expect(row.completedOn! <= '2025-06-15').toBe(true);
      }
    },
  );

  it('give Drew approvals to decide and Blair an estimate, only from the hand-written requests', () => {
    const forDrew = demo.requests.filter(
      (row) => eligibleApprovalSteps(facts(row), PERSONAS.drew.id).length > 0,
    );
    expect(forDrew.map((row) => row.id).sort()).toEqual(
      (
        [
          'emery-scanner-purchase',
          'emery-route-brief',
          'team-tablet-purchase',
          'team-headset-purchase',
          'team-dock-brief',
        ] as const
      )
        .map(demoRequestId)
        .sort(),
    );
    const forBlair = demo.requests.filter((row) =>
      eligibleApprovalSteps(facts(row), PERSONAS.blair.id).includes('estimate'),
    );
    expect(forBlair.map((row) => row.id)).toContain(demoRequestId('team-yard-brief'));
    expect(demo.requests.filter((row) => isApprovalPending(facts(row))).length).toBeGreaterThan(5);
  });

  it('give Emery open and closed requests, approved projects ranks, and Alex work', () => {
    const emerys = demo.requests.filter(
      (row) => row.createdById === PERSONAS.emery.id || row.requestedForId === PERSONAS.emery.id,
    );
    expect(emerys.length).toBeGreaterThanOrEqual(10);
    expect(emerys.filter((row) => isOpen(row.status)).length).toBeGreaterThanOrEqual(5);
    expect(persona('approved-telematics')).toMatchObject({ status: 'Assigned', priorityRank: 1 });
    expect(persona('emery-safety-app')).toMatchObject({ status: 'Assigned', priorityRank: 2 });
    expect(
      demo.requests.filter((row) => row.assignedToId === PERSONAS.alex.id).length,
    ).toBeGreaterThanOrEqual(5);
    expect(persona('drew-for-emery-access')).toMatchObject({
      onBehalf: true,
      requestedForId: PERSONAS.emery.id,
    });
  });

  it('leave Emery a few notifications about her own requests', () => {
    const ids = new Set(demo.requests.map((row) => row.id));
    expect(demo.notifications.length).toBeGreaterThanOrEqual(3);
    for (const notification of demo.notifications) {
      expect(notification.employeeId).toBe(PERSONAS.emery.id);
      expect(NOTIFICATION_TYPES).toContain(notification.type);
      expect(ids.has(notification.requestId!)).toBe(true);
    }
    expect(demo.notifications.some((notification) => !notification.isRead)).toBe(true);
  });
});
