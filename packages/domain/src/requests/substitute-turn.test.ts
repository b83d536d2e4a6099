import { describe, expect, it } from 'vitest';
import { away } from '../approvals/test-fixtures';
import type { Substitution, SubstitutionsOn } from '../approvals/substitutes';
import {
  decidedByName,
  decidersWithSubstitutes,
  decidesFor,
  standsInFor,
  stepDeciders,
  waitsForDecisionBy,
  type TurnFacts,
} from './approval-turn';
import { canViewRequest } from './request-permissions';
import { approvalNeededNotices } from './workflow/approval-needed';
import { decide, decisionRefusal } from './workflow/decide';
import { submitRequest } from './workflow/submit';
import { clock, PEOPLE } from './workflow/test-fixtures';
import { NOT_AN_APPROVER_MESSAGE } from './workflow/workflow-messages';

/** Emery's purchase on Drew's project (Sam second); Drew is away 1–14 March, Blair approves. */
const purchase: TurnFacts = {
  type: 'Purchase Request',
  status: 'Pending Purchase Approval',
  createdById: 'emery',
  requestedForId: 'emery',
  purchaseApproverId: 'drew',
  secondaryPurchaseApproverId: 'sam',
  purchaseApprovalStatus: 'Pending Approval',
  preApproverId: null,
  preApprovalStatus: null,
  estimateApproverId: null,
  estimateApprovalStatus: null,
  sendEstimateApproval: false,
};
const on = (day: string, ...active: Substitution[]): SubstitutionsOn => ({ day, active });
const drewAway = on('2026-03-10', away('drew', 'blair'));
const withSubs = (substitutions: SubstitutionsOn, facts: Partial<TurnFacts> = {}): TurnFacts => ({
  ...purchase,
  ...facts,
  substitutions,
});
/** For the building blocks below, which take the conflict-of-interest check as a function. */
const nobodyIsParty = () => false;

describe('decidersWithSubstitutes', () => {
  it.each([
    ['before the range', ['drew'], [away('drew', 'blair')], '2026-02-28', ['drew']],
    ['on its first day', ['drew'], [away('drew', 'blair')], '2026-03-01', ['drew', 'blair']],
    ['on its last day', ['drew'], [away('drew', 'blair')], '2026-03-14', ['drew', 'blair']],
    ['after it ended by itself', ['drew'], [away('drew', 'blair')], '2026-03-15', ['drew']],
    [
      'no chain: the substitute is away too',
      ['drew'],
      [away('drew', 'blair'), away('blair', 'casey')],
      '2026-03-05',
      ['drew', 'blair'],
    ],
    ['someone else away', ['drew'], [away('alex', 'blair')], '2026-03-05', ['drew']],
    [
      'a substitute already a decider',
      ['drew', 'blair'],
      [away('drew', 'blair')],
      '2026-03-05',
      ['drew', 'blair'],
    ],
    [
      'two deciders away',
      ['drew', 'alex'],
      [away('drew', 'blair'), away('alex', 'casey')],
      '2026-03-05',
      ['drew', 'alex', 'blair', 'casey'],
    ],
  ])('%s', (_name, deciders, substitutions, today, expected) => {
    expect(decidersWithSubstitutes(deciders, substitutions, today, nobodyIsParty)).toEqual(expected);
  });

  it('never adds a substitute who made the request or for whom it is', () => {
    expect(
      decidersWithSubstitutes(['drew'], [away('drew', 'emery')], '2026-03-05', (id) => id === 'emery'),
    ).toEqual(['drew']);
  });
});

describe('decidesFor', () => {
  it.each([
    ['a decider, for themselves', 'drew', ['drew'], [away('drew', 'blair')], '2026-03-05', 'drew'],
    ['a substitute, for the one away', 'blair', ['drew'], [away('drew', 'blair')], '2026-03-05', 'drew'],
    ['a substitute after the range', 'blair', ['drew'], [away('drew', 'blair')], '2026-03-15', null],
    ['someone else', 'casey', ['drew'], [away('drew', 'blair')], '2026-03-05', null],
    ['no chain', 'casey', ['drew'], [away('drew', 'blair'), away('blair', 'casey')], '2026-03-05', null],
  ])('%s', (_name, employeeId, deciders, substitutions, today, expected) => {
    expect(decidesFor(employeeId, deciders, substitutions, today)).toBe(expected);
  });
});

describe('decidedByName', () => {
  it.each<[string | null, string | null, string | null]>([
    ['Blair Chen', 'Drew Okafor', 'Blair Chen for Drew Okafor'],
    ['Drew Okafor', null, 'Drew Okafor'],
    [null, null, null],
  ])('%s for %s', (actor, onBehalfOf, expected) => {
    expect(decidedByName(actor, onBehalfOf)).toBe(expected);
  });
});

describe('a step’s deciders with substitutes (issue 13)', () => {
  it.each<[string, TurnFacts, string[]]>([
    ['no substitutions: its own deciders', purchase, ['drew', 'sam']],
    ['Drew away: Blair decides too', withSubs(drewAway), ['drew', 'sam', 'blair']],
    ['the range ended: not a decider', withSubs(on('2026-03-15', away('drew', 'blair'))), ['drew', 'sam']],
    [
      'the range not begun: not a decider',
      withSubs(on('2026-02-28', away('drew', 'blair'))),
      ['drew', 'sam'],
    ],
    [
      'a substitute who made the request is not added',
      withSubs(on('2026-03-10', away('drew', 'emery'))),
      ['drew', 'sam'],
    ],
    [
      'a substitute the request is for is not added',
      withSubs(on('2026-03-10', away('drew', 'finn')), { requestedForId: 'finn' }),
      ['drew', 'sam'],
    ],
    [
      'a substitute of a substitute is not added',
      withSubs(on('2026-03-10', away('drew', 'blair'), away('blair', 'casey'))),
      ['drew', 'sam', 'blair'],
    ],
    [
      'an approver who is the requester passes nothing on',
      withSubs(drewAway, { requestedForId: 'drew' }),
      ['sam'],
    ],
  ])('%s', (_name, facts, deciders) => {
    expect(stepDeciders(facts, 'purchase')).toEqual(deciders);
  });
});

describe('what the substitute may do while the range runs', () => {
  const blair = { employeeId: 'blair', roles: [] };
  it.each<[string, TurnFacts, boolean, boolean, boolean]>([
    ['during the range: waits, opens, decides', withSubs(drewAway), true, true, true],
    ['after the range: nothing', withSubs(on('2026-03-15', away('drew', 'blair'))), false, false, false],
    [
      'for someone else away: nothing',
      withSubs(on('2026-03-10', away('alex', 'blair'))),
      false,
      false,
      false,
    ],
    [
      'a decided step no longer waits, but still opens',
      withSubs(drewAway, { status: 'Pending IT Assignment', purchaseApprovalStatus: 'Approved' }),
      false,
      true,
      false,
    ],
  ])('%s', (_name, facts, waits, opens, decides) => {
    expect(waitsForDecisionBy(facts, 'blair')).toBe(waits);
    expect(canViewRequest({ ...facts, assignedToId: null }, blair)).toBe(opens);
    expect(decisionRefusal(facts, 'purchase', blair) === null).toBe(decides);
  });

  it('refuses the substitute once the range ended, as anyone else', () => {
    expect(decisionRefusal(withSubs(on('2026-03-15', away('drew', 'blair'))), 'purchase', blair)).toEqual({
      kind: 'forbidden',
      message: NOT_AN_APPROVER_MESSAGE,
    });
  });
});

describe('for whom a person decides a waiting step only as a substitute', () => {
  it.each<[string, TurnFacts, string, string | null]>([
    ['Blair, while Drew is away', withSubs(drewAway), 'blair', 'drew'],
    ['Drew himself, while away', withSubs(drewAway), 'drew', null],
    ['Sam, the secondary approver in her own right', withSubs(drewAway), 'sam', null],
    ['Blair, once the range ended', withSubs(on('2026-03-15', away('drew', 'blair'))), 'blair', null],
    [
      'Blair, the step decided',
      withSubs(drewAway, { status: 'Approved', purchaseApprovalStatus: 'Approved' }),
      'blair',
      null,
    ],
    ['Blair, with no substitutions read', purchase, 'blair', null],
    ['Casey, not on the request', withSubs(drewAway), 'casey', null],
    [
      'Blair, already an approver in her own right',
      withSubs(drewAway, { secondaryPurchaseApproverId: 'blair' }),
      'blair',
      null,
    ],
  ])('%s', (_name, facts, employeeId, forWhom) => {
    expect(standsInFor(facts, employeeId)).toBe(forWhom);
  });
});

describe('the history names for whom a substitute decided', () => {
  const request = {
    ...withSubs(drewAway),
    id: 'r1',
    name: '000123',
    assignedToId: null,
    statusNotes: null,
    estimatedCompletion: null,
    completedOn: null,
  };
  it.each<[string, string, string | null]>([
    ['Blair approves for Drew', 'blair', 'drew'],
    ['Drew approves for himself', 'drew', null],
    ['Sam approves for herself', 'sam', null],
  ])('%s', (_name, decider, onBehalfOf) => {
    const outcome = decide(
      request,
      { step: 'purchase', decision: 'Approved', notes: '' },
      { employeeId: decider, displayName: decider, roles: [] },
      clock,
    );
    if (!outcome.ok) throw new Error(outcome.refusal.message);
    const closed = outcome.transition.history[0];
    expect(closed).toMatchObject({ kind: 'close', actorId: decider });
    expect((closed?.kind === 'close' && closed.onBehalfOfId) || null).toBe(onBehalfOf);
  });

  it.each<[string, string, string]>([
    ['Blair approves for Drew', 'Blair Chen', 'Blair Chen for Drew Okafor'],
    ['Drew approves for himself', 'Drew Okafor', 'Drew Okafor'],
  ])("%s: the request's Approved By names both in the decision's one write", (_name, decider, approvedBy) => {
    const named = {
      ...request,
      substitutions: on('2026-03-10', { ...away('drew', 'blair'), personName: 'Drew Okafor' }),
    };
    const outcome = decide(
      named,
      { step: 'purchase', decision: 'Approved', notes: '' },
      { employeeId: decider === 'Blair Chen' ? 'blair' : 'drew', displayName: decider, roles: [] },
      clock,
    );
    if (!outcome.ok) throw new Error(outcome.refusal.message);
    expect(outcome.transition.changes.purchaseApprovedByName).toBe(approvedBy);
  });
});

describe("'Approval needed' tells the substitute of an approver away", () => {
  it.each<[string, SubstitutionsOn | undefined, string[]]>([
    ['nobody away', undefined, [PEOPLE['purchase approver'], PEOPLE['secondary approver']]],
    [
      'the purchase approver away',
      on(clock.today, away(PEOPLE['purchase approver'], 'blair')),
      [PEOPLE['purchase approver'], PEOPLE['secondary approver'], 'blair'],
    ],
    [
      'the range ended',
      on('2026-03-20', away(PEOPLE['purchase approver'], 'blair')),
      [PEOPLE['purchase approver'], PEOPLE['secondary approver']],
    ],
  ])('%s', (_name, substitutions, recipients) => {
    const approvers = {
      purchaseApproverId: PEOPLE['purchase approver'],
      secondaryPurchaseApproverId: PEOPLE['secondary approver'],
      preApproverId: null,
      estimateApproverId: null,
    };
    const creator = { employeeId: PEOPLE.creator, displayName: 'Emery', roles: [] };
    const step = submitRequest('Purchase Request', creator, approvers, clock);
    const after = {
      ...purchase,
      ...approvers,
      name: '000123',
      createdById: PEOPLE.creator,
      requestedForId: PEOPLE.creator,
      substitutions,
    };
    expect(approvalNeededNotices(after, step).flatMap((notice) => notice.recipients)).toEqual(recipients);
  });
});
